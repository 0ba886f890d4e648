import { addDays } from '@tripsetu/domain/dates.ts';
import type { VisaApplicationRow, VisaTypeBody, VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { addWorkingDays, visaDocumentField } from '@tripsetu/domain/visas.ts';
import { type AgentClient, files, type UploadFile } from './agent-client.ts';
import { expectStatus } from './wallet-fixtures.ts';

/** A visa type the back office offers in tests: two documents to upload, a fee of ₹7,200. */
export const uaeType = (overrides: Partial<VisaTypeBody> = {}): VisaTypeBody => ({
  destination: 'AE',
  name: '30-day tourist visa',
  entry: 'SINGLE',
  stayDays: '30',
  validityDays: '58',
  processingDays: '4',
  fee: '7200',
  refundable: false,
  checklist: 'Passport front page\nPhotograph on a white background',
  ...overrides,
});

export async function addVisaType(admin: AgentClient, body: VisaTypeBody): Promise<VisaTypeRow> {
  return expectStatus(await admin.post('/admin/visa-types', body), 201).body as VisaTypeRow;
}

/** One traveller's fields, travelling well after the processing time, the passport valid long after. */
export function travellerFields(today: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Mr',
    firstName: 'Ramesh',
    lastName: 'Kumar',
    dateOfBirth: '1988-04-12',
    nationality: 'IN',
    passportNumber: 'Z1234567',
    passportExpiryDate: addDays(today, 3 * 365),
    travelDate: addDays(addWorkingDays(today, 4), 10),
    ...overrides,
  };
}

/** A file for each of the type's checklist items. */
export const checklistFiles = (type: VisaTypeRow): UploadFile[] =>
  type.checklist.map((item, index) => ({
    field: visaDocumentField(index),
    fileName: `${item.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
    bytes: files.pdf(512),
  }));

export function applyForVisa(
  client: AgentClient,
  type: VisaTypeRow,
  today: string,
  overrides: Record<string, string> = {},
  uploads: UploadFile[] = checklistFiles(type),
) {
  return client.upload(
    '/visas/applications',
    { visaTypeId: String(type.id), ...travellerFields(today, overrides) },
    uploads,
  );
}

export async function appliedVisa(
  client: AgentClient,
  type: VisaTypeRow,
  today: string,
  overrides: Record<string, string> = {},
): Promise<VisaApplicationRow> {
  return expectStatus(await applyForVisa(client, type, today, overrides), 201).body as VisaApplicationRow;
}

/** The back office's step: status and remarks, with the visa's file to approve. */
export function decideVisa(
  admin: AgentClient,
  id: number,
  status: string,
  remarks = '',
  visa: UploadFile | null = null,
) {
  return admin.upload(`/admin/visa-applications/${id}/status`, { status, remarks }, visa ? [visa] : []);
}

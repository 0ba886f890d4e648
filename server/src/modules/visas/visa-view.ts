import type { VisaApplicationRow, VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import {
  VISA_STATUS_LABELS,
  type VisaDestination,
  type VisaEntry,
  type VisaStatus,
  visaDestinationName,
  visaReference,
} from '@tripsetu/domain/visas.ts';
import type { Selectable } from 'kysely';
import type { VisaApplicationEventTable, VisaTypeTable } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { VisaApplicationRecord } from './visas.repo.ts';

const iso = (at: unknown) => new Date(at as string).toISOString();
/** A date column as YYYY-MM-DD, whichever way the database answers it. */
export const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

export function toTypeRow(row: Selectable<VisaTypeTable>): VisaTypeRow {
  return {
    id: row.id,
    destination: row.destination as VisaDestination,
    destinationName: visaDestinationName(row.destination),
    name: row.name,
    entry: row.entry,
    stayDays: row.stay_days,
    validityDays: row.validity_days,
    processingDays: row.processing_days,
    feePaise: Number(row.fee_paise),
    refundable: row.refundable,
    checklist: jsonColumn<string[]>(row.checklist),
    addedBy: row.added_by,
    addedAt: iso(row.added_at),
  };
}

export interface ApplicationExtras {
  documents: { position: number; item: string; document_id: number | string; file_name: string }[];
  events: Selectable<VisaApplicationEventTable>[];
}

const documentUrl = (id: number | string) => `/api/v1/documents/${id}`;

/** An application as the agency and the back office read it: the traveller, the fee, its steps, its files. */
export function toApplicationRow(row: VisaApplicationRecord, extras: ApplicationExtras): VisaApplicationRow {
  return {
    id: row.id,
    reference: visaReference(row.id),
    status: row.status,
    statusLabel: VISA_STATUS_LABELS[row.status],
    destination: row.destination as VisaDestination,
    destinationName: visaDestinationName(row.destination),
    visaType: row.type_name,
    entry: row.entry as VisaEntry,
    processingDays: row.processing_days,
    traveller: {
      title: row.title,
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: dayOf(row.date_of_birth),
      nationality: row.nationality,
      passportNumber: row.passport_number,
      passportExpiryDate: dayOf(row.passport_expiry_date),
    },
    travelDate: dayOf(row.travel_date),
    feePaise: Number(row.fee_paise),
    refundable: row.refundable,
    refundedPaise: Number(row.refunded_paise),
    walletDocumentNo: row.wallet_document_no,
    refundDocumentNo: row.refund_document_no,
    remarks: row.remarks,
    documents: extras.documents.map((document) => ({
      item: document.item,
      fileName: document.file_name,
      url: documentUrl(document.document_id),
    })),
    visaUrl: row.visa_document_id === null ? null : documentUrl(row.visa_document_id),
    agencyName: row.company_name,
    appliedBy: `${row.applicant_first} ${row.applicant_last}`,
    appliedAt: iso(row.created_at),
    events: extras.events.map((event) => ({
      status: event.status as VisaStatus,
      statusLabel: VISA_STATUS_LABELS[event.status as VisaStatus],
      remarks: event.remarks,
      by: event.by_name,
      at: iso(event.at),
    })),
  };
}

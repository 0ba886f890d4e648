import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { VisaApplicationRow, VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { addWorkingDays, VISA_MSG } from '@tripsetu/domain/visas.ts';
import { WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { DEMO_VISA_TYPES, seedDemoVisaTypes } from '../../db/seed/visa-types.ts';
import { type AgentClient, DEMO, files, mailsTo, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  addVisaType,
  appliedVisa,
  applyForVisa,
  checklistFiles,
  decideVisa,
  uaeType,
} from '../../test/visa-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus } from '../../test/wallet-fixtures.ts';

/** Visas (issue 25, decision 043): types kept by the back office, applications paid from the wallet, decisions. */
let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let other: AgentClient;
let admin: AgentClient;
let uae: VisaTypeRow;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  other = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '30000');
});
afterAll(() => t.close());

const available = async (client: AgentClient) =>
  (expectStatus(await client.get('/wallet'), 200).body as { availablePaise: number }).availablePaise;
const count = async (table: 'visa_applications' | 'visa_types' | 'agency_documents' | 'journal_transactions') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async () => ({
  applications: await count('visa_applications'),
  documents: await count('agency_documents'),
  journal: await count('journal_transactions'),
  wallet: await available(owner),
});
const latestMail = async (email: string) => (await mailsTo(t, email))[0];

describe('visa types, kept by the back office', () => {
  it('none are offered at first; the back office adds one, every agent reads it', async () => {
    expect(expectStatus(await owner.get('/visas/types'), 200).body.types).toEqual([]);
    uae = await addVisaType(admin, uaeType());
    expect(uae).toMatchObject({
      destination: 'AE',
      destinationName: 'United Arab Emirates',
      feePaise: 7_200_00,
      refundable: false,
      checklist: ['Passport front page', 'Photograph on a white background'],
    });
    const read = expectStatus(await staff.get('/visas/types'), 200).body.types as VisaTypeRow[];
    expect(read.map((type) => type.id)).toEqual([uae.id]);
  });

  it.each([
    ['destination', { destination: 'XX' }, VISA_MSG.destinationRequired],
    ['name', { name: 'ab' }, VISA_MSG.typeNameInvalid],
    ['entry', { entry: 'TRIPLE' }, VISA_MSG.entryRequired],
    ['stayDays', { stayDays: '0' }, VISA_MSG.stayInvalid],
    ['validityDays', { stayDays: '30', validityDays: '20' }, VISA_MSG.validityInvalid],
    ['processingDays', { processingDays: '61' }, VISA_MSG.processingInvalid],
    ['fee', { fee: '-5' }, VISA_MSG.feeInvalid],
    ['checklist', { checklist: 'Passport\npassport' }, VISA_MSG.checklistInvalid],
    [
      'checklist',
      { checklist: Array.from({ length: 7 }, (_, i) => `Document ${i}`).join('\n') },
      VISA_MSG.checklistInvalid,
    ],
  ])('refuses a bad %s with its message and keeps nothing', async (field, change, message) => {
    const before = await count('visa_types');
    const answer = expectStatus(await admin.post('/admin/visa-types', uaeType({ name: 'Another', ...change })), 422);
    expect(answer.body.error.fields[field]).toBe(message);
    expect(await count('visa_types')).toBe(before);
  });

  it('refuses a second live type of the same name for a destination, and agencies may not add any', async () => {
    const twice = expectStatus(await admin.post('/admin/visa-types', uaeType({ name: '30-DAY tourist visa' })), 409);
    expect(twice.body.error.fields.name).toBe(VISA_MSG.typeNameTaken);
    expectStatus(await owner.post('/admin/visa-types', uaeType({ name: 'Mine' })), 403);
  });

  it('a withdrawn type leaves the list, can be offered again by name, and cannot be applied for', async () => {
    const old = await addVisaType(admin, uaeType({ destination: 'MY', name: 'eVisa' }));
    expectStatus(await admin.delete(`/admin/visa-types/${old.id}`), 204);
    expectStatus(await admin.delete(`/admin/visa-types/${old.id}`), 404);
    const types = expectStatus(await owner.get('/visas/types'), 200).body.types as VisaTypeRow[];
    expect(types.some((type) => type.id === old.id)).toBe(false);
    await addVisaType(admin, uaeType({ destination: 'MY', name: 'eVisa' }));
    const refused = expectStatus(await applyForVisa(owner, old, today), 422);
    expect(refused.body.error.fields.visaTypeId).toBe(VISA_MSG.typeNotFound);
  });

  it('the demo seeds every destination of the issue once', async () => {
    const fresh = await createTestApp();
    try {
      expect(await seedDemoVisaTypes(fresh.services.visas)).toBe(DEMO_VISA_TYPES.length);
      expect(await seedDemoVisaTypes(fresh.services.visas)).toBe(0);
      const destinations = new Set((await fresh.services.visas.types()).map((type) => type.destination));
      expect([...destinations].sort()).toEqual(['AE', 'GB', 'LK', 'MY', 'SCHENGEN', 'SG', 'TH', 'US']);
    } finally {
      await fresh.close();
    }
  });
});

describe('applying for a visa', () => {
  let applied: VisaApplicationRow;

  it('an application pays the fee from the wallet, keeps the documents and is e-mailed', async () => {
    const before = await available(owner);
    applied = await appliedVisa(staff, uae, today);
    expect(applied).toMatchObject({
      status: 'SUBMITTED',
      statusLabel: 'Submitted',
      destinationName: 'United Arab Emirates',
      visaType: '30-day tourist visa',
      feePaise: 7_200_00,
      traveller: { firstName: 'Ramesh', lastName: 'Kumar', passportNumber: 'Z1234567', nationality: 'IN' },
      visaUrl: null,
      appliedBy: 'Priya Nair',
    });
    expect(applied.reference).toMatch(/^TSV\d{6}$/);
    expect(applied.walletDocumentNo).toMatch(/^VF\d+$/);
    expect(applied.documents.map((document) => document.item)).toEqual(uae.checklist);
    expect(applied.events.map((event) => event.status)).toEqual(['SUBMITTED']);
    expect(await available(owner)).toBe(before - 7_200_00);
    await assertLedgerConsistent(t.database.db);

    // The ledger line leads to the application.
    const ledger = expectStatus(await owner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    const line = ledger.rows.find((row: { reference: string }) => row.reference === applied.walletDocumentNo);
    expect(line).toMatchObject({ debitPaise: 7_200_00, link: { kind: 'visa', id: applied.id } });

    // Its documents are the agency's to read, nobody else's.
    const document = applied.documents[0] as { url: string };
    const read = expectStatus(await owner.get(document.url), 200);
    expect(read.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expectStatus(await other.get(document.url), 404);

    const mail = await latestMail('staff@skyways.in');
    expect(mail?.subject).toBe(`Visa application ${applied.reference} submitted`);
    expect(mail?.html).toContain(formatRupees(7_200_00));
  });

  it('the agency lists and opens its own; another agency finds nothing', async () => {
    const mine = expectStatus(await owner.get('/visas/applications'), 200).body.applications as VisaApplicationRow[];
    expect(mine.map((row) => row.id)).toContain(applied.id);
    const found = expectStatus(await owner.get(`/visas/applications?q=${applied.reference}`), 200).body.applications;
    expect(found.map((row: VisaApplicationRow) => row.id)).toEqual([applied.id]);
    const byName = expectStatus(await owner.get('/visas/applications?q=ramesh%20kumar'), 200).body.applications;
    expect(byName.length).toBeGreaterThan(0);
    expect(expectStatus(await other.get('/visas/applications'), 200).body.applications).toEqual([]);
    expectStatus(await other.get(`/visas/applications/${applied.id}`), 404);
    expectStatus(await admin.get(`/visas/applications/${applied.id}`), 200);
  });

  it('a second open application for the same passport and visa is refused and pays nothing', async () => {
    const before = await snapshot();
    const twice = expectStatus(await applyForVisa(owner, uae, today), 409);
    expect(twice.body.error.fields.passportNumber).toBe(VISA_MSG.alreadyOpen);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['title', { title: 'Dr' }, BOOKING_MSG.titleRequired],
    ['firstName', { firstName: 'R' }, BOOKING_MSG.firstNameMin],
    ['lastName', { lastName: 'K<script>' }, BOOKING_MSG.nameInvalid],
    ['dateOfBirth', { dateOfBirth: addDays(today, 1) }, BOOKING_MSG_DECIDED.dobFuture],
    ['nationality', { nationality: 'India' }, VISA_MSG.nationalityRequired],
    ['passportNumber', { passportNumber: 'Z12' }, BOOKING_MSG_DECIDED.passportNumberInvalid],
    ['travelDate', { travelDate: addDays(today, 1) }, VISA_MSG.travelDateTooSoon.replace('{days}', '4')],
    ['travelDate', { travelDate: addDays(today, 400) }, VISA_MSG.travelDateTooFar],
    [
      'passportExpiryDate',
      { travelDate: addDays(addWorkingDays(today, 4), 5), passportExpiryDate: addDays(today, 60) },
      VISA_MSG.passportValidity,
    ],
  ])('refuses a bad %s with its message and changes nothing', async (field, change, message) => {
    const before = await snapshot();
    const answer = expectStatus(await applyForVisa(owner, uae, today, { passportNumber: 'P7654321', ...change }), 422);
    expect(answer.body.error.fields[field]).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing document by its checklist item, and a file of the wrong kind, storing nothing', async () => {
    const before = await snapshot();
    const [first] = checklistFiles(uae);
    const missing = expectStatus(
      await applyForVisa(owner, uae, today, { passportNumber: 'P7654321' }, first ? [first] : []),
      422,
    );
    expect(missing.body.error.fields).toEqual({ document1: VISA_MSG.documentRequired });
    const program = checklistFiles(uae).map((file, index) => (index === 1 ? { ...file, bytes: files.exe() } : file));
    const refused = expectStatus(await applyForVisa(owner, uae, today, { passportNumber: 'P7654321' }, program), 415);
    expect(refused.body.error.fields.document1).toBe(AGENT_MSG_DECIDED.fileTypeRefused);
    expect(await snapshot()).toEqual(before);
  });

  it('a wallet that cannot pay the fee is refused, and the documents are not kept', async () => {
    const costly = await addVisaType(admin, uaeType({ destination: 'US', name: 'Costly', fee: '400000' }));
    const before = await snapshot();
    const answer = expectStatus(await applyForVisa(owner, costly, today, { passportNumber: 'P7654321' }), 409);
    expect(answer.body.error.message).toBe(WALLET_MSG_DECIDED.insufficientBalance);
    expect(await snapshot()).toEqual(before);
    expect(await count('visa_applications')).toBe(before.applications);
  });

  it('the back office neither applies nor is refused reading; an unsigned visitor is', async () => {
    expectStatus(await applyForVisa(admin, uae, today), 403);
    const visitor = new (owner.constructor as typeof AgentClient)(t.app);
    expectStatus(await visitor.get('/visas/types'), 401);
  });
});

describe('the back office decides', () => {
  it('in process, then approved with the visa, which the agency downloads; a second decision is refused', async () => {
    const application = await appliedVisa(owner, uae, today, { firstName: 'Anita', passportNumber: 'M2345678' });
    expectStatus(await decideVisa(owner, application.id, 'IN_PROCESS'), 403);
    const moving = expectStatus(await decideVisa(admin, application.id, 'IN_PROCESS', 'Lodged with the GDRFA'), 200);
    expect(moving.body).toMatchObject({ status: 'IN_PROCESS', remarks: 'Lodged with the GDRFA' });
    expect((await latestMail('owner@skyways.in'))?.subject).toBe(
      `Visa application ${application.reference} is being processed`,
    );

    const withoutFile = expectStatus(await decideVisa(admin, application.id, 'APPROVED'), 422);
    expect(withoutFile.body.error.fields.visa).toBe(VISA_MSG.visaFileRequired);
    const program = { field: 'visa', fileName: 'visa.exe', bytes: files.exe() };
    expectStatus(await decideVisa(admin, application.id, 'APPROVED', '', program), 415);
    expect(expectStatus(await owner.get(`/visas/applications/${application.id}`), 200).body.status).toBe('IN_PROCESS');

    const visa = { field: 'visa', fileName: 'uae-visa.pdf', bytes: files.pdf(900) };
    const approved = expectStatus(await decideVisa(admin, application.id, 'APPROVED', '', visa), 200)
      .body as VisaApplicationRow;
    expect(approved.status).toBe('APPROVED');
    expect(approved.events.map((event) => event.status)).toEqual(['SUBMITTED', 'IN_PROCESS', 'APPROVED']);
    const download = expectStatus(await staff.get(approved.visaUrl as string), 200);
    expect(download.raw.equals(visa.bytes)).toBe(true);
    expectStatus(await other.get(approved.visaUrl as string), 404);
    const mail = await latestMail('owner@skyways.in');
    expect(mail?.subject).toBe(`Visa application ${application.reference} approved: the visa is ready`);

    const again = expectStatus(await decideVisa(admin, application.id, 'REJECTED', 'Changed our mind'), 409);
    expect(again.body.error.fields.status).toBe(VISA_MSG.alreadyDecided);
  });

  it('a rejection needs remarks; a fee that is not refundable stays paid, and the e-mail says so', async () => {
    const application = await appliedVisa(owner, uae, today, { firstName: 'Vikram', passportNumber: 'K3456789' });
    const before = await available(owner);
    const bare = expectStatus(await decideVisa(admin, application.id, 'REJECTED', ' '), 422);
    expect(bare.body.error.fields.remarks).toBe(VISA_MSG.remarksRequired);
    const unknown = expectStatus(await decideVisa(admin, application.id, 'LOST'), 422);
    expect(unknown.body.error.fields.status).toBe(VISA_MSG.statusRequired);
    const back = expectStatus(await decideVisa(admin, application.id, 'SUBMITTED'), 422);
    expect(back.body.error.fields.status).toBe(VISA_MSG.statusNotAllowed);

    const rejected = expectStatus(
      await decideVisa(admin, application.id, 'REJECTED', 'Photograph does not meet the specification'),
      200,
    ).body as VisaApplicationRow;
    expect(rejected).toMatchObject({ status: 'REJECTED', refundedPaise: 0, refundDocumentNo: null });
    expect(await available(owner)).toBe(before);
    const mail = await latestMail('owner@skyways.in');
    expect(mail?.html).toContain('Photograph does not meet the specification');
    expect(mail?.html).toContain(VISA_MSG.notRefundable);
  });

  it('a refundable fee comes back to the wallet on rejection, once', async () => {
    const refundable = await addVisaType(
      admin,
      uaeType({ destination: 'SG', name: 'Tourist e-Visa', fee: '3200', refundable: true, processingDays: '5' }),
    );
    const application = await appliedVisa(owner, refundable, today, { passportNumber: 'S4567890' });
    const before = await available(owner);
    const rejected = expectStatus(await decideVisa(admin, application.id, 'REJECTED', 'Insufficient funds shown'), 200)
      .body as VisaApplicationRow;
    expect(rejected.refundedPaise).toBe(3_200_00);
    expect(rejected.refundDocumentNo).toMatch(/^VR\d+$/);
    expect(await available(owner)).toBe(before + 3_200_00);
    expectStatus(await decideVisa(admin, application.id, 'REJECTED', 'Again'), 409);
    expect(await available(owner)).toBe(before + 3_200_00);
    expect((await latestMail('owner@skyways.in'))?.html).toContain(
      `${formatRupees(3_200_00)} has been refunded to the wallet`,
    );
    await assertLedgerConsistent(t.database.db);
  });

  it('the back office lists every agency’s, by status', async () => {
    const approved = expectStatus(await admin.get('/visas/applications?status=APPROVED'), 200).body
      .applications as VisaApplicationRow[];
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((row) => row.status === 'APPROVED')).toBe(true);
    expectStatus(await admin.get('/visas/applications?status=NOPE'), 400);
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import {
  AgentClient,
  DEMO,
  files,
  registerAgency,
  registrationFiles,
  registrationForm,
  registrationFormWithoutGst,
  signedInClient,
  startRegistration,
  type UploadFile,
} from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { safeFileName, sniffType } from './documents.ts';

let t: TestApp;
let admin: AgentClient;
let owner: AgentClient;
let staff: AgentClient;
let otherOwner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.config.DATA_DIR, 'uploads');
const storedFiles = async () => (await readdir(uploadsDir()).catch(() => [] as string[])).length;

async function applicationCount() {
  const row = await t.database.db
    .selectFrom('agency_applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Registers with these uploads and expects a refusal that leaves no application and no file behind. */
async function expectRefusedRegistration(uploads: UploadFile[], status: number, field: string, message: string) {
  const [applications, stored] = [await applicationCount(), await storedFiles()];
  const answer = await startRegistration(new AgentClient(t.app), registrationForm(), uploads);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.message).toBe(message);
  expect(answer.body.error.fields).toEqual({ [field]: message });
  expect(await applicationCount()).toBe(applications);
  expect(await storedFiles()).toBe(stored);
}

const logo = (bytes: Buffer, fileName: string): UploadFile => ({ field: 'logo', fileName, bytes });

describe('what a file is, by its content', () => {
  it('knows PDF, PNG, JPEG, GIF and a .docx package, and nothing else', () => {
    expect(sniffType(files.pdf())).toBe('pdf');
    expect(sniffType(files.png())).toBe('png');
    expect(sniffType(files.jpeg())).toBe('jpeg');
    expect(sniffType(files.gif())).toBe('gif');
    expect(sniffType(files.docx())).toBe('docx');
    expect(sniffType(files.zip())).toBeNull();
    expect(sniffType(files.exe())).toBeNull();
    expect(sniffType(files.text())).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a file name safe for Content-Disposition', () => {
    expect(safeFileName('C:\\Users\\me\\PAN card.pdf', 'pdf')).toBe('PAN card.pdf');
    expect(safeFileName('../../etc/"passwd";.pdf', 'pdf')).toBe('_passwd__.pdf');
    expect(safeFileName('.htaccess', 'png')).toBe('document.png');
    expect(safeFileName('', 'docx')).toBe('document.docx');
  });
});

describe('registration documents', () => {
  it('refuses a PAN document over 4 MB with 413, storing no application and no file', async () => {
    await expectRefusedRegistration(
      [registrationFiles.pan(files.pdf(UPLOAD_MAX_BYTES + 1)), registrationFiles.gst()],
      413,
      'panDocument',
      AGENT_MSG_DECIDED.fileTooLarge,
    );
  });

  it('refuses a GST document over 4 MB after an acceptable PAN document, storing neither', async () => {
    await expectRefusedRegistration(
      [registrationFiles.pan(), registrationFiles.gst(files.pdf(UPLOAD_MAX_BYTES + 1))],
      413,
      'gstDocument',
      AGENT_MSG_DECIDED.fileTooLarge,
    );
  });

  it.each([
    ['a program renamed .pdf', files.exe(), 'pan.pdf'],
    ['a text file named .pdf', files.text(), 'pan.pdf'],
    ['a zip that is not a .docx', files.zip(), 'pan.docx'],
    ['a GIF, which is not among the document types', files.gif(), 'pan.gif'],
    ['an empty file', Buffer.alloc(0), 'pan.pdf'],
  ])('refuses %s with 415, storing nothing', async (_case, bytes, fileName) => {
    await expectRefusedRegistration(
      [registrationFiles.pan(bytes, fileName), registrationFiles.gst()],
      415,
      'panDocument',
      AGENT_MSG_DECIDED.fileTypeRefused,
    );
  });

  it('refuses a bad GST document even when the PAN document is fine', async () => {
    await expectRefusedRegistration(
      [registrationFiles.pan(), registrationFiles.gst(files.exe(), 'gst.jpg')],
      415,
      'gstDocument',
      AGENT_MSG_DECIDED.fileTypeRefused,
    );
  });

  it('removes the files it wrote when the database refuses the application', async () => {
    // The database fails the GST document's row, after the PAN document is on disk.
    await sql`create function refuse_gst_document() returns trigger language plpgsql as $$
      begin
        if new.kind = 'GST' then raise exception 'disk full'; end if;
        return new;
      end $$`.execute(t.database.db);
    await sql`create trigger refuse_gst_document before insert on agency_documents
      for each row execute function refuse_gst_document()`.execute(t.database.db);
    try {
      const [applications, stored] = [await applicationCount(), await storedFiles()];
      const answer = await startRegistration(new AgentClient(t.app), registrationForm());
      expect(answer.status).toBe(500);
      expect(answer.body.error.message).toBe('Something went wrong. Please try again.');
      expect(await applicationCount()).toBe(applications);
      expect(await storedFiles()).toBe(stored);
    } finally {
      await sql`drop trigger refuse_gst_document on agency_documents`.execute(t.database.db);
      await sql`drop function refuse_gst_document()`.execute(t.database.db);
    }
  });

  it('accepts a .docx, a PNG and a JPEG, stored by what they are and not by their names', async () => {
    const { agencyId } = await registerAgency(t, registrationForm(), [
      registrationFiles.pan(files.docx(), 'pan.docx'),
      registrationFiles.gst(files.png(), 'gst.pdf'),
    ]);
    const rows = await t.database.db
      .selectFrom('agency_documents')
      .select(['kind', 'content_type', 'file_name', 'size_bytes'])
      .where('agency_id', '=', agencyId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        kind: 'PAN',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        file_name: 'pan.docx',
        size_bytes: files.docx().length,
      },
      { kind: 'GST', content_type: 'image/png', file_name: 'gst.pdf', size_bytes: files.png().length },
    ]);
    const jpeg = await startRegistration(new AgentClient(t.app), registrationFormWithoutGst(), [
      registrationFiles.pan(files.jpeg(), 'pan.jpeg'),
    ]);
    expect(jpeg.status).toBe(201);
  });

  it('accepts a document of exactly 4 MB', async () => {
    const stored = await storedFiles();
    const answer = await startRegistration(new AgentClient(t.app), registrationFormWithoutGst(), [
      registrationFiles.pan(files.pdf(UPLOAD_MAX_BYTES)),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await storedFiles()).toBe(stored + 1);
  });

  it('keeps an unfinished application’s documents for administrators only', async () => {
    const form = registrationForm();
    await startRegistration(new AgentClient(t.app), form);
    const document = await t.database.db
      .selectFrom('agency_documents as d')
      .innerJoin('agency_applications as a', 'a.id', 'd.application_id')
      .select('d.id')
      .where('a.email', '=', form.email)
      .where('d.kind', '=', 'PAN')
      .executeTakeFirstOrThrow();
    expect((await admin.get(`/documents/${document.id}`)).status).toBe(200);
    expect((await owner.get(`/documents/${document.id}`)).status).toBe(404);
  });
});

describe('the agency logo', () => {
  it.each([
    ['a PNG', files.png(), 'logo.png', 'image/png'],
    ['a JPEG', files.jpeg(), 'logo.jpg', 'image/jpeg'],
    ['a GIF', files.gif(), 'logo.gif', 'image/gif'],
  ])('accepts %s and shows it on the profile and in the session', async (_case, bytes, fileName, contentType) => {
    const answer = await owner.upload('/profile/logo', {}, [logo(bytes, fileName)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.agency.logoUrl).toMatch(/^\/api\/v1\/documents\/\d+$/);
    expect(answer.body.documents.some((doc: { kind: string }) => doc.kind === 'LOGO')).toBe(false);
    expect(answer.body.user.agency.hasLogo).toBe(true);
    const image = await staff.get(answer.body.agency.logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe(contentType);
    expect(image.raw.equals(bytes)).toBe(true);
    expect((await staff.get('/profile')).body.agency.logoUrl).toBe(answer.body.agency.logoUrl);
    expect((await staff.get('/session')).body.user.agency.hasLogo).toBe(true);
  });

  it('refuses a PDF (415) and a logo over 4 MB (413), storing nothing', async () => {
    const before = (await owner.get('/profile')).body.agency.logoUrl;
    const stored = await storedFiles();
    const pdf = await owner.upload('/profile/logo', {}, [logo(files.pdf(), 'logo.png')]);
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toMatchObject({
      message: AGENT_MSG_DECIDED.logoTypeRefused,
      fields: { logo: AGENT_MSG_DECIDED.logoTypeRefused },
    });
    const large = await owner.upload('/profile/logo', {}, [logo(files.png(UPLOAD_MAX_BYTES + 1), 'logo.png')]);
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe(AGENT_MSG_DECIDED.fileTooLarge);
    const none = await owner.upload('/profile/logo', {}, []);
    expect(none.status).toBe(422);
    expect(none.body.error.fields).toEqual({ logo: AGENT_MSG.uploadFailed });
    expect(await storedFiles()).toBe(stored);
    expect((await owner.get('/profile')).body.agency.logoUrl).toBe(before);
  });
});

describe('the document route', () => {
  let panUrl: string;
  let logoUrl: string;
  let docxUrl: string;

  beforeAll(async () => {
    const logoAnswer = await otherOwner.upload('/profile/logo', {}, [logo(files.png(), 'logos/ghumakkad;logo.png')]);
    logoUrl = logoAnswer.body.agency.logoUrl;
    const { agencyId } = await registerAgency(t, registrationForm(), [
      registrationFiles.pan(files.pdf(), 'PAN card.pdf'),
      registrationFiles.gst(files.docx(), 'gst.docx'),
    ]);
    const detail = await admin.get(`/admin/applications/${agencyId}`);
    panUrl = detail.body.documents.find((doc: { kind: string }) => doc.kind === 'PAN').url;
    docxUrl = detail.body.documents.find((doc: { kind: string }) => doc.kind === 'GST').url;
  });

  it('serves a document inline with its type, nosniff, no caching and a safe file name', async () => {
    const answer = await admin.get(panUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toBe('inline; filename="PAN card.pdf"');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const logoAnswer = await otherOwner.get(logoUrl);
    expect(logoAnswer.headers['content-disposition']).toBe('inline; filename="ghumakkad_logo.png"');
  });

  it('serves a .docx as an attachment', async () => {
    const answer = await admin.get(docxUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="gst.docx"');
    expect(answer.raw.equals(files.docx())).toBe(true);
  });

  it('serves a logo to its agency and administrators, and answers 404 to another agency', async () => {
    const ghumakkadStaff = await signedInClient(t.app, DEMO.ghumakkadStaff.userId, DEMO.ghumakkadStaff.password);
    expect((await ghumakkadStaff.get(logoUrl)).status).toBe(200);
    expect((await admin.get(logoUrl)).status).toBe(200);
    for (const outsider of [owner, staff]) {
      const answer = await outsider.get(logoUrl);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.notFound);
      expect((await outsider.get(panUrl)).status).toBe(404);
    }
    expect((await owner.get('/documents/999999')).status).toBe(404);
    expect((await new AgentClient(t.app).get(logoUrl)).status).toBe(401);
  });
});

import { CUSTOMER_INVOICE_NUMBER } from '@tripsetu/domain/customer-invoice.ts';
import type { BookingDocuments, FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/** The documents an agency's customer reads (issue 19 items 1–3, decision 021). */
let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;
/** Ghumakkad Holidays has no GSTIN: it charges no GST on its fee. */
let unregistered: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  unregistered = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  await depositAndApprove(owner, admin, '900000');
  await depositAndApprove(unregistered, admin, '300000');
});
afterAll(() => t.close());

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const pdf = async (client: AgentClient, path: string) => (await client.get(path)).raw as Buffer;
/** Image objects in a PDF (PDFKit writes an image, and a PNG's transparency mask, as XObjects of subtype Image). */
const imagesIn = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

async function book(client: AgentClient, days: number, overrides: Record<string, unknown> = {}) {
  const quoted = await quoteFor(client, flightSearch({}, days));
  const answer = await client.post('/flights/bookings', bookingFor(quoted, overrides), withKey());
  return expectStatus(answer, 201).body as FlightBooking;
}

/** A real 40x12 PNG and GIF, as an agency would upload. */
function pngLogo(): Buffer {
  const png = new PNG({ width: 40, height: 12 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([11, 61, 110, 255], i);
  return PNG.sync.write(png);
}
function gifLogo(): Buffer {
  const buffer = Buffer.alloc(1024);
  const writer = new GifWriter(buffer, 40, 12, { palette: [0x0b3d6e, 0xffffff] });
  writer.addFrame(0, 0, 40, 12, new Array(480).fill(0));
  return buffer.subarray(0, writer.end());
}

describe("the customer's documents", () => {
  let booking: FlightBooking;
  let parts: BookingDocuments;
  beforeAll(async () => {
    booking = await book(owner, 40, { markupPaise: 500_00 });
    parts = expectStatus(await owner.get(`/flights/bookings/${booking.id}/documents`), 200).body;
  });

  it('fold the markup into one service fee: the word markup never reaches the customer', async () => {
    const codes = booking.customerFare.map((line) => line.code);
    expect(codes).not.toContain('MARKUP');
    expect(codes).not.toContain('SERVICE_CHARGE');
    const fee = booking.customerFare.find((line) => line.code === 'AGENCY_FEE');
    const charge = booking.fare.find((line) => line.code === 'SERVICE_CHARGE')?.amountPaise ?? 0;
    const gst = booking.fare.find((line) => line.code === 'GST')?.amountPaise ?? 0;
    // The agency's fee is its cost of TripSetu's charge with GST, plus the markup the agent entered.
    expect(fee).toMatchObject({ label: 'Service fee', amountPaise: charge + gst + 500_00 });
    expect(sum(booking.customerFare.map((line) => line.amountPaise))).toBe(booking.customerTotalPaise);
    for (const path of ['e-ticket', 'customer-invoice']) {
      const text = pdfText(await pdf(owner, `/flights/bookings/${booking.id}/documents/${path}`));
      expect(text).toContain('Service fee');
      expect(text).not.toMatch(/markup/i);
    }
  });

  it("carry the agency's own invoice number and the GST on its fee; TripSetu's charge stays on its tax invoice", async () => {
    expect(booking.customerInvoiceNo).toMatch(CUSTOMER_INVOICE_NUMBER);
    const invoice = parts.customerInvoice;
    // Maharashtra agency, customer without a GSTIN: CGST and SGST, the halves adding up to the GST inside the fee.
    expect(invoice.tax).toMatchObject({ registered: true, intraState: true, igstPaise: 0 });
    const fee = booking.customerFare.find((line) => line.code === 'AGENCY_FEE')?.amountPaise ?? 0;
    expect(invoice.tax.taxablePaise).toBe(Math.round((fee * 100) / 118));
    expect(invoice.tax.taxablePaise + invoice.tax.cgstPaise + invoice.tax.sgstPaise).toBe(fee);
    expect(sum(invoice.rows.map((row) => row.amountPaise))).toBe(invoice.totalPaise);
    expect(invoice.totalPaise).toBe(booking.customerTotalPaise);
    expect(invoice.placeOfSupply).toBe('27 Maharashtra');
    const customer = pdfText(await pdf(owner, `/flights/bookings/${booking.id}/documents/customer-invoice`));
    expect(customer).toContain(booking.customerInvoiceNo);
    expect(customer).not.toContain(booking.invoiceNo);
    expect(customer).toContain('CGST 9% on service fee');
    expect(customer).not.toContain('Service charge');
    const tax = pdfText(await pdf(owner, `/flights/bookings/${booking.id}/documents/tax-invoice`));
    expect(tax).toContain(booking.invoiceNo);
    expect(tax).toContain('Service charge');
    expect(tax).toContain('SAC 998551');
  });

  it('number each agency in its own series, one after another, holds numbered when ticketed', async () => {
    const serial = (no: string | null) => Number(no?.split('/')[2]);
    const next = await book(owner, 41);
    expect(serial(next.customerInvoiceNo)).toBe(serial(booking.customerInvoiceNo) + 1);
    const held = await book(owner, 42, { action: 'HOLD' });
    expect(held.customerInvoiceNo).toBeNull();
    const ticketed = expectStatus(await owner.post(`/flights/bookings/${held.id}/ticket`, {}, withKey()), 200)
      .body as FlightBooking;
    expect(serial(ticketed.customerInvoiceNo)).toBe(serial(next.customerInvoiceNo) + 1);
    // Another agency starts its own series at 1 whatever Skyways has issued.
    const other = await book(unregistered, 43);
    expect(serial(other.customerInvoiceNo)).toBe(1);
    expect(other.invoiceNo).not.toBe(ticketed.invoiceNo);
  });

  it('an agency without a GSTIN charges no GST: its fee is one line', async () => {
    const other = await book(unregistered, 44, { markupPaise: 200_00 });
    const docs = expectStatus(await unregistered.get(`/flights/bookings/${other.id}/documents`), 200)
      .body as BookingDocuments;
    const fee = other.customerFare.find((line) => line.code === 'AGENCY_FEE')?.amountPaise ?? 0;
    expect(docs.customerInvoice.tax).toMatchObject({
      registered: false,
      taxablePaise: fee,
      cgstPaise: 0,
      igstPaise: 0,
    });
    expect(docs.customerInvoice.rows.at(-1)).toEqual({ label: 'Service fee', amountPaise: fee });
    expect(docs.customerInvoice.placeOfSupply).toBe('');
    expect(pdfText(await pdf(unregistered, `/flights/bookings/${other.id}/documents/customer-invoice`))).not.toContain(
      'GST 9%',
    );
  });

  it("a customer registered in another state is charged IGST (the place of supply is the customer's state)", async () => {
    const gst = {
      gstHolder: 'Bengaluru Exports',
      gstNumber: '29ABCCE1234F1ZY',
      gstEmail: 'accounts@bengaluru-exports.in',
      gstAddress: '12 MG Road, Bengaluru 560001',
      gstPhone: '08041234567',
      gstCompany: 'Bengaluru Exports Pvt Ltd',
    };
    const other = await book(owner, 45, { markupPaise: 300_00, gst });
    const docs = expectStatus(await owner.get(`/flights/bookings/${other.id}/documents`), 200).body as BookingDocuments;
    const fee = other.customerFare.find((line) => line.code === 'AGENCY_FEE')?.amountPaise ?? 0;
    expect(docs.customerInvoice.tax).toMatchObject({ intraState: false, cgstPaise: 0, sgstPaise: 0 });
    expect(docs.customerInvoice.tax.taxablePaise + docs.customerInvoice.tax.igstPaise).toBe(fee);
    expect(docs.customerInvoice.placeOfSupply).toBe('29 Karnataka');
    expect(pdfText(await pdf(owner, `/flights/bookings/${other.id}/documents/customer-invoice`))).toContain(
      'IGST 18% on service fee',
    );
  });

  it("carry the agency's logo on the e-ticket and customer invoice (pages and PDFs), never on TripSetu's tax invoice", async () => {
    expect(parts.agency.logoUrl).toBeNull();
    expect(imagesIn(await pdf(owner, `/flights/bookings/${booking.id}/documents/e-ticket`))).toBe(0);
    for (const [bytes, fileName] of [
      [pngLogo(), 'logo.png'],
      [gifLogo(), 'logo.gif'],
    ] as const) {
      expectStatus(await owner.upload('/profile/logo', {}, [{ field: 'logo', fileName, bytes }]), 200);
      const docs = expectStatus(await staff.get(`/flights/bookings/${booking.id}/documents`), 200)
        .body as BookingDocuments;
      expect(docs.agency.logoUrl).toMatch(/^\/api\/v1\/documents\/\d+$/);
      expect((await staff.get(docs.agency.logoUrl as string)).raw.equals(bytes)).toBe(true);
      for (const document of ['e-ticket', 'customer-invoice']) {
        expect(
          imagesIn(await pdf(staff, `/flights/bookings/${booking.id}/documents/${document}`)),
          document,
        ).toBeGreaterThan(0);
      }
      expect(imagesIn(await pdf(staff, `/flights/bookings/${booking.id}/documents/tax-invoice`))).toBe(0);
    }
  });
});

describe('the e-ticket by e-mail', () => {
  const ticketMails = (bookingId: number) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'html', 'attachments', 'from_name', 'reply_to'])
      .where('reference', '=', `flight-ticketed:${bookingId}`)
      .orderBy('id')
      .execute();

  it('goes to the contact and the agency on its own once ticketed, in the agency’s name — once per booking', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 46));
    const body = bookingFor(quoted, {
      contact: { email: 'auto.ticket@example.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' },
    });
    const key = withKey();
    const booking = expectStatus(await owner.post('/flights/bookings', body, key), 201).body as FlightBooking;
    expect(expectStatus(await owner.post('/flights/bookings', body, key), 201).body.id).toBe(booking.id);
    const mails = await ticketMails(booking.id);
    expect(mails.map((mail) => mail.to_address)).toEqual(['auto.ticket@example.in', DEMO.skywaysOwner.userId]);
    for (const mail of mails) {
      expect(mail).toMatchObject({ from_name: 'Skyways Travels', reply_to: DEMO.skywaysOwner.userId });
      expect(mail.subject).toMatch(
        new RegExp(`^E-Ticket ${booking.transactionId} — DEL-BOM \\d{2} [A-Z][a-z]{2}, \\d{4}$`),
      );
      expect(mail.html).toContain('from Skyways Travels');
      const [file] = mail.attachments;
      expect(file?.filename).toBe(`e-ticket-${booking.transactionId}.pdf`);
      expect(pdfText(Buffer.from(file?.contentBase64 ?? '', 'base64'))).toContain(booking.pnrs[0]?.pnr);
    }
  });

  it('is not sent for a hold, and is sent when the hold is ticketed', async () => {
    const held = await book(owner, 47, { action: 'HOLD' });
    expect(await ticketMails(held.id)).toHaveLength(0);
    expectStatus(await owner.post(`/flights/bookings/${held.id}/ticket`, {}, withKey()), 200);
    expect((await ticketMails(held.id)).map((mail) => mail.to_address)).toEqual([
      'traveller@example.in',
      DEMO.skywaysOwner.userId,
    ]);
  });

  it('sent from the e-ticket page also names the agency and takes replies at its address', async () => {
    const booking = await book(owner, 48);
    expectStatus(
      await staff.post(`/flights/bookings/${booking.id}/email`, { to: 'again@example.in', document: 'e-ticket' }),
      200,
    );
    const [mail] = await t.database.db
      .selectFrom('mail_outbox')
      .select(['from_name', 'reply_to'])
      .where('reference', '=', `flight-document:${booking.id}`)
      .execute();
    expect(mail).toEqual({ from_name: 'Skyways Travels', reply_to: DEMO.skywaysOwner.userId });
  });
});

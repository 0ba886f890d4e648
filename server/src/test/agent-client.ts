import type { AgencyRegistrationForm } from '@tripsetu/domain/agency.ts';
import { API_PREFIX, CSRF_HEADER } from '@tripsetu/domain/agent-api.ts';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/**
 * Drives the agent portal's REST API (/api/v1) as the portal does: a cookie jar per browser, the CSRF
 * header on every unsafe request, JSON or multipart bodies. Each client speaks from its own address,
 * so that the per-address limits of one test do not reach the next.
 */

type App = TestApp['app'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in tests
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
  /** The Set-Cookie headers of the answer, as sent. */
  setCookies: string[];
}

export interface UploadFile {
  field: string;
  fileName: string;
  bytes: Buffer | Uint8Array;
}

export interface RequestOptions {
  /** A JSON body. */
  json?: unknown;
  /** A multipart body: text fields and files. */
  multipart?: { fields?: Record<string, string>; files?: UploadFile[] };
  headers?: Record<string, string>;
  /** Leave out the CSRF header (it is added to every unsafe request otherwise). */
  withoutCsrf?: boolean;
}

let nextAddress = 1;
/** A fresh client address for each client: 10.x.y.z counted up. */
export function newAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let nextContact = 1;
/** A fresh e-mail id and mobile number for an applicant (the OTP send limits count per destination). */
export function newContact(prefix = 'agent'): { email: string; mobile: string } {
  const n = nextContact++;
  const run = Math.floor(Math.random() * 1_000_000);
  return {
    email: `${prefix}${n}.${run}@example.in`,
    mobile: `9${String(run).padStart(6, '0')}${String(n).padStart(3, '0')}`.slice(0, 10),
  };
}

/** A multipart/form-data body built with the platform's FormData, as a browser sends it. */
export async function multipartBody(fields: Record<string, string> = {}, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

/** The cookie pairs (name=value) an answer sets; a cleared cookie (empty value or Max-Age=0) is null. */
function parseSetCookies(setCookies: string[]): Map<string, string | null> {
  const cookies = new Map<string, string | null>();
  for (const header of setCookies) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const cleared = value === '' || /;\s*max-age=0/i.test(header) || /expires=thu, 01 jan 1970/i.test(header);
    cookies.set(name, cleared ? null : value);
  }
  return cookies;
}

export class AgentClient {
  readonly app: App;
  readonly remoteAddress: string;
  readonly host: string;
  readonly jar = new Map<string, string>();

  constructor(app: App, options: { remoteAddress?: string; host?: string } = {}) {
    this.app = app;
    this.remoteAddress = options.remoteAddress ?? newAddress();
    this.host = options.host ?? 'localhost:80';
  }

  /** The Cookie header this browser sends. */
  get cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    if (method !== 'GET' && !options.withoutCsrf) headers[CSRF_HEADER] = '1';
    if (this.jar.size > 0) headers.cookie = this.cookieHeader;
    let payload: string | Buffer | undefined;
    if (options.multipart) {
      const body = await multipartBody(options.multipart.fields, options.multipart.files);
      payload = body.payload;
      headers['content-type'] = body.contentType;
    } else if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const response = await this.app.inject({
      method,
      url: path.startsWith('/api/') ? path : `${API_PREFIX}${path}`,
      headers,
      remoteAddress: this.remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
    const setCookie = response.headers['set-cookie'];
    const setCookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
    for (const [name, value] of parseSetCookies(setCookies)) {
      if (value === null) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    let body: unknown;
    try {
      body = response.body === '' ? undefined : JSON.parse(response.body);
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload, setCookies };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, ...(json === undefined ? {} : { json }) });
  }
  put(path: string, json: unknown, options?: RequestOptions) {
    return this.request('PUT', path, { ...options, json });
  }
  patch(path: string, json: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, { ...options, json });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }
  upload(path: string, fields: Record<string, string>, files: UploadFile[], options?: RequestOptions) {
    return this.request('POST', path, { ...options, multipart: { fields, files } });
  }

  signIn(userId: string, password: string) {
    return this.post('/auth/login', { userId, password });
  }

  /** Signs in and insists that it worked. */
  async signedIn(userId: string, password: string): Promise<this> {
    const answer = await this.signIn(userId, password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return this;
  }

  /** A second browser holding the same cookies (the same session). */
  clone(): AgentClient {
    const copy = new AgentClient(this.app, { remoteAddress: this.remoteAddress, host: this.host });
    for (const [name, value] of this.jar) copy.jar.set(name, value);
    return copy;
  }
}

/** A browser signed in as a user. */
export async function signedInClient(app: App, userId: string, password: string): Promise<AgentClient> {
  return new AgentClient(app).signedIn(userId, password);
}

export const DEMO = {
  admin: { userId: 'admin@tripsetu.in', password: 'Admin@2026' },
  skywaysOwner: { userId: 'owner@skyways.in', password: 'Agent@2026' },
  skywaysStaff: { userId: 'staff@skyways.in', password: 'Staff@2026' },
  ghumakkadOwner: { userId: 'owner@ghumakkad.in', password: 'Agent@2026' },
  ghumakkadStaff: { userId: 'staff@ghumakkad.in', password: 'Staff@2026' },
} as const;

// ── Files ────────────────────────────────────────────────────────────────────────────────────────

/** The smallest files that are what they say by content; `size` pads them out. */
export const files = {
  pdf(size = 64): Buffer {
    return padded(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'), size);
  },
  png(size = 64): Buffer {
    return padded(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), size);
  },
  jpeg(size = 64): Buffer {
    return padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), size);
  },
  gif(size = 64): Buffer {
    return padded(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), size);
  },
  /** A zip package with the parts a .docx has. */
  docx(size = 256): Buffer {
    return padded(
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('\x14\x00\x00\x00[Content_Types].xml<Types/>PK\x03\x04word/document.xml<w:document/>', 'latin1'),
      ]),
      size,
    );
  },
  /** Any other zip (an .xlsx, say). */
  zip(size = 256): Buffer {
    return padded(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml', 'latin1')]),
      size,
    );
  },
  /** A Windows program: MZ header. */
  exe(size = 128): Buffer {
    return padded(Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.', 'latin1'), size);
  },
  text(size = 64): Buffer {
    return padded(Buffer.from('This is a plain text file, not a PDF.\n', 'utf8'), size);
  },
};

function padded(head: Buffer, size: number): Buffer {
  if (head.length >= size) return head;
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

// ── Registration ─────────────────────────────────────────────────────────────────────────────────

/** A complete registration form (§3) with valid PAN, GSTIN and address; e-mail and mobile are fresh. */
export function registrationForm(overrides: Partial<AgencyRegistrationForm> = {}): AgencyRegistrationForm {
  const contact = newContact();
  return {
    salutation: 'Mr',
    firstName: 'Vikram',
    lastName: 'Rao',
    email: contact.email,
    mobile: contact.mobile,
    category: 'Organization',
    companyName: 'Deccan Trails',
    panName: 'Deccan Trails Private Limited',
    panNumber: 'ABCCE1234F',
    transactionFee: 'No',
    address1: '14, Residency Road',
    address2: 'Shanthala Nagar',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    contactNumber: '080 4123 4567',
    gstHolder: 'Deccan Trails Private Limited',
    gstNumber: '29ABCCE1234F1ZY',
    gstEmail: 'accounts@deccantrails.in',
    gstAddress: '14, Residency Road, Bengaluru 560001',
    gstPhone: '080 4123 4567',
    gstCompany: 'Deccan Trails Private Limited',
    ...overrides,
  };
}

/** The same form without GST details. */
export function registrationFormWithoutGst(overrides: Partial<AgencyRegistrationForm> = {}): AgencyRegistrationForm {
  return registrationForm({
    gstHolder: '',
    gstNumber: '',
    gstEmail: '',
    gstAddress: '',
    gstPhone: '',
    gstCompany: '',
    ...overrides,
  });
}

export const registrationFiles = {
  pan: (bytes: Buffer = files.pdf(), fileName = 'pan.pdf'): UploadFile => ({ field: 'panDocument', fileName, bytes }),
  gst: (bytes: Buffer = files.pdf(), fileName = 'gst.pdf'): UploadFile => ({ field: 'gstDocument', fileName, bytes }),
};

/** POST /registrations with the form and, unless told otherwise, a PAN and a GST document. */
export function startRegistration(
  client: AgentClient,
  form: Partial<AgencyRegistrationForm>,
  uploads: UploadFile[] = [registrationFiles.pan(), registrationFiles.gst()],
) {
  const fields = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value ?? '')]));
  return client.upload('/registrations', fields, uploads);
}

// ── Outboxes ─────────────────────────────────────────────────────────────────────────────────────

/** E-mails sent to an address, newest first. */
export async function mailsTo(t: TestApp, email: string) {
  return (await t.services.mail.listOutbox(500)).filter((mail) => mail.to_address === email.toLowerCase());
}

/** Text messages sent to a number, newest first. */
export async function smsTo(t: TestApp, mobile: string) {
  return (await t.services.identity.listSms(500)).filter((sms) => sms.to_mobile === mobile);
}

/** The newest OTP e-mailed to an address, read from the mail outbox as the applicant would. */
export async function emailOtp(t: TestApp, email: string): Promise<string> {
  const [latest] = await mailsTo(t, email);
  const code = latest?.html.match(/<b>(\d{6})<\/b>/)?.[1];
  if (!code) throw new Error(`no OTP e-mailed to ${email}`);
  return code;
}

/** The newest OTP texted to a number, read from the SMS outbox. */
export async function smsOtp(t: TestApp, mobile: string): Promise<string> {
  const [latest] = await smsTo(t, mobile);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP texted to ${mobile}`);
  return code;
}

/** A code that is not the one sent: the sent code with its last digit changed. */
export function wrongCode(code: string): string {
  return `${code.slice(0, 5)}${(Number(code.slice(5)) + 1) % 10}`;
}

/** The one-time password link of the newest e-mail to an address that carries one: its token. */
export async function passwordLinkToken(t: TestApp, email: string): Promise<string> {
  for (const mail of await mailsTo(t, email)) {
    const token = mail.html.match(/reset-password\?token=([^"&]+)/)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error(`no password link e-mailed to ${email}`);
}

/** Registers an agency through both OTPs: it is then PENDING with its owner and documents. */
export async function registerAgency(
  t: TestApp,
  form: AgencyRegistrationForm = registrationForm(),
  uploads?: UploadFile[],
): Promise<{ agencyId: number; form: AgencyRegistrationForm; registrationToken: string }> {
  const applicant = new AgentClient(t.app);
  const started = await startRegistration(applicant, form, uploads);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const registrationToken = started.body.registrationToken as string;
  const email = await applicant.post('/registrations/verify', {
    registrationToken,
    channel: 'email',
    otp: await emailOtp(t, form.email),
  });
  expect(email.status, JSON.stringify(email.body)).toBe(200);
  const mobile = await applicant.post('/registrations/verify', {
    registrationToken,
    channel: 'mobile',
    otp: await smsOtp(t, form.mobile),
  });
  expect(mobile.body, JSON.stringify(mobile.body)).toMatchObject({ submitted: true });
  const agency = await t.database.db
    .selectFrom('agent_users')
    .select('agency_id')
    .where('user_id', '=', form.email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { agencyId: Number(agency.agency_id), form, registrationToken };
}

/** Sets a password from the newest link e-mailed to the address. */
export async function setPasswordFromEmail(t: TestApp, email: string, password: string) {
  const token = await passwordLinkToken(t, email);
  const answer = await new AgentClient(t.app).post('/auth/password/reset', {
    token,
    newPassword: password,
    confirmPassword: password,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Registers an agency, has the administrator approve it, and sets the owner's password: a working agency. */
export async function approvedAgency(
  t: TestApp,
  admin: AgentClient,
  form: AgencyRegistrationForm = registrationForm(),
  password = 'Owner2026pass',
) {
  const registered = await registerAgency(t, form);
  const approved = await admin.post(`/admin/applications/${registered.agencyId}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  await setPasswordFromEmail(t, form.email, password);
  return { ...registered, password, code: approved.body.agency.code as string };
}

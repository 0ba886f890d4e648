import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { digest } from '../../lib/secrets.ts';
import {
  AgentClient,
  approvedAgency,
  DEMO,
  emailOtp,
  files,
  mailsTo,
  passwordLinkToken,
  registerAgency,
  registrationFiles,
  registrationForm,
  registrationFormWithoutGst,
  setPasswordFromEmail,
  signedInClient,
  smsOtp,
  smsTo,
  startRegistration,
  wrongCode,
} from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { AGENT_OTP_MAX_ATTEMPTS, AGENT_OTP_SENDS_PER_DESTINATION } from '../agents/otp.ts';

let t: TestApp;
let admin: AgentClient;
let owner: AgentClient;
let staff: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
});
afterAll(() => t.close());

async function count(table: 'agency_applications' | 'agencies' | 'agency_documents' | 'agent_users') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a refused registration must not leave behind. */
async function footprint() {
  return {
    applications: await count('agency_applications'),
    documents: await count('agency_documents'),
    mails: (await t.services.mail.listOutbox(1000)).length,
    texts: (await t.services.identity.listSms(1000)).length,
  };
}

const verify = (client: AgentClient, registrationToken: string, channel: 'email' | 'mobile', otp: string) =>
  client.post('/registrations/verify', { registrationToken, channel, otp });

describe('registration', () => {
  it('asks for every field of an empty form with the spec’s messages, and stores nothing', async () => {
    const before = await footprint();
    const answer = await new AgentClient(t.app).upload('/registrations', {}, []);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      salutation: AGENT_MSG.salutationRequired,
      firstName: AGENT_MSG.firstNameRequired,
      lastName: AGENT_MSG.lastNameRequired,
      email: AGENT_MSG.emailInvalid,
      mobile: AGENT_MSG.mobileRequired,
      category: AGENT_MSG.categoryRequired,
      companyName: AGENT_MSG.companyNameRequired,
      panName: AGENT_MSG.panNameRequired,
      panNumber: AGENT_MSG.panNumberRequired,
      transactionFee: AGENT_MSG.transactionFeeRequired,
      address1: AGENT_MSG.address1Required,
      address2: AGENT_MSG.address2Required,
      pincode: AGENT_MSG.pincodeRequired,
      country: AGENT_MSG.countryRequired,
      state: AGENT_MSG.stateRequired,
      city: AGENT_MSG.cityRequired,
      contactNumber: AGENT_MSG.contactNumberRequired,
      panDocument: AGENT_MSG.panDocumentRequired,
    });
    expect(answer.body.error.message).toBe(AGENT_MSG.salutationRequired);
    expect(await footprint()).toEqual(before);
  });

  it('checks the formats of PAN, GSTIN, PIN code, mobile and phone, and stores nothing', async () => {
    const before = await footprint();
    const form = registrationForm({
      panNumber: 'ABCDE1234F',
      gstNumber: '29ABCCE1234F1X5',
      pincode: '056001',
      mobile: '98765 4321',
      contactNumber: 'call us',
      gstEmail: 'accounts@',
      email: 'vikram@rao',
    });
    const answer = await startRegistration(new AgentClient(t.app), form);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      email: AGENT_MSG.emailInvalid,
      mobile: AGENT_MSG.mobileDigits,
      panNumber: AGENT_MSG.panInvalid,
      pincode: AGENT_MSG_DECIDED.pincodeInvalid,
      contactNumber: AGENT_MSG.phoneInvalid,
      gstNumber: AGENT_MSG_DECIDED.gstNumberInvalid,
      gstEmail: AGENT_MSG_DECIDED.gstEmailInvalid,
    });
    expect(await footprint()).toEqual(before);
  });

  it('checks a GSTIN against its check digit, the PAN and the state, a PAN against the category, a PIN code against the state', async () => {
    const before = await footprint();
    const refusals = [
      [{ gstNumber: '29ABCCE1234F1ZZ' }, { gstNumber: AGENT_MSG_DECIDED.gstNumberCheckFailed }],
      // A valid GSTIN of another PAN, and the agency's own PAN under Maharashtra's code for a Karnataka agency.
      [{ gstNumber: '29AAGCB7383J1Z4' }, { gstNumber: AGENT_MSG_DECIDED.gstNumberOtherPan }],
      [{ gstNumber: '27ABCCE1234F1Z2' }, { gstNumber: AGENT_MSG_DECIDED.gstNumberOtherState }],
      [
        { panNumber: 'ABCPE1234F', gstNumber: '29ABCPE1234F1Z7' },
        { panNumber: AGENT_MSG_DECIDED.organizationPanIndividual },
      ],
      [{ pincode: '110001' }, { pincode: AGENT_MSG_DECIDED.pincodeOtherState }],
    ] as const;
    for (const [overrides, fields] of refusals) {
      const answer = await startRegistration(new AgentClient(t.app), registrationForm(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(422);
      expect(answer.body.error.fields).toEqual(fields);
    }
    expect(await footprint()).toEqual(before);
  });

  it('requires every GST field once any is given, and then the GST document', async () => {
    const partial = registrationFormWithoutGst({ gstCompany: 'Deccan Trails Pvt Ltd' });
    const answer = await startRegistration(new AgentClient(t.app), partial, [registrationFiles.pan()]);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      gstHolder: AGENT_MSG.gstHolderRequired,
      gstNumber: AGENT_MSG.gstNumberRequired,
      gstEmail: AGENT_MSG.gstEmailRequired,
      gstAddress: AGENT_MSG.gstAddressRequired,
      gstPhone: AGENT_MSG.gstPhoneRequired,
      gstDocument: AGENT_MSG.gstDocumentRequired,
    });
    const noDocument = await startRegistration(new AgentClient(t.app), registrationForm(), [registrationFiles.pan()]);
    expect(noDocument.status).toBe(422);
    expect(noDocument.body.error.fields).toEqual({ gstDocument: AGENT_MSG.gstDocumentRequired });
  });

  it('refuses a city that is not in the chosen state', async () => {
    const answer = await startRegistration(new AgentClient(t.app), registrationForm({ city: 'Mumbai' }));
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ city: AGENT_MSG_DECIDED.cityNotInState });
  });

  it('verifies the e-mail and mobile OTPs, then the agency is PENDING with its owner and documents', async () => {
    const form = registrationForm({ email: `Mixed.Case.${Date.now()}@Example.in`, panNumber: 'abcce1234f' });
    const email = form.email.toLowerCase();
    const applicant = new AgentClient(t.app);
    const started = await startRegistration(applicant, form, [
      registrationFiles.pan(files.pdf(), 'PAN card.pdf'),
      registrationFiles.gst(files.jpeg(), 'gst-certificate.jpg'),
    ]);
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      registrationToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      maskedEmail: `m•••@example.in`,
      maskedMobile: `${form.mobile.slice(0, 2)}••••${form.mobile.slice(-4)}`,
      expiresAt: expect.any(String),
      otpValidMinutes: 5,
    });
    const token = started.body.registrationToken as string;
    const emailCode = await emailOtp(t, email);
    const mobileCode = await smsOtp(t, form.mobile);
    expect(JSON.stringify(started.body)).not.toContain(emailCode);
    expect(JSON.stringify(started.body)).not.toContain(mobileCode);

    const first = await verify(applicant, token, 'email', emailCode);
    expect(first.body).toEqual({
      emailVerified: true,
      mobileVerified: false,
      submitted: false,
      message: AGENT_MSG.emailVerified,
    });
    const agenciesBefore = await count('agencies');
    const second = await verify(applicant, token, 'mobile', mobileCode);
    expect(second.body).toEqual({
      emailVerified: true,
      mobileVerified: true,
      submitted: true,
      message: AGENT_MSG_DECIDED.registrationSubmitted,
    });
    expect(await count('agencies')).toBe(agenciesBefore + 1);

    const user = await t.database.db
      .selectFrom('agent_users')
      .selectAll()
      .where('user_id', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'OWNER', email, status: 'Active', password_hash: null, first_name: 'Vikram' });
    const agency = await t.database.db
      .selectFrom('agencies')
      .selectAll()
      .where('id', '=', Number(user.agency_id))
      .executeTakeFirstOrThrow();
    expect(agency).toMatchObject({
      status: 'PENDING',
      agency_code: null,
      pan_number: 'ABCCE1234F',
      gst_number: '29ABCCE1234F1ZY',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    const documents = await t.database.db
      .selectFrom('agency_documents')
      .select(['kind', 'file_name', 'content_type'])
      .where('agency_id', '=', agency.id)
      .orderBy('id')
      .execute();
    expect(documents).toEqual([
      { kind: 'PAN', file_name: 'PAN card.pdf', content_type: 'application/pdf' },
      { kind: 'GST', file_name: 'gst-certificate.jpg', content_type: 'image/jpeg' },
    ]);
    expect((await mailsTo(t, email))[0]?.subject).toBe('We have received your TripSetu agency registration');
    expect((await mailsTo(t, DEMO.admin.userId))[0]?.subject).toBe(`New agency application: ${form.companyName}`);

    // Verifying again after submission answers the same and creates nothing more.
    const again = await verify(applicant, token, 'mobile', mobileCode);
    expect(again.body.submitted).toBe(true);
    expect(await count('agencies')).toBe(agenciesBefore + 1);

    // Without a password (set only after approval) the owner cannot sign in yet.
    const signIn = await new AgentClient(t.app).signIn(email, 'Anything2026');
    expect(signIn.status).toBe(401);
  });

  it('submits once when the e-mail and mobile OTPs are verified at the same moment', async () => {
    const form = registrationForm();
    const applicant = new AgentClient(t.app);
    const token = (await startRegistration(applicant, form)).body.registrationToken as string;
    const [emailCode, mobileCode] = [await emailOtp(t, form.email), await smsOtp(t, form.mobile)];
    const agencies = await count('agencies');
    const answers = await Promise.all([
      verify(applicant, token, 'email', emailCode),
      verify(new AgentClient(t.app), token, 'mobile', mobileCode),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.submitted)).toHaveLength(1);
    expect(await count('agencies')).toBe(agencies + 1);
  });

  it('accepts a form without GST details and without a GST document', async () => {
    const { agencyId } = await registerAgency(t, registrationFormWithoutGst(), [registrationFiles.pan(files.png())]);
    const kinds = await t.database.db
      .selectFrom('agency_documents')
      .select('kind')
      .where('agency_id', '=', agencyId)
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(['PAN']);
  });

  it('counts a wrong OTP, locks it at the fifth, and accepts the code of a resend', async () => {
    const form = registrationForm();
    const applicant = new AgentClient(t.app);
    const token = (await startRegistration(applicant, form)).body.registrationToken as string;
    const code = await emailOtp(t, form.email);
    const wrong = await verify(applicant, token, 'email', wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      message: AGENT_MSG_DECIDED.otpInvalid,
      fields: { otp: AGENT_MSG_DECIDED.otpInvalid },
    });
    const challenge = await t.database.db
      .selectFrom('agent_otp_challenges')
      .select('attempts')
      .where('destination', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(challenge.attempts).toBe(1);
    for (let attempt = 2; attempt < AGENT_OTP_MAX_ATTEMPTS; attempt++) {
      await verify(applicant, token, 'email', wrongCode(code));
    }
    const fifth = await verify(applicant, token, 'email', wrongCode(code));
    expect(fifth.body.error.message).toBe(AGENT_MSG_DECIDED.otpLocked);
    expect((await verify(applicant, token, 'email', code)).body.error.message).toBe(AGENT_MSG_DECIDED.otpLocked);

    const resent = await applicant.post('/registrations/resend', { registrationToken: token, channel: 'email' });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'A new OTP has been sent to your e-mail id.' });
    const fresh = await emailOtp(t, form.email);
    const ok = await verify(applicant, token, 'email', fresh);
    expect(ok.body).toMatchObject({ emailVerified: true, mobileVerified: false, submitted: false });
  });

  it('retires the old mobile code when a new one is sent', async () => {
    const form = registrationForm();
    const applicant = new AgentClient(t.app);
    const token = (await startRegistration(applicant, form)).body.registrationToken as string;
    const old = await smsOtp(t, form.mobile);
    const resent = await applicant.post('/registrations/resend', { registrationToken: token, channel: 'mobile' });
    expect(resent.body).toEqual({ message: 'A new OTP has been sent to your mobile number.' });
    const fresh = await smsOtp(t, form.mobile);
    expect(await smsTo(t, form.mobile)).toHaveLength(2);
    if (old !== fresh) expect((await verify(applicant, token, 'mobile', old)).status).toBe(400);
    expect((await verify(applicant, token, 'mobile', fresh)).body.mobileVerified).toBe(true);
  });

  it('asks for a 6-digit OTP and refuses an unknown registration token', async () => {
    const form = registrationForm();
    const applicant = new AgentClient(t.app);
    const token = (await startRegistration(applicant, form)).body.registrationToken as string;
    const malformed = await verify(applicant, token, 'email', '12 34');
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.fields).toEqual({ otp: AGENT_MSG_DECIDED.otpRequired });
    const unknown = await verify(applicant, 'no-such-registration', 'mobile', '123456');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(AGENT_MSG.verifyMobileFailed);
    const resend = await applicant.post('/registrations/resend', { registrationToken: 'nope', channel: 'email' });
    expect(resend.status).toBe(400);
    expect(resend.body.error.message).toBe(AGENT_MSG_DECIDED.registrationExpired);
  });

  it('refuses to verify an expired registration', async () => {
    const form = registrationForm();
    const applicant = new AgentClient(t.app);
    const token = (await startRegistration(applicant, form)).body.registrationToken as string;
    await sql`update agency_applications set expires_at = now() - interval '1 second' where token_hash = ${digest(token)}`.execute(
      t.database.db,
    );
    const late = await verify(applicant, token, 'email', await emailOtp(t, form.email));
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(AGENT_MSG_DECIDED.registrationExpired);
    const resend = await applicant.post('/registrations/resend', { registrationToken: token, channel: 'email' });
    expect(resend.status).toBe(400);
  });

  it('sends no code to an e-mail id already in use, answering as for any other', async () => {
    const fresh = await startRegistration(new AgentClient(t.app), registrationForm());
    const form = registrationForm({ email: DEMO.ghumakkadOwner.userId });
    const applicant = new AgentClient(t.app);
    const taken = await startRegistration(applicant, form);
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.maskedEmail).toBe('o•••@ghumakkad.in');
    const [note] = await mailsTo(t, DEMO.ghumakkadOwner.userId);
    expect(note?.html).not.toMatch(/<b>\d{6}<\/b>/);
    expect(note?.html).toContain('already has an account');

    const token = taken.body.registrationToken as string;
    await verify(applicant, token, 'mobile', await smsOtp(t, form.mobile));
    const agencies = await count('agencies');
    for (const guess of ['000000', '123456']) {
      const answer = await verify(applicant, token, 'email', guess);
      expect(answer.status).toBe(400);
    }
    expect(await count('agencies')).toBe(agencies);
  });

  it('limits registrations to one mobile number, and stores nothing for the refused one', async () => {
    const form = registrationForm();
    for (let send = 1; send <= AGENT_OTP_SENDS_PER_DESTINATION; send++) {
      const contact = registrationForm();
      const answer = await startRegistration(new AgentClient(t.app), { ...contact, mobile: form.mobile });
      expect(answer.status).toBe(201);
    }
    const before = await footprint();
    const refused = await startRegistration(new AgentClient(t.app), form);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(AGENT_MSG_DECIDED.otpRateLimited);
    expect(await footprint()).toEqual(before);
  });

  it('asks for a multipart form', async () => {
    const answer = await new AgentClient(t.app).post('/registrations', registrationForm());
    expect(answer.status).toBe(400);
  });
});

describe('approval', () => {
  it('lists PENDING applications and shows one with its documents, which the administrator can read', async () => {
    const { agencyId, form } = await registerAgency(t);
    const list = await admin.get('/admin/applications');
    expect(list.status).toBe(200);
    const row = list.body.applications.find((item: { agencyId: number }) => item.agencyId === agencyId);
    expect(row).toMatchObject({
      companyName: form.companyName,
      ownerName: 'Vikram Rao',
      email: form.email,
      mobile: form.mobile,
      city: 'Bengaluru',
      state: 'Karnataka',
      status: 'PENDING',
      agencyCode: null,
    });
    expect(list.body.applications.every((item: { status: string }) => item.status === 'PENDING')).toBe(true);
    const detail = await admin.get(`/admin/applications/${agencyId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      agency: { id: agencyId, status: 'PENDING', panNumber: 'ABCCE1234F', approvedAt: null },
      user: { userId: form.email, role: 'OWNER' },
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(detail.body.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['PAN', 'GST']);
    for (const document of detail.body.documents) {
      const file = await admin.get(document.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.raw.equals(files.pdf())).toBe(true);
    }
    expect((await admin.get('/admin/applications/999999')).status).toBe(404);
    expect((await admin.get('/admin/applications?status=UNKNOWN')).status).toBe(400);
  });

  it('approves with a TSA code and a set-password link, after which the owner signs in', async () => {
    const { agencyId, form } = await registerAgency(t);
    const approved = await admin.post(`/admin/applications/${agencyId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.agency).toMatchObject({ status: 'APPROVED', code: expect.stringMatching(/^TSA\d{5}$/) });
    expect(approved.body.agency.approvedAt).not.toBeNull();
    expect(approved.body.reviewedBy).toBe('Ananya Iyer');
    const [mail] = await mailsTo(t, form.email);
    expect(mail?.subject).toBe(`Your TripSetu agency is approved: ${approved.body.agency.code}`);
    expect(mail?.html).toContain('welcome=1');
    expect((await admin.get('/admin/applications?status=APPROVED')).body.applications).toContainEqual(
      expect.objectContaining({ agencyId, agencyCode: approved.body.agency.code, status: 'APPROVED' }),
    );

    const token = await passwordLinkToken(t, form.email);
    await setPasswordFromEmail(t, form.email, 'Owner2026pass');
    const signedIn = await new AgentClient(t.app).signIn(form.email, 'Owner2026pass');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.agency).toMatchObject({ id: agencyId, code: approved.body.agency.code });
    // The link was one-time.
    const reuse = await new AgentClient(t.app).post('/auth/password/reset', {
      token,
      newPassword: 'Again2026pass',
      confirmPassword: 'Again2026pass',
    });
    expect(reuse.status).toBe(400);

    const twice = await admin.post(`/admin/applications/${agencyId}/approve`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(AGENT_MSG_DECIDED.applicationNotPending);
    const reject = await admin.post(`/admin/applications/${agencyId}/reject`, { reason: 'Too late' });
    expect(reject.status).toBe(409);
    expect((await admin.post('/admin/applications/999999/approve')).status).toBe(404);
  });

  it('approves once when two administrators approve at the same moment', async () => {
    const { agencyId, form } = await registerAgency(t);
    const second = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
    const answers = await Promise.all([
      admin.post(`/admin/applications/${agencyId}/approve`),
      second.post(`/admin/applications/${agencyId}/approve`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const welcome = (await mailsTo(t, form.email)).filter((mail) =>
      mail.subject.startsWith('Your TripSetu agency is approved'),
    );
    expect(welcome).toHaveLength(1);
  });

  it('rejects only with a reason, and e-mails the reason to the applicant', async () => {
    const { agencyId, form } = await registerAgency(t);
    const empty = await admin.post(`/admin/applications/${agencyId}/reject`, { reason: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ reason: AGENT_MSG_DECIDED.rejectionReasonRequired });
    expect((await admin.get(`/admin/applications/${agencyId}`)).body.agency.status).toBe('PENDING');

    const reason = 'The PAN document is unreadable <please re-upload>';
    const rejected = await admin.post(`/admin/applications/${agencyId}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.agency).toMatchObject({ status: 'REJECTED', code: null, rejectionReason: reason });
    const [mail] = await mailsTo(t, form.email);
    expect(mail?.subject).toBe('Your TripSetu agency registration');
    expect(mail?.html).toContain('The PAN document is unreadable &#60;please re-upload&#62;');
    expect((await admin.get('/admin/applications?status=REJECTED')).body.applications).toContainEqual(
      expect.objectContaining({ agencyId, status: 'REJECTED' }),
    );
    expect((await admin.post(`/admin/applications/${agencyId}/approve`)).status).toBe(409);
  });

  it('lets a rejected applicant register again with the same e-mail id', async () => {
    const { agencyId, form } = await registerAgency(t);
    await admin.post(`/admin/applications/${agencyId}/reject`, { reason: 'GST number does not match the PAN' });
    const again = await registerAgency(t, { ...form, companyName: 'Deccan Trails (corrected)' });
    expect(again.agencyId).not.toBe(agencyId);
    const detail = await admin.get(`/admin/applications/${again.agencyId}`);
    expect(detail.body.agency).toMatchObject({ status: 'PENDING', companyName: 'Deccan Trails (corrected)' });
    expect(detail.body.user.userId).toBe(form.email);
    // The rejected application stays on record for the back office.
    const old = await admin.get(`/admin/applications/${agencyId}`);
    expect(old.status).toBe(200);
    expect(old.body.agency.status).toBe('REJECTED');
  });

  it('keeps the back office’s applications from owners and staff', async () => {
    const { agencyId } = await registerAgency(t);
    for (const client of [owner, staff]) {
      for (const answer of [
        await client.get('/admin/applications'),
        await client.get(`/admin/applications/${agencyId}`),
        await client.post(`/admin/applications/${agencyId}/approve`),
        await client.post(`/admin/applications/${agencyId}/reject`, { reason: 'No' }),
      ]) {
        expect(answer.status).toBe(403);
      }
    }
    expect((await admin.get(`/admin/applications/${agencyId}`)).body.agency.status).toBe('PENDING');
  });
});

describe('the profile', () => {
  let agency: Awaited<ReturnType<typeof approvedAgency>>;
  let agencyOwner: AgentClient;

  beforeAll(async () => {
    agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Malabar Journeys' }));
    agencyOwner = await signedInClient(t.app, agency.form.email, agency.password);
  });

  const profileBody = (overrides: Record<string, string> = {}) => ({
    salutation: 'Mr',
    firstName: 'Vikram',
    lastName: 'Rao',
    mobile: agency.form.mobile,
    companyName: 'Malabar Journeys',
    address1: '14, Residency Road',
    address2: 'Shanthala Nagar',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    contactNumber: '080 4123 4567',
    gstHolder: 'Deccan Trails Private Limited',
    gstNumber: '29ABCCE1234F1ZY',
    gstEmail: 'accounts@deccantrails.in',
    gstAddress: '14, Residency Road, Bengaluru 560001',
    gstPhone: '080 4123 4567',
    gstCompany: 'Deccan Trails Private Limited',
    website: '',
    iataCode: '',
    alternateEmail: '',
    ...overrides,
  });

  it('shows the owner the agency, the owner’s details and the documents', async () => {
    const profile = await agencyOwner.get('/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.agency).toMatchObject({
      id: agency.agencyId,
      code: agency.code,
      status: 'APPROVED',
      companyName: 'Malabar Journeys',
      panNumber: 'ABCCE1234F',
      country: 'India',
      logoUrl: null,
      rejectionReason: null,
    });
    expect(profile.body.user).toMatchObject({ userId: agency.form.email, role: 'OWNER' });
    expect(profile.body.documents.map((doc: { kind: string }) => doc.kind)).toEqual(['PAN', 'GST']);
  });

  it('shows a staff member their agency and their own details', async () => {
    const profile = await staff.get('/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.agency.companyName).toBe('Skyways Travels');
    expect(profile.body.user).toMatchObject({ userId: DEMO.skywaysStaff.userId, role: 'STAFF' });
    expect((await admin.get('/profile')).status).toBe(403);
  });

  it('validates an update with the spec’s messages and changes nothing', async () => {
    const before = (await agencyOwner.get('/profile')).body;
    const empty = await agencyOwner.put('/profile', {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({
      salutation: AGENT_MSG.salutationRequired,
      firstName: AGENT_MSG.firstNameRequired,
      lastName: AGENT_MSG.lastNameRequired,
      mobile: AGENT_MSG.mobileRequired,
      companyName: AGENT_MSG.companyNameRequired,
      address1: AGENT_MSG.address1Required,
      address2: AGENT_MSG.address2Required,
      pincode: AGENT_MSG.pincodeRequired,
      state: AGENT_MSG.stateRequired,
      city: AGENT_MSG.cityRequired,
      contactNumber: AGENT_MSG.contactNumberRequired,
    });
    const bad = await agencyOwner.put(
      '/profile',
      profileBody({
        companyName: 'Renamed Journeys',
        city: 'Chennai',
        gstNumber: '',
        website: 'malabar',
        iataCode: '12',
        alternateEmail: 'x@',
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      city: AGENT_MSG_DECIDED.cityNotInState,
      gstNumber: AGENT_MSG.gstNumberRequired,
      website: 'Enter a valid website address starting with http:// or https://',
      iataCode: 'Enter a valid 7 or 8 digit IATA code',
      alternateEmail: AGENT_MSG.emailInvalid,
    });
    expect((await agencyOwner.get('/profile')).body).toEqual(before);
  });

  it('saves an update, but not the e-mail id, the PAN or the agency code', async () => {
    const saved = await agencyOwner.put('/profile', {
      ...profileBody({
        firstName: 'Vikramaditya',
        mobile: '9123456780',
        address1: '22, MG Road',
        city: 'Mysuru',
        pincode: '570001',
        website: 'https://malabarjourneys.in',
        iataCode: '14345678',
        gstNumber: '29abcce1234f1zy',
        alternateEmail: 'Desk@MalabarJourneys.in',
      }),
      email: 'someone.else@example.in',
      panNumber: 'ZZZPZ9999Z',
      code: 'TSA99999',
      status: 'REJECTED',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.agency).toMatchObject({
      address1: '22, MG Road',
      city: 'Mysuru',
      pincode: '570001',
      website: 'https://malabarjourneys.in',
      iataCode: '14345678',
      gstNumber: '29ABCCE1234F1ZY',
      alternateEmail: 'desk@malabarjourneys.in',
      panNumber: 'ABCCE1234F',
      code: agency.code,
      status: 'APPROVED',
    });
    expect(saved.body.user).toMatchObject({
      firstName: 'Vikramaditya',
      mobile: '9123456780',
      email: agency.form.email,
    });
    const again = await agencyOwner.get('/profile');
    expect(again.body.agency.city).toBe('Mysuru');
    expect((await agencyOwner.get('/session')).body.user.firstName).toBe('Vikramaditya');
    expect((await new AgentClient(t.app).signIn('someone.else@example.in', agency.password)).status).toBe(401);
  });

  it('drops the GST details when all of them are cleared', async () => {
    const cleared = await agencyOwner.put(
      '/profile',
      profileBody({ gstHolder: '', gstNumber: '', gstEmail: '', gstAddress: '', gstPhone: '', gstCompany: '' }),
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.agency).toMatchObject({ gstNumber: '', gstHolder: '' });
  });
});

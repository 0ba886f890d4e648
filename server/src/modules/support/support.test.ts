import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, mailsTo, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

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

async function requestCount() {
  const row = await t.database.db
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function raise(client: AgentClient, subject: string, message = 'The e-ticket has the wrong passenger name.') {
  const answer = await client.post('/support/requests', { subject, bookingReference: 'tsh-240501', message });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const ids = (answer: { body: { requests: { id: number }[] } }) => answer.body.requests.map((row) => row.id);

describe('support requests', () => {
  it('asks for a subject and a message, and raises nothing without them', async () => {
    const before = await requestCount();
    const empty = await staff.post('/support/requests', { subject: ' ', message: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({
      subject: AGENT_MSG_DECIDED.subjectRequired,
      message: AGENT_MSG_DECIDED.messageRequired,
    });
    const long = await staff.post('/support/requests', {
      subject: 'Refund',
      bookingReference: 'not a reference!',
      message: 'x'.repeat(2001),
    });
    expect(long.body.error.fields).toEqual({
      bookingReference: AGENT_MSG_DECIDED.bookingReferenceInvalid,
      message: AGENT_MSG_DECIDED.messageTooLong,
    });
    expect(await requestCount()).toBe(before);
  });

  it('raises a request with its first message, OPEN, and tells the administrators', async () => {
    const request = await raise(staff, 'Name correction on a holiday booking');
    expect(request).toMatchObject({
      reference: expect.stringMatching(/^SR\d{6}$/),
      subject: 'Name correction on a holiday booking',
      bookingReference: 'TSH-240501',
      status: 'OPEN',
      agencyName: 'Skyways Travels',
      raisedBy: 'Priya Nair',
      messages: [{ author: 'Priya Nair', fromSupport: false, body: 'The e-ticket has the wrong passenger name.' }],
    });
    const [mail] = await mailsTo(t, DEMO.admin.userId);
    expect(mail?.subject).toBe(`Support request ${request.reference}: Name correction on a holiday booking`);
  });

  it('lists only the agency’s own requests to its users, and every request to administrators', async () => {
    const mine = await raise(owner, 'Wallet top-up not credited');
    const theirs = await raise(otherOwner, 'Invoice needs GST number');
    const ownerList = await owner.get('/support/requests');
    expect(ownerList.status).toBe(200);
    expect(ids(ownerList)).toContain(mine.id);
    expect(ids(ownerList)).not.toContain(theirs.id);
    expect(ownerList.body.requests.every((row: { agencyName: string }) => row.agencyName === 'Skyways Travels')).toBe(
      true,
    );
    expect(ids(await staff.get('/support/requests'))).toContain(mine.id);
    const adminList = await admin.get('/support/requests');
    expect(ids(adminList)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('lets an administrator reply: ANSWERED, and the person who raised it is e-mailed', async () => {
    const request = await raise(staff, 'Cancel a hotel booking');
    const empty = await admin.post(`/support/requests/${request.id}/replies`, { message: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ message: AGENT_MSG_DECIDED.messageRequired });
    const replied = await admin.post(`/support/requests/${request.id}/replies`, {
      message: 'Cancelled; the refund <₹4,500> reaches the wallet today.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body.status).toBe('ANSWERED');
    expect(replied.body.messages).toHaveLength(2);
    expect(replied.body.messages[1]).toMatchObject({ fromSupport: true, author: 'Ananya (TripSetu support)' });
    const [mail] = await mailsTo(t, DEMO.skywaysStaff.userId);
    expect(mail?.subject).toBe(`Reply to your support request ${request.reference}`);
    expect(mail?.html).toContain('the refund &#60;₹4,500&#62; reaches');
    expect((await staff.get(`/support/requests/${request.id}`)).body.status).toBe('ANSWERED');
  });

  it('reopens a request when the agency replies', async () => {
    const request = await raise(owner, 'Seat map not loading');
    await admin.post(`/support/requests/${request.id}/replies`, { message: 'Please try again now.' });
    const reply = await staff.post(`/support/requests/${request.id}/replies`, { message: 'Still failing.' });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('OPEN');
    expect(reply.body.messages.map((m: { body: string }) => m.body)).toEqual([
      'The e-ticket has the wrong passenger name.',
      'Please try again now.',
      'Still failing.',
    ]);
  });

  it('answers 404 to another agency for a request, its detail and a reply, and changes nothing', async () => {
    const request = await raise(owner, 'Private matter of Skyways');
    const detail = await otherOwner.get(`/support/requests/${request.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.error.message).toBe(AGENT_MSG_DECIDED.notFound);
    const reply = await otherOwner.post(`/support/requests/${request.id}/replies`, { message: 'Hijack' });
    expect(reply.status).toBe(404);
    const after = await owner.get(`/support/requests/${request.id}`);
    expect(after.body.messages).toHaveLength(1);
    expect((await owner.get('/support/requests/999999')).status).toBe(404);
  });

  it('lets administrators answer but not raise requests', async () => {
    const answer = await admin.post('/support/requests', { subject: 'Test', message: 'Test' });
    expect(answer.status).toBe(403);
  });
});

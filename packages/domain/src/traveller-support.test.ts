import { describe, expect, it } from 'vitest';
import { supportQueueOrder, waitingTime } from './support-queue.ts';
import {
  SUPPORT_MSG_DECIDED,
  SUPPORT_SUBJECT_MAX,
  supportReference,
  supportRequestIdOf,
  validateSupportRequest,
} from './traveller-support.ts';

describe('a traveller’s support request', () => {
  const valid = { txid: 'TSF01', category: 'DATE_CHANGE', subject: 'Move my flight', message: 'To Friday, please.' };

  it('asks for a booking, a topic, a subject and a message', () => {
    expect(validateSupportRequest(valid)).toEqual({});
    expect(validateSupportRequest({ txid: ' ', category: 'UPGRADE', subject: 'Hi', message: '  ' })).toEqual({
      txid: SUPPORT_MSG_DECIDED.bookingRequired,
      category: SUPPORT_MSG_DECIDED.categoryRequired,
      subject: SUPPORT_MSG_DECIDED.subjectTooShort,
      message: SUPPORT_MSG_DECIDED.messageRequired,
    });
    expect(validateSupportRequest({ ...valid, subject: 'x'.repeat(SUPPORT_SUBJECT_MAX + 1) }).subject).toBe(
      SUPPORT_MSG_DECIDED.subjectTooLong,
    );
  });

  it('reads a request id as its number or its SR reference, and nothing else', () => {
    expect(supportRequestIdOf(supportReference(12))).toBe(12);
    expect(supportRequestIdOf('sr100012')).toBe(12);
    expect(supportRequestIdOf(' 12 ')).toBe(12);
    for (const bad of ['', 'SR', 'SR100000', 'SR99', '-1', '0', '1.5', 'abc', '9'.repeat(20)]) {
      expect(supportRequestIdOf(bad), bad).toBeUndefined();
    }
  });
});

describe('the back office’s support queue', () => {
  const at = (hours: number) => new Date(Date.UTC(2026, 10, 22, hours)).toISOString();
  const row = (id: number, status: 'OPEN' | 'ANSWERED' | 'CLOSED', created: number, updated = created) => ({
    id,
    status,
    createdAt: at(created),
    updatedAt: at(updated),
  });

  it('puts open requests first, oldest first, then the rest by their latest change', () => {
    const queue = supportQueueOrder([
      row(1, 'ANSWERED', 1, 9),
      row(2, 'OPEN', 5),
      row(3, 'CLOSED', 2, 10),
      row(4, 'OPEN', 3),
    ]);
    expect(queue.map((request) => request.id)).toEqual([4, 2, 3, 1]);
  });

  it('says how long a request has waited', () => {
    const raised = at(0);
    const now = (minutes: number) => Date.parse(raised) + minutes * 60_000;
    expect(waitingTime(raised, now(25))).toBe('25 min');
    expect(waitingTime(raised, now(180))).toBe('3 h');
    expect(waitingTime(raised, now(190))).toBe('3 h 10 min');
    expect(waitingTime(raised, now(52 * 60))).toBe('2 d 4 h');
    expect(waitingTime(raised, now(-5))).toBe('0 min');
  });
});

import { SUPPORT_MESSAGE_MAX } from '@tripsetu/domain/agency.ts';
import type { SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format-date.ts';
import {
  EMPTY_SUPPORT_REQUEST,
  newestFirst,
  supportRequestBody,
  validateSupportMessage,
  validateSupportRequest,
} from './support-form.ts';

describe('raising a support request', () => {
  it('needs a subject and a message; the booking reference is optional', () => {
    expect(validateSupportRequest(EMPTY_SUPPORT_REQUEST)).toEqual({
      subject: AGENT_MSG_DECIDED.subjectRequired,
      message: AGENT_MSG_DECIDED.messageRequired,
    });
    expect(validateSupportRequest({ subject: 'Refund', bookingReference: '', message: 'Where is it?' })).toEqual({});
  });

  it('refuses a message longer than the limit with the spec message', () => {
    expect(validateSupportMessage('x'.repeat(SUPPORT_MESSAGE_MAX + 1))).toBe(AGENT_MSG_DECIDED.messageTooLong);
    expect(validateSupportMessage('x'.repeat(SUPPORT_MESSAGE_MAX))).toBeNull();
  });

  it('sends trimmed text and the booking reference in upper case', () => {
    expect(supportRequestBody({ subject: ' Refund ', bookingReference: ' tsh123 ', message: ' Hi ' })).toEqual({
      subject: 'Refund',
      bookingReference: 'TSH123',
      message: 'Hi',
    });
  });
});

describe('support list', () => {
  const row = (id: number, updatedAt: string): SupportRequestRow => ({
    id,
    reference: `SR${id}`,
    subject: 'Refund',
    bookingReference: '',
    status: 'OPEN',
    channel: 'AGENCY',
    category: '',
    agencyName: 'Skyways Travels',
    raisedBy: 'Ravi Kulkarni',
    createdAt: '2026-11-01T08:35:00Z',
    updatedAt,
  });

  it('puts the most recently updated request first', () => {
    const sorted = newestFirst([
      row(1, '2026-11-01T08:00:00Z'),
      row(2, '2026-11-03T08:00:00Z'),
      row(3, '2026-11-02T08:00:00Z'),
    ]);
    expect(sorted.map((request) => request.id)).toEqual([2, 3, 1]);
  });

  it("shows times in India's time", () => {
    expect(formatDateTime('2026-11-22T08:35:00Z')).toBe('22 Nov 2026, 14:05');
  });
});

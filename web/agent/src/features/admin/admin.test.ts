import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format-date.ts';
import { applicationStatusFrom, statusChangeNeedsConfirmation, validateRejectionReason } from './admin-rules.ts';

describe('applications tabs', () => {
  it('reads the tab from the address, in any case, defaulting to Pending', () => {
    expect(applicationStatusFrom('approved')).toBe('APPROVED');
    expect(applicationStatusFrom('REJECTED')).toBe('REJECTED');
    expect(applicationStatusFrom(null)).toBe('PENDING');
    expect(applicationStatusFrom('unknown')).toBe('PENDING');
  });
});

describe('rejecting an application', () => {
  it('needs a reason', () => {
    expect(validateRejectionReason('   ')).toBe(AGENT_MSG_DECIDED.rejectionReasonRequired);
    expect(validateRejectionReason('PAN document is unreadable')).toBeNull();
  });

  it('refuses a reason longer than 500 characters', () => {
    expect(validateRejectionReason('x'.repeat(501))).toContain(AGENT_MSG_DECIDED.rejectionReasonRequired);
    expect(validateRejectionReason('x'.repeat(500))).toBeNull();
  });
});

describe('agent status', () => {
  it('confirms before Inactive or Suspended, which end open sessions', () => {
    expect(statusChangeNeedsConfirmation('Active', 'Inactive')).toBe(true);
    expect(statusChangeNeedsConfirmation('Inactive', 'Suspended')).toBe(true);
    expect(statusChangeNeedsConfirmation('Suspended', 'Active')).toBe(false);
  });

  it("shows review times in India's time", () => {
    expect(formatDateTime('2026-11-22T08:35:00Z')).toBe('22 Nov 2026, 14:05');
  });
});

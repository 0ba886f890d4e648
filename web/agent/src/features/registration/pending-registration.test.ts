import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingRegistration,
  loadPendingRegistration,
  PENDING_REGISTRATION_KEY,
  savePendingRegistration,
} from './pending-registration.ts';

const started = {
  registrationToken: 'token-abc',
  maskedEmail: 'm•••@example.in',
  maskedMobile: '98••••3210',
  expiresAt: '2026-11-27T10:00:00.000Z',
  otpValidMinutes: 5,
};

describe('pending registration', () => {
  afterEach(() => localStorage.clear());

  it('is kept until it expires, then forgotten', () => {
    savePendingRegistration(started);
    expect(loadPendingRegistration(new Date('2026-11-27T09:59:00Z'))).toEqual(started);
    expect(loadPendingRegistration(new Date('2026-11-27T10:00:00Z'))).toBeNull();
    expect(localStorage.getItem(PENDING_REGISTRATION_KEY)).toBeNull();
  });

  it('ignores what it cannot read, and goes when cleared', () => {
    localStorage.setItem(PENDING_REGISTRATION_KEY, '{not json');
    expect(loadPendingRegistration()).toBeNull();
    localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify({ registrationToken: 'x' }));
    expect(loadPendingRegistration()).toBeNull();
    savePendingRegistration(started);
    clearPendingRegistration();
    expect(loadPendingRegistration(new Date('2026-11-27T09:00:00Z'))).toBeNull();
  });
});

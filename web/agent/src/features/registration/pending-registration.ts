import type { RegistrationStarted } from '@tripsetu/domain/agent-api.ts';

/**
 * A registration waiting for its OTPs, kept in this browser so that a reload or a closed tab does not
 * mean filling the four steps in again. The token only lets its holder enter the codes sent to the
 * agency's own e-mail and mobile; it goes once the application is submitted or has expired.
 */
export const PENDING_REGISTRATION_KEY = 'tripsetu.agent.pendingRegistration';

export function savePendingRegistration(started: RegistrationStarted): void {
  try {
    localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(started));
  } catch {
    // Storage full or refused: the registration still works in this tab.
  }
}

export function clearPendingRegistration(): void {
  try {
    localStorage.removeItem(PENDING_REGISTRATION_KEY);
  } catch {
    // nothing kept
  }
}

/** The registration to resume, or null when there is none, it is unreadable, or it has expired. */
export function loadPendingRegistration(now: Date = new Date()): RegistrationStarted | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PENDING_REGISTRATION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isRegistrationStarted(parsed) || !(new Date(parsed.expiresAt).getTime() > now.getTime())) {
    clearPendingRegistration();
    return null;
  }
  return parsed;
}

// By hand rather than with the API's zod schema: the registration page does not load zod for this.
function isRegistrationStarted(value: unknown): value is RegistrationStarted {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['registrationToken', 'maskedEmail', 'maskedMobile', 'expiresAt'].every((key) => typeof v[key] === 'string') &&
    typeof v.otpValidMinutes === 'number'
  );
}

import { hasSessionToken } from '../../app/session-store.ts';
import { appInit } from '../../lib/app-init.ts';
import { anonymousLogin } from './api/anonymous-login.ts';

let started: Promise<void> | null = null;

/**
 * App start (§4, issue 3): a visitor without a session gets the anonymous identity first, then GENERIC
 * INIT runs once, carrying whichever token is stored (an unknown one starts the invalid-session flow).
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    if (!hasSessionToken()) await anonymousLogin();
    await appInit();
  })();
  return started;
}

/** For tests: forget that the session was started. */
export function resetSessionStart(): void {
  started = null;
}

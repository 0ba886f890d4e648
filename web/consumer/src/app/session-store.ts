import type { ConfigSetting, SessionUser } from '@tripsetu/domain/gateway-contract.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../lib/storage.ts';

/** What a session leaves in the browser (§3, §4): the token, the signed-in user, config, the anonymous user. */

function readJson<T>(key: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as SessionUser).agentId === 'string';
}

/** The signed-in user, or null for a visitor: a profile without a session token is no sign-in. */
export function readSignedInUser(): SessionUser | null {
  if (!readStorage(STORAGE_KEYS.sessionToken)) return null;
  const user = readJson<unknown>(STORAGE_KEYS.profile);
  return isSessionUser(user) ? user : null;
}

export function hasSessionToken(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.sessionToken));
}

/** A successful login: the user, the new token, and a fresh invalid-session count. */
export function storeSignedIn(user: SessionUser, sessionToken: string): void {
  writeStorage(STORAGE_KEYS.sessionToken, sessionToken);
  writeStorage(STORAGE_KEYS.profile, JSON.stringify(user));
  writeStorage(STORAGE_KEYS.invalidSessionCount, '0');
}

export function storeProfile(user: SessionUser): void {
  writeStorage(STORAGE_KEYS.profile, JSON.stringify(user));
}

export function storeConfig(settings: ConfigSetting[]): void {
  writeStorage(STORAGE_KEYS.config, JSON.stringify(settings));
}

export function storeAnonymous(user: SessionUser, sessionToken: string): void {
  writeStorage(STORAGE_KEYS.sessionToken, sessionToken);
  writeStorage(STORAGE_KEYS.consumerUser, JSON.stringify(user));
}

/** Logout: the session, its user and its config go; the anonymous identity is fetched again after. */
export function clearSignedIn(): void {
  removeStorage(STORAGE_KEYS.sessionToken, STORAGE_KEYS.profile, STORAGE_KEYS.config);
}

import { INVALID_SESSION_RETRY_LIMIT, INVALID_SESSION_STATUS_CODE } from '@tripsetu/domain/constants.ts';
import type { ApiStatus, GatewayAnswer } from '@tripsetu/domain/gateway-contract.ts';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export type Endpoint = 'app' | 'dispatch';

/**
 * How a call reaches the gateway: the browser's fetch, or, when the server draws a page with its data
 * (decision 018), the server itself answering in-process. Set once by the server's page renderer.
 */
let serverSend: typeof fetch | undefined;
export function sendGatewayCallsThrough(transport: (url: string, init: RequestInit) => Promise<Response>): void {
  serverSend = transport as typeof fetch;
}

/**
 * One gateway call (§7): POST, form-encoded, resultformat json, the session token when there is one.
 * Failures are swallowed: a network error or an unreadable answer returns null.
 */
export async function callGateway<T>(
  opid: string,
  actioncode: string,
  fields: Record<string, string | number | undefined>,
  options: { endpoint?: Endpoint; signal?: AbortSignal } = {},
): Promise<GatewayAnswer<T> | null> {
  const body = new URLSearchParams({ opid, actioncode, resultformat: 'json' });
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, String(value));
  const token = readStorage(STORAGE_KEYS.sessionToken);
  if (token) body.set('sessiontoken', token);
  try {
    // import.meta.env.SSR is false in the browser's build, which thus keeps plain fetch alone.
    const response = await ((import.meta.env.SSR && serverSend) || fetch)(`/gateway/${options.endpoint ?? 'app'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: options.signal,
    });
    const answer = (await response.json()) as GatewayAnswer<T>;
    if (answer?.ApiStatus?.StatusCode === INVALID_SESSION_STATUS_CODE) {
      handleInvalidSession();
      return null;
    }
    return answer;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return null;
  }
}

let invalidSessionHandled = false;

/** For tests: a new page load. */
export function resetInvalidSessionGuard(): void {
  invalidSessionHandled = false;
}

/**
 * §4 Invalid session: below the retry limit, count, clear what we stored and reload; at the limit,
 * go to the site root and start counting again.
 */
export function handleInvalidSession(location: Pick<Location, 'reload' | 'assign'> = window.location): void {
  // Several calls of one page can all answer 900; the first one counts and leaves, the rest wait for it.
  if (invalidSessionHandled) return;
  invalidSessionHandled = true;
  const count = Number(readStorage(STORAGE_KEYS.invalidSessionCount) ?? '0') || 0;
  if (count < INVALID_SESSION_RETRY_LIMIT) {
    writeStorage(STORAGE_KEYS.invalidSessionCount, String(count + 1));
    removeStorage(STORAGE_KEYS.sessionToken, STORAGE_KEYS.config, STORAGE_KEYS.profile);
    location.reload();
  } else {
    writeStorage(STORAGE_KEYS.invalidSessionCount, '0');
    location.assign('/');
  }
}

/** Throws on anything but success, so that TanStack Query shows its error state. */
export async function gatewayResult<T>(
  opid: string,
  actioncode: string,
  fields: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<GatewayAnswer<T>> {
  const answer = await callGateway<T>(opid, actioncode, fields, { endpoint: 'dispatch', signal });
  if (!answer) throw new GatewayError('We could not reach TripSetu. Please check your connection and try again.');
  if (answer.ApiStatus.StatusCode !== 200) throw new GatewayError(answer.ApiStatus.Message, answer.ApiStatus);
  return answer;
}

export class GatewayError extends Error {
  readonly status: ApiStatus | undefined;
  constructor(message: string, status?: ApiStatus) {
    super(message);
    this.status = status;
  }
}

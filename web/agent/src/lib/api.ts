import { API_PREFIX, type ApiError, type BusinessErrorKind, CSRF_HEADER } from '@tripsetu/domain/agent-api-wire.ts';
import { translateMessage } from '../i18n/i18n.ts';

/** A refused or failed call: the status, the message meant for the user, and a message per field. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  /** A business refusal's name (PRICE_CHANGED …) and what it tells, apart from the field messages. */
  readonly kind: BusinessErrorKind | undefined;
  readonly details: Record<string, string>;

  constructor(
    status: number,
    message: string,
    fields: Record<string, string> = {},
    business: { kind?: BusinessErrorKind; details?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.fields = fields;
    this.kind = business.kind;
    this.details = business.details ?? {};
  }
}

/** Told when the server answers 401 to a signed-in call, so that the session can end on screen too. */
const unauthorisedListeners = new Set<() => void>();
export function onUnauthorised(listener: () => void): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

/**
 * When the last call that the server answered successfully was sent (Date.now()). Every signed-in
 * call restarts the server's idle clock as it arrives, so the session-expiry countdown runs from the
 * moment of sending: never later than the server's own clock, however slow the answer.
 */
let lastSuccessfulCallAt = Date.now();
export function lastApiSuccessAt(): number {
  return lastSuccessfulCallAt;
}
/** For a session that just started (and for tests): the idle clock restarts now. */
export function markApiSuccess(at: number = Date.now()): void {
  lastSuccessfulCallAt = Math.max(lastSuccessfulCallAt, at);
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads). */
  formData?: FormData;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** Calls made before sign-in (login, registration) do not end the session on a 401. */
  anonymous?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
}

/** Calls /api/v1 with the session cookie and the CSRF header; resolves with the JSON answer (undefined for 204). */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.json !== undefined || options.formData ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = '1';
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).filter((entry): entry is [string, string] => entry[1] !== undefined))}`
    : '';
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}${query}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiFailure(0, 'Unable to reach TripSetu. Please check your connection and try again.');
  }
  if (response.ok) markApiSuccess(sentAt);
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => undefined)) as (T & Partial<ApiError>) | undefined;
  if (!response.ok) {
    if (response.status === 401 && !options.anonymous) for (const listener of unauthorisedListeners) listener();
    const error = payload?.error;
    // The server writes the domain's English messages; the chosen language says them where it can (decision 042).
    const fields = Object.fromEntries(
      Object.entries(error?.fields ?? {}).map(([name, message]) => [name, translateMessage(message)]),
    );
    throw new ApiFailure(response.status, translateMessage(error?.message ?? 'Oops, something went wrong.'), fields, {
      kind: error?.kind,
      details: error?.details,
    });
  }
  return payload as T;
}

/** The message to show for a failure: the server's own below 500, the screen's fallback otherwise. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure && error.status > 0 && error.status < 500) return error.message;
  if (error instanceof ApiFailure && error.status === 0) return error.message;
  return fallback;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiFailure ? error.fields : {};
}

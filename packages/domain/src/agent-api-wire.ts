/**
 * What every call of the agent portal's REST API needs, without its zod schemas (agent-api.ts): the
 * portal's pages import this, so the schemas' library stays out of the sign-in page's code.
 */
export const API_PREFIX = '/api/v1';
export const CSRF_HEADER = 'x-tripsetu-csrf';
/**
 * The portal's chosen language, told to the server as well as kept in the browser: the server sends the
 * prerendered English sign-in page only to a visitor who has not chosen another (decision 018).
 */
export const LANGUAGE_COOKIE = 'tripsetu_lang';

/** A refusal of the trade, named apart from the HTTP status: what the page does next depends on it. */
export type BusinessErrorKind =
  | 'PRICE_CHANGED'
  | 'BOOKING_FAILED'
  | 'DUPLICATE_BOOKING'
  | 'CANCELLATION_FAILED'
  | 'RESCHEDULE_FAILED'
  | 'SERVICES_FAILED'
  | 'IMPORT_FAILED';

/**
 * An error answer: { error: { code, message, kind?, details?, fields? } } (agent-api.ts `apiError`
 * checks the shape). `code` is the HTTP status; `kind` names a business refusal and `details` carries
 * what it tells (the old and new price, the booking it repeats); `fields` are messages by input field.
 */
export interface ApiError {
  error: {
    code: number;
    message: string;
    kind?: BusinessErrorKind;
    details?: Record<string, string>;
    fields?: Record<string, string>;
  };
}

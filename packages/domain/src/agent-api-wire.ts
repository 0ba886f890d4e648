/**
 * What every call of the agent portal's REST API needs, without its zod schemas (agent-api.ts): the
 * portal's pages import this, so the schemas' library stays out of the sign-in page's code.
 */
export const API_PREFIX = '/api/v1';
export const CSRF_HEADER = 'x-tripsetu-csrf';

/** An error answer: { error: { code, message, fields? } } (agent-api.ts `apiError` checks the shape). */
export interface ApiError {
  error: { code: number; message: string; fields?: Record<string, string> };
}

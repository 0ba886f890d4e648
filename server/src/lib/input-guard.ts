import { CONTROL_CHARACTER_MESSAGE } from '@tripsetu/domain/validation.ts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Characters no text field of ours takes: C0 controls but tab, line feed and carriage return (which
 * addresses and remarks may hold), DEL, C1 controls, and UTF-16 surrogates that pair with nothing.
 * PostgreSQL refuses NUL in text outright, and the others only corrupt what people read later.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's whole job
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** Input nested deeper than this is refused whole: no form of ours nests beyond a few levels. */
const MAX_DEPTH = 32;

/** Whether a text holds a character no field takes. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * The path (`passengers.0.firstName`) of the first string, or object key, holding a forbidden
 * character in a parsed body, query or params; null when everything is clean.
 */
export function findForbiddenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || 'body';
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && hasForbiddenCharacter(key)) return path || 'body';
    const found = findForbiddenText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses, with 400 and the field's name, a request whose input holds a forbidden character anywhere. */
export function refuseForbiddenText(value: unknown, where: string): void {
  const found = findForbiddenText(value);
  if (found) {
    const field = where === 'body' ? found : `${where}.${found}`;
    throw new AppError('BAD_REQUEST', CONTROL_CHARACTER_MESSAGE, { [field]: CONTROL_CHARACTER_MESSAGE });
  }
}

/**
 * One check for every route, the gateway's and /api/v1's alike: before any schema or handler sees
 * them, the parsed params, query and body may hold no control character (multipart fields are
 * read by their handlers, which check them with refuseForbiddenText).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseForbiddenText(request.params, 'params');
    refuseForbiddenText(request.query, 'query');
    if (!request.isMultipart()) refuseForbiddenText(request.body, 'body');
  });
}

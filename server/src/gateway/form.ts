import { refuseForbiddenText } from '../lib/input-guard.ts';

/** Form-encoded gateway fields arrive as strings (or string arrays when repeated): read them strictly. */
export type FormFields = Record<string, unknown>;

export function text(fields: FormFields, name: string, max = 200): string {
  const value = fields[name];
  const single = Array.isArray(value) ? value[0] : value;
  if (single === undefined || single === null) return '';
  return String(single).slice(0, max);
}

/** A non-negative whole number, or NaN when the field holds anything else; `fallback` when absent. */
export function count(fields: FormFields, name: string, fallback = 0): number {
  const raw = text(fields, name).trim();
  if (raw === '') return fallback;
  return /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
}

export function json(fields: FormFields, name: string, max = 100_000): unknown {
  const raw = text(fields, name, max + 1);
  if (raw === '' || raw.length > max) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  // A JSON field's escapes (\u0000) become characters only here, after the request's own check.
  refuseForbiddenText({ [name]: parsed }, 'body');
  return parsed;
}

/**
 * A JSON column's value: PostgreSQL's driver parses json and jsonb, PGlite may hand back the text. One
 * reading for both, so that no module writes the check again.
 */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

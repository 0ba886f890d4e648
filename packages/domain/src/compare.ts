/** Orders by UTF-16 code unit, as `<` does. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders names (cities, airlines) case-insensitively, then exactly. Names here are plain English, so no
 * Intl: localeCompare with a locale builds a collator per call, and even one collator costs tens of
 * milliseconds on a phone to build.
 */
export const compareNames = (a: string, b: string): number =>
  compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b);

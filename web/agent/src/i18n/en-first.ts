import { auth } from './en/auth.ts';
import { common } from './en/common.ts';

/**
 * The English the sign-in page carries: the words of every page its entry draws (sign-in, forgot and reset password,
 * the public layout and the error screens). The rest (en-signed-in.ts) loads before any other page draws
 * (`loadEnglish`, awaited by `lazyPage`); first-words.test.ts holds the entry to these areas. The sign-in page's
 * first-load budget (issue 18) is why.
 */
export const enFirst = {
  ...common,
  ...auth,
} as const;

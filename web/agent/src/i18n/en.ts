import { visaPages } from './en/visa-pages.ts';
import { enFirst } from './en-first.ts';

/**
 * The portal's whole English dictionary (agent-portal.md §1: only English text exists): what the sign-in page
 * carries, and the areas that load with their own pages (`registerWords`, decision 042). Read at run time only by
 * tests; the type of every key.
 */
export const en = { ...enFirst, ...visaPages } as const;

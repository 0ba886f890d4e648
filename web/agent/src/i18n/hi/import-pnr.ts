import type { Dictionary } from '../i18n.ts';

/** Hindi: the menu label of this area so far; the rest of en/import-pnr.ts falls back to English. */
export const importPnr: Dictionary = {
  'importPnr.menu': 'PNR आयात करें',
};

import type { Dictionary } from '../i18n.ts';

/** Arabic: the words of the flight booking page so far; the rest of en/add-services.ts falls back to English. */
export const addServices: Dictionary = {
  'addServices.open': 'إضافة خدمات',
};

import type { Dictionary } from '../i18n.ts';

/** Hindi: the words of the flight booking page so far; the rest of en/add-services.ts falls back to English. */
export const addServices: Dictionary = {
  'addServices.open': 'सेवाएँ जोड़ें',
};

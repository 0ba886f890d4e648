import type { Dictionary } from '../i18n.ts';

/** Hindi: the words of the flight booking page so far; the rest of en/reschedule.ts falls back to English. */
export const reschedule: Dictionary = {
  'reschedule.open': 'रीशेड्यूल करें',
};

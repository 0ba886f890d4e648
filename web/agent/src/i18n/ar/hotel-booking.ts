import type { Dictionary } from '../i18n.ts';

/** Arabic: the menu label of this area so far; the rest of en/hotel-booking.ts falls back to English. */
export const hotelBooking: Dictionary = {
  'hotelPax.title': 'تقويم نزلاء الفنادق',
};

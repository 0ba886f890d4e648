import type { Dictionary } from '../i18n.ts';

/** Hindi: the menu label of this area so far; the rest of en/hotel-booking.ts falls back to English. */
export const hotelBooking: Dictionary = {
  'hotelPax.title': 'होटल यात्री कैलेंडर',
};

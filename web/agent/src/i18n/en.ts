import { admin } from './en/admin.ts';
import { busBooking } from './en/bus-booking.ts';
import { buses } from './en/buses.ts';
import { hotelDetails } from './en/hotel-details.ts';
import { hotelReview } from './en/hotel-review.ts';
import { hotels } from './en/hotels.ts';
import { pages } from './en/pages.ts';
import { profile } from './en/profile.ts';
import { staff } from './en/staff.ts';
import { support } from './en/support.ts';
import { visaPages } from './en/visa-pages.ts';
import { enFirst } from './en-first.ts';
import { enSignedIn } from './en-signed-in.ts';

/**
 * The portal's whole English dictionary (agent-portal.md §1: only English text exists): what the sign-in page
 * carries, what loads before any other page, and the areas that load with their own pages (`registerWords`, decision 042). Read at run time only by
 * tests; the type of every key.
 */
export const en = {
  ...enFirst,
  ...enSignedIn,
  ...visaPages,
  ...pages,
  ...admin,
  ...hotels,
  ...hotelDetails,
  ...hotelReview,
  ...buses,
  ...busBooking,
  ...profile,
  ...staff,
  ...support,
} as const;

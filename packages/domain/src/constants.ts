/** Constants of consumer-site.md §9 and the gateway's fixed identities (§1, §6). */

export const BRAND_NAME = 'TripSetu';
export const DEFAULT_PAGE_DESCRIPTION = 'Holiday Packages';
export const DEFAULT_PAGE_KEYWORDS =
  'holiday packages, tour packages India, Goa packages, Kerala packages, Kashmir packages, honeymoon packages, family holidays';

/** The package calls run as one generic agent for the public. */
export const DEFAULT_AGENT_ID = 'SUPER';
export const ANONYMOUS_AGENT_ID = 'b2cuser';

export const BUILT_VERSION = '11.08.2024';
export const SUCCESS_REDIRECT_MS = 3_000;
export const INVALID_SESSION_RETRY_LIMIT = 3;
export const INVALID_SESSION_STATUS_CODE = 900;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const PAX_COUNT_MIN = 0;
export const PAX_COUNT_MAX = 9;
export const ADULTS_MIN = 1;
export const DEFAULT_ADULTS = 1;

export const DURATION_DAYS_MIN = 3;
export const DURATION_DAYS_MAX = 10;
export const DURATION_DAYS = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/** How far ahead a journey can be searched and booked (a demo decision, docs/decisions/003). */
export const BOOKING_WINDOW_DAYS = 365;

export const REMARKS_MAX = 500;
export const ADDRESS_MAX = 200;

export const BOOKING_DEFAULTS = {
  numrooms: 1,
  numadults_single: 1,
  hotelpref: 'Any',
  mealpref: 'Vegetarian',
  transportpref: 'Car',
  travelpref: 'Economy',
  paymentmode: 'creditcard',
  pgname: '',
} as const;

/** Display-only filter panel of the results screen (§2). */
export const FILTER_STAR_RATINGS = [5, 4, 3] as const;
export const FILTER_INCLUSIONS = ['Flight', 'Hotel', 'Cab'] as const;
export const FILTER_PRICE_BANDS = ['Up to ₹15,000', '₹15,000 - ₹20,000', '₹20,000 - ₹40,000', 'Above ₹40,000'] as const;
export const FILTER_DURATIONS = [
  'Up to 3 Nights',
  '4 - 6 Nights',
  '6 - 8 Nights',
  '8 - 10 Nights',
  'Above 10 Nights',
] as const;

/** The separator the package texts use between days and between list lines. */
export const TEXT_SEPARATOR = '||';

export const MEAL_PLAN_LABELS: Record<string, string> = {
  CP: 'Breakfast only (CP)',
  MAP: 'Breakfast and dinner (MAP)',
  AP: 'All meals (AP)',
};

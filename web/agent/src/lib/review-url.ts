import type { QuoteBody } from '@tripsetu/domain/flight-booking-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { ROUTES } from '../app/routes.ts';
import { searchFromParams, searchToParams } from './flight-search-url.ts';

/**
 * What the review page reviews: the search, the fare picked on each leg, and the total and booking
 * classes the agent saw in the results (so the quote can say whether and why the price moved).
 */
export interface ReviewState {
  search: FlightSearchRequest;
  fareIds: string[];
  seenTotalPaise?: number;
  seenBookingClasses?: string[];
}

/** The server takes at most six fares (one per leg) of at most 300 characters each. */
const MAX_LEGS = 6;
const FARE_ID_MAX = 300;

/**
 * The review lives in the URL, like the results, so a reload or a shared link reviews the same fares:
 * the results' search parameters plus one `fareId` per leg, `seen` (paise) and one `class` per leg.
 */
export function reviewToParams(review: ReviewState): URLSearchParams {
  const params = searchToParams(review.search);
  for (const fareId of review.fareIds) params.append('fareId', fareId);
  if (review.seenTotalPaise !== undefined) params.set('seen', String(review.seenTotalPaise));
  for (const bookingClass of review.seenBookingClasses ?? []) params.append('class', bookingClass);
  return params;
}

export function reviewPathFor(review: ReviewState): string {
  return `${ROUTES.flightReview}?${reviewToParams(review)}`;
}

/** The review a URL holds, or null when it holds no search or no fare. */
export function reviewFromParams(params: URLSearchParams): ReviewState | null {
  const search = searchFromParams(params);
  const fareIds = params.getAll('fareId').filter((id) => id !== '' && id.length <= FARE_ID_MAX);
  if (!search || fareIds.length === 0 || fareIds.length > MAX_LEGS) return null;
  const review: ReviewState = { search, fareIds };
  const seen = params.get('seen');
  if (seen !== null && /^\d{1,12}$/.test(seen)) review.seenTotalPaise = Number(seen);
  const classes = params.getAll('class').filter((code) => /^[A-Z]{1,2}$/.test(code));
  if (classes.length === fareIds.length) review.seenBookingClasses = classes;
  return review;
}

/** The body of POST /flights/quote for a review. */
export function quoteBodyOf(review: ReviewState): QuoteBody {
  const body: QuoteBody = { search: review.search, fareIds: review.fareIds };
  if (review.seenTotalPaise !== undefined) body.seenTotalPaise = review.seenTotalPaise;
  if (review.seenBookingClasses) body.seenBookingClasses = review.seenBookingClasses;
  return body;
}

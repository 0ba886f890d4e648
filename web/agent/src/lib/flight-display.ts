import { formatDisplayDate, formatDisplayDateWithWeekday, isIsoDate } from '@tripsetu/domain/dates.ts';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import { type FlightSearchRequest, searchLegs, TRIP_TYPE_LABELS } from '@tripsetu/domain/flight-search.ts';
import { t } from '../i18n/i18n.ts';

/** How searches and dates read on the flight pages (consumer-site.md §9 formats: 'DD MMM', 'ddd, DD MMM, YYYY'). */

/** '01 Dec'; '' for no date. */
export function shortDate(isoDate: string | undefined): string {
  return isIsoDate(isoDate) ? formatDisplayDate(isoDate).slice(0, 6) : '';
}

/** 'Tue, 01 Dec, 2026'; '' for no date. */
export function longDate(isoDate: string | undefined): string {
  return isIsoDate(isoDate) ? formatDisplayDateWithWeekday(isoDate) : '';
}

export function cityOf(airports: readonly AirportShape[], code: string): string {
  return airports.find((airport) => airport.code === code)?.city ?? code;
}

/** A recent search on one line: 'DEL → BOM · 01 Dec – 05 Dec · Round Trip · 3 pax'. */
export function recentSearchText(search: FlightSearchRequest): string {
  const legs = searchLegs(search);
  const route =
    search.tripType === 'MULTI_CITY'
      ? [legs[0]?.from, ...legs.map((leg) => leg.to)].join(' → ')
      : `${legs[0]?.from ?? ''} → ${legs[0]?.to ?? ''}`;
  const dates =
    search.tripType === 'ROUND_TRIP'
      ? `${shortDate(legs[0]?.date)} – ${shortDate(search.returnDate)}`
      : shortDate(legs[0]?.date);
  const travellers = search.adults + search.children + search.infants;
  return [route, dates, TRIP_TYPE_LABELS[search.tripType], t('flights.recent.travellers', { count: travellers })].join(
    ' · ',
  );
}

/** ['Tue', '01 Dec'] for the calendar strip. */
export function weekdayAndDay(isoDate: string): [string, string] {
  const [weekday = '', day = ''] = longDate(isoDate).split(', ');
  return [weekday, day];
}

/** '2026-12-01 07:05' → '01 Dec, 2026 07:05': a departure as the booking lists show it. */
export function departureText(departure: string): string {
  const [date = '', time = ''] = departure.split(' ');
  return isIsoDate(date) ? `${formatDisplayDate(date)} ${time}`.trim() : departure;
}

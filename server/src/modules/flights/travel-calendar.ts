import { isAirportCode } from '@tripsetu/domain/airports.ts';
import { addDays, isIsoDate } from '@tripsetu/domain/dates.ts';
import type { TravelCalendar } from '@tripsetu/domain/flight-api.ts';
import { FLIGHT_MSG, SEARCH_HORIZON_DAYS } from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { AppError } from '../../lib/errors.ts';
import { lowestAdultFareOf } from './leg-answer.ts';
import type { PricedLegs } from './priced-legs.ts';

export const CALENDAR_MSG = { monthInvalid: 'Please select a month' } as const;

/** The lowest one-adult fare of each day of a month on a route, and when it was computed. */
export function travelCalendar(
  input: { from: string; to: string; month: string; cabin: Cabin },
  deps: { today: string; priced: PricedLegs['priced'] },
): TravelCalendar {
  const from = input.from.trim().toUpperCase();
  const to = input.to.trim().toUpperCase();
  const errors: Record<string, string> = {};
  if (!isAirportCode(from))
    errors.from = from === '' ? FLIGHT_MSG.originRequired : 'Please select an airport from the list';
  if (!isAirportCode(to))
    errors.to = to === '' ? FLIGHT_MSG.destinationRequired : 'Please select an airport from the list';
  else if (from === to) errors.to = FLIGHT_MSG.sameOriginDestination;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.month)) errors.month = CALENDAR_MSG.monthInvalid;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const { today } = deps;
  const horizon = addDays(today, SEARCH_HORIZON_DAYS);
  const days: TravelCalendar['days'] = [];
  for (let date = `${input.month}-01`; date.startsWith(input.month); date = addDays(date, 1)) {
    if (!isIsoDate(date) || date < today || date > horizon) {
      days.push({ date, lowestPaise: null, computedAt: null });
      continue;
    }
    const answer = deps.priced({
      from: [from],
      to: [to],
      date,
      cabin: input.cabin,
      fareType: 'REGULAR',
      nonStopOnly: false,
    });
    const lowestPaise = lowestAdultFareOf(answer.list);
    days.push({ date, lowestPaise, computedAt: new Date(answer.at).toISOString() });
  }
  return { from, to, month: input.month, days };
}

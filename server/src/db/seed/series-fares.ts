import { addDays } from '@tripsetu/domain/dates.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import type { SeriesFareBody } from '@tripsetu/domain/series-fares.ts';
import type { FlightsService } from '../../modules/flights/flights.service.ts';
import type { SeriesFaresService } from '../../modules/series-fares/series-fares.service.ts';

/**
 * The demo's agent series fares (demo mode only, decision 037): a block on the first non-stop flight of a few
 * routes, a number of days from the day the server starts, so that an agent searching them meets a 'Series fare'.
 * Listed in docs/decisions/037-series-fares.md; away from the routes and days the browser journeys book.
 */
export const DEMO_SERIES_FARES = [
  { from: 'BOM', to: 'DEL', days: 14, seats: 30, adultRupees: 4299 },
  { from: 'CCU', to: 'DEL', days: 21, seats: 20, adultRupees: 4899 },
  { from: 'DEL', to: 'BLR', days: 30, seats: 40, adultRupees: 4599 },
] as const;

export async function seedDemoSeriesFares(
  services: { flights: FlightsService; seriesFares: SeriesFaresService },
  today: string,
): Promise<number> {
  const kept = await services.seriesFares.list();
  let added = 0;
  for (const demo of DEMO_SERIES_FARES) {
    const date = addDays(today, demo.days);
    const search: FlightSearchRequest = {
      tripType: 'ONE_WAY',
      segments: [{ from: demo.from, to: demo.to, date }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
      nearbyAirports: false,
      nonStopOnly: true,
      fareType: 'REGULAR',
    };
    const segment = (await services.flights.search(search)).legs[0]?.itineraries[0]?.segments[0];
    if (!segment) continue;
    const flight = `${segment.carrier}-${segment.flightNumber}`;
    if (kept.some((block) => block.flight === flight && block.date === date)) continue;
    const body: SeriesFareBody = {
      flight,
      date,
      cabin: 'ECONOMY',
      seats: demo.seats,
      adultFarePaise: demo.adultRupees * 100,
      childFarePaise: demo.adultRupees * 100,
      infantFarePaise: 1500_00,
      checkInKg: 15,
    };
    await services.seriesFares.add('TripSetu demo', body);
    added++;
  }
  return added;
}

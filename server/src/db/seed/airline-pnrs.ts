import { addDays } from '@tripsetu/domain/dates.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import type { AirlinePnrRequest, AirlinePnrs, AirlineTraveller } from '../../modules/flight-bookings/airline-pnrs.ts';

/**
 * The demo's airline PNRs made outside TripSetu (demo mode only, decision 026), for Import PNR to find:
 * fixed codes, so that a tester can be told them, on flights a number of days from the day the server
 * starts, so that there are always some to import. Listed in docs/decisions/026-import-pnr.md.
 */
interface DemoPnr {
  pnr: string;
  from: string;
  to: string;
  days: number;
  returnDays?: number;
  cabin?: FlightSearchRequest['cabin'];
  travellers: (Omit<AirlineTraveller, 'dateOfBirth'> & { age: number })[];
  contact: { email: string; mobile: string };
}

export const DEMO_AIRLINE_PNRS: readonly DemoPnr[] = [
  {
    pnr: 'SKY4DL',
    from: 'DEL',
    to: 'BOM',
    days: 12,
    travellers: [{ paxType: 'ADT', title: 'Mr', firstName: 'Rahul', lastName: 'Verma', gender: 'Male', age: 38 }],
    contact: { email: 'rahul.verma@example.in', mobile: '9811023456' },
  },
  {
    pnr: 'BLR5RT',
    from: 'BLR',
    to: 'DEL',
    days: 20,
    returnDays: 24,
    travellers: [
      { paxType: 'ADT', title: 'Ms', firstName: 'Ananya', lastName: 'Iyer', gender: 'Female', age: 33 },
      { paxType: 'ADT', title: 'Mr', firstName: 'Karthik', lastName: 'Iyer', gender: 'Male', age: 35 },
    ],
    contact: { email: 'ananya.iyer@example.in', mobile: '9845067890' },
  },
  {
    pnr: 'HYD6FM',
    from: 'HYD',
    to: 'CCU',
    days: 25,
    travellers: [
      { paxType: 'ADT', title: 'Mr', firstName: 'Sameer', lastName: 'Khan', gender: 'Male', age: 41 },
      { paxType: 'ADT', title: 'Mrs', firstName: 'Farah', lastName: 'Khan', gender: 'Female', age: 37 },
      { paxType: 'CHD', title: 'Ms', firstName: 'Zoya', lastName: 'Khan', gender: 'Female', age: 8 },
    ],
    contact: { email: 'sameer.khan@example.in', mobile: '9849012345' },
  },
  {
    pnr: 'MAA7BZ',
    from: 'MAA',
    to: 'DEL',
    days: 30,
    cabin: 'BUSINESS',
    travellers: [{ paxType: 'ADT', title: 'Mr', firstName: 'Venkat', lastName: 'Raman', gender: 'Male', age: 52 }],
    contact: { email: 'venkat.raman@example.in', mobile: '9840056789' },
  },
  {
    pnr: 'CCU8WE',
    from: 'CCU',
    to: 'BOM',
    days: 8,
    travellers: [{ paxType: 'ADT', title: 'Ms', firstName: 'Priya', lastName: 'Das', gender: 'Female', age: 29 }],
    contact: { email: 'priya.das@example.in', mobile: '9830045678' },
  },
];

/** A demo PNR's request for the day the server starts. */
export function demoPnrRequest(demo: DemoPnr, today: string): AirlinePnrRequest {
  const date = addDays(today, demo.days);
  const count = (type: AirlineTraveller['paxType']) => demo.travellers.filter((one) => one.paxType === type).length;
  return {
    pnr: demo.pnr,
    search: {
      tripType: demo.returnDays ? 'ROUND_TRIP' : 'ONE_WAY',
      segments: [{ from: demo.from, to: demo.to, date }],
      ...(demo.returnDays ? { returnDate: addDays(today, demo.returnDays) } : {}),
      adults: count('ADT'),
      children: count('CHD'),
      infants: count('INF'),
      cabin: demo.cabin ?? 'ECONOMY',
      nearbyAirports: false,
      nonStopOnly: false,
      fareType: 'REGULAR',
    },
    travellers: demo.travellers.map(({ age, ...traveller }) => ({
      ...traveller,
      dateOfBirth: addDays(date, -Math.round(age * 365.25) - 40),
    })),
    contact: demo.contact,
  };
}

/** Keeps the demo's airline PNRs bookable (demo mode only): made once, made again when they lapse unimported. */
export async function seedDemoAirlinePnrs(services: { airlinePnrs: AirlinePnrs }, today: string): Promise<string[]> {
  return services.airlinePnrs.keep(DEMO_AIRLINE_PNRS.map((demo) => demoPnrRequest(demo, today)));
}

import { aircraftByCode } from '@tripsetu/domain/aircraft.ts';
import { airportByCode } from '@tripsetu/domain/airports.ts';
import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import type { FlightSchedule } from '@tripsetu/domain/flight-types.ts';
import { describe, expect, it } from 'vitest';
import { generateFlightSchedules, utcOffsetMinutes } from '../../db/seed/flight-schedules.ts';
import { inventorySupplier } from './inventory-supplier.ts';
import { CONNECTION, FlightNetwork } from './network.ts';

const DATE = '2026-12-07'; // a Monday
let nextId = 1;
function flight(
  carrier: string,
  from: string,
  to: string,
  departure: string,
  minutes: number,
  weekdays = [1, 2, 3, 4, 5, 6, 7],
): FlightSchedule {
  return {
    id: nextId++,
    carrier,
    flightNumber: nextId,
    origin: from,
    destination: to,
    departureTime: departure,
    arrivalTime: '0000',
    arrivalDayOffset: 0,
    durationMinutes: minutes,
    weekdays,
    validFrom: '2026-11-01',
    validTo: '2027-12-31',
    aircraft: '32N',
    departureTerminal: '1',
    arrivalTerminal: '1',
  };
}

describe('connections', () => {
  it('needs 75 minutes on the ground at home, at most 8 hours, on one carrier', () => {
    // IXJ → DEL lands 10:00; then DEL → TRV at 11:00 (60 min), 11:15 (75 min), 18:00 (8 h), 18:05, and another carrier.
    const network = new FlightNetwork([
      flight('6E', 'IXJ', 'DEL', '0840', 80),
      flight('6E', 'DEL', 'TRV', '1100', 200),
      flight('6E', 'DEL', 'TRV', '1115', 200),
      flight('6E', 'DEL', 'TRV', '1800', 200),
      flight('AI', 'DEL', 'TRV', '1130', 200),
    ]);
    const journeys = network.journeys('IXJ', 'TRV', DATE, false);
    const layovers = journeys.map((j) => `${j[1]?.schedule.carrier} ${j[1]?.schedule.departureTime}`);
    expect(layovers).toEqual(['6E 1115', '6E 1800']);
    expect(network.journeys('IXJ', 'TRV', DATE, true)).toEqual([]);
  });

  it('takes the two soonest onward flights for each arriving flight, next morning included', () => {
    const network = new FlightNetwork([
      flight('6E', 'IXJ', 'DEL', '1900', 80),
      flight('6E', 'DEL', 'TRV', '2300', 200),
      flight('6E', 'DEL', 'TRV', '0200', 200),
      flight('6E', 'DEL', 'TRV', '0300', 200),
    ]);
    const journeys = network.journeys('IXJ', 'TRV', DATE, false);
    expect(journeys.map((j) => [j[1]?.departureDate, j[1]?.schedule.departureTime])).toEqual([
      [DATE, '2300'],
      ['2026-12-08', '0200'],
    ]);
    expect(CONNECTION.perFirstFlight).toBe(2);
  });

  it('asks 120 minutes when a flight is international, and refuses detours', () => {
    const network = new FlightNetwork([
      flight('6E', 'COK', 'BOM', '0600', 120),
      flight('6E', 'BOM', 'DXB', '0930', 200),
      flight('6E', 'BOM', 'DXB', '1000', 200),
      // BLR → DEL → MAA is a detour of several times the direct distance.
      flight('6E', 'BLR', 'DEL', '0600', 170),
      flight('6E', 'DEL', 'MAA', '1100', 170),
    ]);
    expect(network.journeys('COK', 'DXB', DATE, false).map((j) => j[1]?.schedule.departureTime)).toEqual(['1000']);
    expect(network.journeys('BLR', 'MAA', DATE, false)).toEqual([]);
  });

  it('flies only on its weekdays and within its validity', () => {
    const network = new FlightNetwork([flight('6E', 'DEL', 'BOM', '0900', 130, [2, 4])]);
    expect(network.departures('DEL', 'BOM', DATE)).toEqual([]);
    expect(network.departures('DEL', 'BOM', '2026-12-08')).toHaveLength(1);
    expect(network.departures('DEL', 'BOM', '2028-01-04')).toEqual([]);
  });

  it('gives arrival local times across time zones, summer time included', () => {
    const network = new FlightNetwork([flight('AI', 'DEL', 'LHR', '1400', 600)]);
    // 14:00 IST + 10 h = 00:00 IST next day = 18:30 GMT in winter, 19:30 BST in summer.
    expect(network.departures('DEL', 'LHR', DATE)[0]).toMatchObject({ arrivalDate: DATE, arrivalTime: '1830' });
    expect(network.departures('DEL', 'LHR', '2027-07-05')[0]).toMatchObject({ arrivalTime: '1930' });
    expect(utcOffsetMinutes('Asia/Kathmandu', DATE)).toBe(345);
  });

  it('does not sell a flight leaving within two hours', () => {
    const network = new FlightNetwork([
      flight('6E', 'DEL', 'BOM', '1000', 130),
      flight('6E', 'DEL', 'BOM', '1300', 130),
    ]);
    const now = Date.parse(`${DATE}T09:15:00+05:30`);
    const supplier = inventorySupplier({ network: () => network, today: () => DATE, now: () => now });
    const answer = supplier.priceLeg({
      from: ['DEL'],
      to: ['BOM'],
      date: DATE,
      cabin: 'ECONOMY',
      fareType: 'REGULAR',
      nonStopOnly: true,
    });
    expect(answer.itineraries.map((it) => it.segments[0]?.departureTime)).toEqual(['1300']);
  });
});

describe('the generated schedules', () => {
  const schedules = generateFlightSchedules('2026-11-22');
  const indian = (code: string) => airportByCode(code)?.countryCode === 'IN';

  it('run at least 2,000 domestic departures every day of the week', () => {
    for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
      const count = schedules.filter(
        (s) => indian(s.origin) && indian(s.destination) && s.weekdays.includes(weekday),
      ).length;
      expect(count, `weekday ${weekday}`).toBeGreaterThanOrEqual(2000);
    }
  });

  it('are the same every time, with unique flight numbers, known airports, terminals and fleet', () => {
    expect(generateFlightSchedules('2026-11-22')).toEqual(schedules);
    expect(new Set(schedules.map((s) => `${s.carrier}${s.flightNumber}`)).size).toBe(schedules.length);
    for (const s of schedules) {
      const from = airportByCode(s.origin);
      const to = airportByCode(s.destination);
      expect(from && to, `${s.origin}-${s.destination}`).toBeTruthy();
      expect(from?.terminals).toContain(s.departureTerminal);
      expect(to?.terminals).toContain(s.arrivalTerminal);
      expect(carrierByCode(s.carrier)?.fleet).toContain(s.aircraft);
      expect(aircraftByCode(s.aircraft)).toBeTruthy();
      expect(s.departureTime).toMatch(/^([01]\d|2[0-3])[0-5]\d$/);
      expect(s.validFrom).toBe('2026-11-15');
    }
  });

  it('take real block times: Delhi–Mumbai about two hours, turboprops only on short hops', () => {
    const delBom = schedules.filter((s) => s.origin === 'DEL' && s.destination === 'BOM');
    expect(delBom.length).toBeGreaterThanOrEqual(15);
    for (const s of delBom) {
      expect(s.durationMinutes).toBeGreaterThanOrEqual(110);
      expect(s.durationMinutes).toBeLessThanOrEqual(150);
    }
    for (const s of schedules.filter((x) => x.aircraft === 'AT7' || x.aircraft === 'DH8D')) {
      expect(s.durationMinutes, `${s.carrier}${s.flightNumber}`).toBeLessThanOrEqual(150);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { fareSummaryOf, flightChain, paxLineLabel } from '../../lib/fare-summary.ts';
import { roundTripResult } from '../../test/flights.fixtures.ts';
import { calendarDays, calendarWindow, monthsOf, pricesComputedAt } from './travel-calendar.ts';

const result = roundTripResult();
const [onward, back] = result.legs;
const pick = (legIndex: number, itineraryIndex: number, fareIndex = 0) => {
  const itinerary = result.legs[legIndex]?.itineraries[itineraryIndex];
  const fare = itinerary?.fares[fareIndex];
  if (!itinerary || !fare) throw new Error('no such fare in the fixture');
  return { itinerary, fare };
};

describe('the fare summary', () => {
  it('adds the picked fare of each leg into the grand total', () => {
    const summary = fareSummaryOf([pick(0, 0, 1), pick(1, 1)], 2);
    const onwardFlexi = onward?.itineraries[0]?.fares[1]?.totalPaise ?? 0;
    const returnSaver = back?.itineraries[1]?.fares[0]?.totalPaise ?? 0;
    expect(summary.totalPaise).toBe(onwardFlexi + returnSaver);
    expect(summary.complete).toBe(true);
    expect(summary.legs.map((leg) => [leg.legIndex, leg.chain, leg.family])).toEqual([
      [0, '6E-2134', 'Flexi'],
      [1, '6E-5041', 'Saver'],
    ]);
  });

  it('gives count × fare per passenger type, adding up to the leg’s fare', () => {
    const summary = fareSummaryOf([pick(0, 1)], 2);
    const [leg] = summary.legs;
    expect(leg?.pax.map((line) => [line.paxType, line.count])).toEqual([
      ['ADT', 1],
      ['CHD', 1],
      ['INF', 1],
    ]);
    expect(leg?.pax.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(leg?.totalPaise);
    expect(paxLineLabel({ paxType: 'ADT', count: 2, perPaxPaise: 525_000 })).toBe('2 Adults × ₹5,250');
    expect(paxLineLabel({ paxType: 'INF', count: 1, perPaxPaise: 150_000 })).toBe('1 Infant × ₹1,500');
  });

  it('adds each component over travellers and legs, and the components make the grand total', () => {
    const summary = fareSummaryOf([pick(0, 0), pick(1, 0)], 2);
    expect(summary.components.map((component) => component.label)).toEqual([
      'Base fare',
      'YQ (fuel surcharge)',
      'K3 (GST)',
      'Other taxes',
    ]);
    // YQ is ₹500 for the adult and the child on each of the two legs.
    expect(summary.components.find((component) => component.code === 'YQ')?.amountPaise).toBe(4 * 50_000);
    expect(summary.components.reduce((sum, component) => sum + component.amountPaise, 0)).toBe(summary.totalPaise);
  });

  it('is incomplete while a leg has no fare, counting only the picked ones', () => {
    const summary = fareSummaryOf([undefined, pick(1, 0)], 2);
    expect(summary.complete).toBe(false);
    expect(summary.legs.map((leg) => leg.legIndex)).toEqual([1]);
    expect(summary.totalPaise).toBe(back?.itineraries[0]?.fares[0]?.totalPaise);
    expect(fareSummaryOf([], 2)).toEqual({ legs: [], components: [], totalPaise: 0, complete: false });
  });

  it('names a connection by both flights', () => {
    expect(flightChain(pick(0, 1).itinerary)).toBe('AI-865 · 6E-517');
  });
});

describe('the travel calendar strip', () => {
  it('shows the week around the date, never before today', () => {
    expect(calendarWindow('2026-12-10', '2026-11-20')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(calendarWindow('2026-11-21', '2026-11-20')[0]).toBe('2026-11-20');
    expect(monthsOf(calendarWindow('2026-12-30', '2026-11-20'))).toEqual(['2026-12', '2027-01']);
  });

  it('offers only days a search would accept: with flights, and before the return date', () => {
    const days = calendarDays(
      ['2026-12-01', '2026-12-02', '2026-12-03'],
      [
        {
          from: 'DEL',
          to: 'BOM',
          month: '2026-12',
          days: [
            { date: '2026-12-01', lowestPaise: 450_000, computedAt: '2026-11-22T08:35:00Z' },
            { date: '2026-12-02', lowestPaise: null, computedAt: null },
            { date: '2026-12-03', lowestPaise: 410_000, computedAt: '2026-11-22T09:05:00Z' },
          ],
        },
      ],
      '2026-11-20',
      '2026-12-03',
    );
    expect(days.map((day) => [day.date, day.lowestPaise, day.selectable])).toEqual([
      ['2026-12-01', 450_000, true],
      ['2026-12-02', null, false],
      ['2026-12-03', 410_000, false],
    ]);
    expect(pricesComputedAt(days)).toBe('2026-11-22T09:05:00Z');
  });
});

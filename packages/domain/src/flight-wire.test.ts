import { describe, expect, it } from 'vitest';
import type { FlightSearchWire } from './flight-wire.ts';
import { expandSearchResult, fareIdOf, MAX_ITINERARIES, searchWireOf, type WireItinerary } from './flight-wire.ts';

/** Two student-fare itineraries DEL → BOM for two adults and an infant; both start with 6E-2134. */
const wire: FlightSearchWire = {
  legs: [
    {
      from: 'DEL',
      to: 'BOM',
      date: '2026-12-01',
      fromAirports: ['DEL'],
      toAirports: ['BOM'],
      flights: [
        {
          carrier: '6E',
          carrierName: 'IndiGo',
          flightNumber: '2134',
          aircraft: '320',
          aircraftName: 'Airbus A320',
          origin: 'DEL',
          originCity: 'New Delhi',
          destination: 'AMD',
          destinationCity: 'Ahmedabad',
          departureDate: '2026-12-01',
          departureTime: '0605',
          arrivalDate: '2026-12-01',
          arrivalTime: '0740',
          departureTerminal: '1',
          arrivalTerminal: '1',
          durationMinutes: 95,
        },
        {
          carrier: '6E',
          carrierName: 'IndiGo',
          flightNumber: '517',
          aircraft: '321',
          aircraftName: 'Airbus A321',
          origin: 'AMD',
          originCity: 'Ahmedabad',
          destination: 'BOM',
          destinationCity: 'Mumbai',
          departureDate: '2026-12-01',
          departureTime: '0920',
          arrivalDate: '2026-12-01',
          arrivalTime: '1035',
          departureTerminal: '1',
          arrivalTerminal: '2',
          durationMinutes: 75,
        },
      ],
      baggage: [{ cabinKg: 7, checkInKg: 25, infantCheckInKg: 10 }],
      itineraries: [
        {
          id: '6E-2134@2026-12-01',
          flights: [0],
          layovers: [0],
          durationMinutes: 95,
          fares: [
            {
              family: 'Student Fare',
              bookingClass: 'T',
              seatsLeft: 9,
              refundable: false,
              baggage: 0,
              rulesId: 'R1',
              pax: [
                [400_000, 50_000, 22_500, 30_000],
                [150_000, 0, 0, 0],
              ],
            },
          ],
        },
        {
          id: '6E-2134|6E-517@2026-12-01',
          flights: [0, 1],
          layovers: [0, 100],
          durationMinutes: 270,
          fares: [
            {
              family: 'Student Fare',
              bookingClass: 'U',
              seatsLeft: 3,
              refundable: true,
              baggage: 0,
              rulesId: 'R2',
              pax: [
                [500_000, 100_000, 30_000, 60_000],
                [300_000, 0, 0, 0],
              ],
            },
          ],
        },
      ],
    },
  ],
  travellers: { adults: 2, children: 0, infants: 1 },
  cabin: 'ECONOMY',
  fareType: 'STUDENT',
  computedAt: '2026-11-23T04:00:00.000Z',
  fareRules: {
    R1: { cancellation: [], change: [], notes: [] },
    R2: { cancellation: [], change: [], notes: ['Refundable'] },
  },
};

describe('the search answer as sent (flight-wire.ts)', () => {
  it('works out the totals, labels, counts, ids and special-fare terms the server leaves out', () => {
    const result = expandSearchResult(wire);
    const [direct, connection] = result.legs[0]?.itineraries ?? [];
    const fare = direct?.fares[0];
    expect(fare?.id).toBe('6E-2134@2026-12-01~ECONOMY~STUDENT~Student Fare');
    expect(fare?.pax.map(({ paxType, count, totalPaise }) => [paxType, count, totalPaise])).toEqual([
      ['ADT', 2, 502_500],
      ['INF', 1, 150_000],
    ]);
    expect(fare?.pax[0]?.components.map(({ label }) => label)).toEqual([
      'Base fare',
      'YQ (fuel surcharge)',
      'K3 (GST)',
      'Other taxes',
    ]);
    expect(fare?.totalPaise).toBe(2 * 502_500 + 150_000);
    expect(fare?.special?.label).toBe('Student');
    expect(fare?.baggage).toEqual({ cabinKg: 7, checkInKg: 25, infantCheckInKg: 10 });
    expect(direct?.lowestTotalPaise).toBe(1_155_000);
    expect(connection?.stops).toBe(1);
    expect(connection?.carriers).toEqual(['6E']);
    expect(connection?.segments.map((segment) => [segment.flightNumber, segment.layoverMinutes])).toEqual([
      ['2134', 0],
      ['517', 100],
    ]);
    expect(connection?.refundable).toBe(true);
    expect(connection?.fares[0]?.totalPaise).toBe(2 * 690_000 + 300_000);
  });

  it('sends a flight shared by two itineraries once, and gives back the same answer', () => {
    const result = expandSearchResult(wire);
    const again = searchWireOf(result);
    expect(again.legs[0]?.flights).toHaveLength(2);
    expect(again.legs[0]?.baggage).toHaveLength(1);
    expect(again).toEqual(wire);
    expect(expandSearchResult(again)).toEqual(result);
  });

  it('names a fare by its itinerary, cabin, fare type and family', () => {
    expect(fareIdOf('AI-865@2026-12-01', 'BUSINESS', 'REGULAR', 'Business Flexi')).toBe(
      'AI-865@2026-12-01~BUSINESS~REGULAR~Business Flexi',
    );
  });

  it('shows the itineraries and fares with a seat for each traveller who needs one, and no others', () => {
    const [direct, connection] = (wire.legs[0]?.itineraries ?? []) as [WireItinerary, WireItinerary];
    const twoFares: WireItinerary = {
      ...(direct as WireItinerary),
      fares: [
        { ...(direct?.fares[0] as WireItinerary['fares'][number]), seatsLeft: 2 },
        { ...(direct?.fares[0] as WireItinerary['fares'][number]), family: 'Flexi', seatsLeft: 4 },
      ],
    };
    const leg = { ...(wire.legs[0] as FlightSearchWire['legs'][number]), itineraries: [twoFares, connection] };
    const forFour = expandSearchResult({ ...wire, legs: [leg], travellers: { adults: 4, children: 0, infants: 1 } });
    // Four seats: the connection has three; of the direct flight's fares only Flexi has four.
    expect(forFour.legs[0]?.itineraries.map((itinerary) => itinerary.id)).toEqual(['6E-2134@2026-12-01']);
    expect(forFour.legs[0]?.itineraries[0]?.fares.map((fare) => fare.family)).toEqual(['Flexi']);
    // Three seated (two adults and a child; the infant sits on a lap): both itineraries, both fares.
    const forThree = expandSearchResult({
      ...wire,
      legs: [leg],
      travellers: { adults: 2, children: 1, infants: 0 },
      fareType: 'REGULAR',
    });
    expect(forThree.legs[0]?.itineraries.map((itinerary) => itinerary.fares.map((fare) => fare.family))).toEqual([
      ['Flexi'],
      ['Student Fare'],
    ]);
    const forTwo = expandSearchResult({ ...wire, legs: [leg] });
    expect(forTwo.legs[0]?.itineraries.map((itinerary) => itinerary.fares.length)).toEqual([2, 1]);
  });

  it('orders a leg by the travellers’ total, then by duration, and shows the cheapest MAX_ITINERARIES', () => {
    const [direct] = wire.legs[0]?.itineraries ?? [];
    const fare = direct?.fares[0] as WireItinerary['fares'][number];
    // Sent cheapest for one adult first; the infant's fare turns the order around for this party. Each
    // pair costs the same, and the shorter of the two comes first.
    const itineraries = Array.from(
      { length: MAX_ITINERARIES + 20 },
      (_, index): WireItinerary => ({
        ...(direct as WireItinerary),
        id: `6E-${1000 + index}@2026-12-01`,
        durationMinutes: 200 - (index % 2) * 10,
        fares: [
          {
            ...fare,
            pax: [
              [100_000 + Math.floor(index / 2) * 1_000, 0, 0, 0],
              [800_000 - Math.floor(index / 2) * 5_000, 0, 0, 0],
            ],
          },
        ],
      }),
    );
    const leg = { ...(wire.legs[0] as FlightSearchWire['legs'][number]), itineraries };
    const shown = expandSearchResult({ ...wire, legs: [leg] }).legs[0]?.itineraries ?? [];
    expect(shown).toHaveLength(MAX_ITINERARIES);
    const keys = shown.map((itinerary) => [itinerary.lowestTotalPaise, itinerary.durationMinutes]);
    expect(keys).toEqual(keys.toSorted(([a = 0, x = 0], [b = 0, y = 0]) => a - b || x - y));
    // The last sent (dearest for one adult, and shorter than the one before) is the cheapest for two
    // adults and an infant; the first two sent are the dearest for them and are not shown.
    expect(shown[0]?.id).toBe(`6E-${1000 + MAX_ITINERARIES + 19}@2026-12-01`);
    expect(shown.some((itinerary) => itinerary.id === '6E-1000@2026-12-01')).toBe(false);
  });
});

import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import { SUMMARY_LABELS, type SummaryCode } from '@tripsetu/domain/fare-summary.ts';
import type { FlightBooking, FlightQuote, SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import {
  BAGGAGE,
  baggagePricePaise,
  layoutSeats,
  MAX_EXCESS_BAGGAGE_KG,
  MEALS,
  SPECIAL_SERVICES,
} from '@tripsetu/domain/flight-extras.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import type { ReviewState } from '../../lib/review-url.ts';
import { roundTripResult, STANDARD_RULES } from '../../test/flights.fixtures.ts';

/** Test data shaped like the server's answers (flight-booking-api.ts), for the review and ticket pages' tests. */

export const ROUND_TRIP_SEARCH: FlightSearchRequest = {
  tripType: 'ROUND_TRIP',
  segments: [{ from: 'DEL', to: 'BOM', date: '2026-12-01' }],
  returnDate: '2026-12-05',
  adults: 1,
  children: 1,
  infants: 1,
  cabin: 'ECONOMY',
  nearbyAirports: false,
  nonStopOnly: false,
  fareType: 'REGULAR',
};

/** A small A320 cabin: row 1 extra legroom, row 4 an exit row with extra legroom, 2C and 6A taken. */
export function seatMap(legIndex: number, flight: string, origin: string, destination: string): SeatMapShape {
  const rows = layoutSeats({
    cabin: 'ECONOMY',
    firstRow: 1,
    lastRow: 8,
    letters: 'ABC-DEF',
    exitRows: [4],
    extraLegroomRows: [1, 4],
  });
  return {
    legIndex,
    segmentIndex: 0,
    flight,
    origin,
    destination,
    aircraftName: 'Airbus A320neo',
    cabin: 'ECONOMY',
    letters: 'ABC-DEF',
    rows: rows.map((seats) => ({
      row: seats[0]?.row ?? 0,
      seats: seats.map((seat) => ({
        seatNo: seat.seatNo,
        position: seat.position,
        extraLegroom: seat.extraLegroom,
        exitRow: seat.exitRow,
        pricePaise: seat.pricePaise,
        available: !['2C', '6A'].includes(seat.seatNo),
      })),
    })),
  };
}

const line = (code: SummaryCode, amountPaise: number) => ({ code, label: SUMMARY_LABELS[code], amountPaise });

/** The round trip of the flights fixtures (6E-2134 out, AI-660 back) for 1 adult, 1 child and 1 infant. */
export function quoteFixture(overrides: Partial<FlightQuote> = {}): FlightQuote {
  const result = roundTripResult();
  const onward = result.legs[0]?.itineraries[0];
  const back = result.legs[1]?.itineraries[0];
  if (!onward || !back) throw new Error('fixture');
  const legs = [
    { from: 'DEL', to: 'BOM', date: '2026-12-01', itinerary: { ...onward, fares: onward.fares.slice(0, 1) } },
    { from: 'BOM', to: 'DEL', date: '2026-12-05', itinerary: { ...back, fares: back.fares.slice(0, 1) } },
  ];
  const fareTotalPaise = legs.reduce((total, leg) => total + (leg.itinerary.fares[0]?.totalPaise ?? 0), 0);
  // Base, YQ, K3 and other taxes add up to the fares; then the agent's fees, commission and TDS.
  const summary = [
    line('BASE', fareTotalPaise - 400_000),
    line('YQ', 200_000),
    line('K3', 120_000),
    line('OTHER_TAXES', 80_000),
    line('SERVICE_CHARGE', 30_000),
    line('GST', 5_400),
    line('COMMISSION', -12_000),
    line('TDS', 240),
  ];
  return {
    legs,
    travellers: { adults: 1, children: 1, infants: 1 },
    international: false,
    fareTotalPaise,
    summary,
    totalPaise: summary.reduce((total, entry) => total + entry.amountPaise, 0),
    priceChange: null,
    seatMaps: [seatMap(0, '6E-2134', 'DEL', 'BOM'), seatMap(1, 'AI-660', 'BOM', 'DEL')],
    extras: {
      meals: MEALS.map((meal) => ({ ...meal, childOnly: meal.childOnly ?? false })),
      baggage: [0, 1].map((legIndex) => ({
        legIndex,
        options: BAGGAGE.map((option) => ({ ...option, pricePaise: baggagePricePaise(option, false) })),
      })),
      services: SPECIAL_SERVICES.map((service) => ({ ...service })),
      maxBaggageKg: MAX_EXCESS_BAGGAGE_KG,
    },
    fareRules: { 'R-STANDARD': STANDARD_RULES },
    holdUntil: '2026-11-23T06:00:00.000Z',
    quotedAt: '2026-11-22T06:00:00.000Z',
    ...overrides,
  };
}

export function reviewFixture(quote: FlightQuote = quoteFixture()): ReviewState {
  return {
    search: ROUND_TRIP_SEARCH,
    fareIds: quote.legs.map((leg) => leg.itinerary.fares[0]?.id ?? ''),
    seenTotalPaise: quote.fareTotalPaise,
    seenBookingClasses: quote.legs.map((leg) => leg.itinerary.fares[0]?.bookingClass ?? ''),
  };
}

/** The booking the server answers for the quote: confirmed with PNRs and tickets, or on hold. */
export function bookingFixture(status: 'CONFIRMED' | 'ON_HOLD' = 'CONFIRMED'): FlightBooking {
  const quote = quoteFixture();
  const ticketed = status === 'CONFIRMED';
  const tickets = (serial: number) =>
    ticketed
      ? [
          { carrier: '6E', number: 'K7M2QX' },
          { carrier: 'AI', number: `098-20000001${serial}` },
        ]
      : [];
  const noExtras = { seats: [''], meals: [''], baggage: [], services: [] };
  return {
    id: 41,
    transactionId: 'TSF0123456789ABCDEFGHJK',
    channel: 'AGENT',
    status,
    statusLabel: ticketed ? 'Confirmed' : 'On hold',
    paymentStatus: ticketed ? 'PAID' : 'UNPAID',
    tripType: 'ROUND_TRIP',
    cabin: 'ECONOMY',
    fareType: 'REGULAR',
    international: false,
    legs: quote.legs,
    pnrs: [
      { carrier: '6E', pnr: 'K7M2QX' },
      { carrier: 'AI', pnr: 'P4TR8W' },
    ],
    travellers: [
      {
        index: 0,
        paxType: 'ADT',
        title: 'Mr',
        firstName: 'Arjun',
        lastName: 'Sharma',
        dateOfBirth: '',
        gender: 'Male',
        passportNumber: '',
        passportExpiryDate: '',
        passportCountryCode: '',
        frequentFlyerNumber: '',
        specialAssistance: false,
        tickets: tickets(1),
        legs: [
          { seats: ['7C'], meals: ['VGML'], baggage: ['XB10'], services: ['FFWD'] },
          { seats: ['8D'], meals: [''], baggage: [], services: [] },
        ],
      },
      {
        index: 1,
        paxType: 'CHD',
        title: 'Mstr',
        firstName: 'Kabir',
        lastName: 'Sharma',
        dateOfBirth: '2019-05-10',
        gender: 'Male',
        passportNumber: '',
        passportExpiryDate: '',
        passportCountryCode: '',
        frequentFlyerNumber: '',
        specialAssistance: false,
        tickets: tickets(2),
        legs: [noExtras, noExtras],
      },
      {
        index: 2,
        paxType: 'INF',
        title: 'Ms',
        firstName: 'Diya',
        lastName: 'Sharma',
        dateOfBirth: '2025-09-01',
        gender: 'Female',
        passportNumber: '',
        passportExpiryDate: '',
        passportCountryCode: '',
        frequentFlyerNumber: '',
        specialAssistance: false,
        tickets: tickets(3),
        legs: [noExtras, noExtras],
      },
    ],
    contact: { email: 'traveller@example.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' },
    gst: null,
    fare: quote.summary,
    totalPaise: quote.totalPaise,
    customerFare: foldAgencyFee(
      quote.summary.filter((entry) => entry.code !== 'COMMISSION' && entry.code !== 'TDS'),
      SUMMARY_LABELS.AGENCY_FEE,
    ),
    customerTotalPaise: quote.summary
      .filter((entry) => entry.code !== 'COMMISSION' && entry.code !== 'TDS')
      .reduce((sum, entry) => sum + entry.amountPaise, 0),
    fareRules: quote.fareRules,
    agencyName: 'Skyways Travels',
    agencyCode: 'TSA1001',
    bookedBy: 'Rohan Mehta',
    bookedAt: '2026-11-22T06:10:00.000Z',
    holdUntil: ticketed ? null : '2026-11-23T06:00:00.000Z',
    ticketedAt: ticketed ? '2026-11-22T06:10:00.000Z' : null,
    releasedAt: null,
    releaseReason: null,
    walletDocumentNo: ticketed ? 'WD000123' : null,
    invoiceNo: ticketed ? 'TSI/2026-27/000001' : null,
    customerInvoiceNo: ticketed ? 'CI/26-27/000001' : null,
    cancelledSegments: [],
    cancellations: [],
    rescheduledSegments: [],
    reschedules: [],
    rescheduledFrom: null,
    servicePurchases: [],
  };
}

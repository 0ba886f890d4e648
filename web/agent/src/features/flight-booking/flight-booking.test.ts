import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { cabinColumns, lapAdults, nextSeat, rowCells, seatProblem, seatState } from '@tripsetu/ui/seat-map.ts';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api.ts';
import { quoteBodyOf, reviewFromParams, reviewPathFor, reviewToParams } from '../../lib/review-url.ts';
import {
  bookingBodyOf,
  initialBookingForm,
  toggled,
  tripFactsOf,
  validateBookingForm,
  withLegExtras,
} from './booking-form.ts';
import { customerTotalPaise, extrasTotals, summaryWithExtras } from './booking-summary.ts';
import { quoteFixture, ROUND_TRIP_SEARCH, reviewFixture } from './flight-booking.fixtures.ts';
import { seatLabel, seatsOfSegment } from './seat-map.ts';
import { bookingFailureOf, fieldDomId, isShownOnField, segmentKeyOf } from './server-errors.ts';

const quote = quoteFixture();
const seat = (seatNo: string, legIndex = 0) => {
  const found = seatsOfSegment(quote, legIndex, 0).find((entry) => entry.seatNo === seatNo);
  if (!found) throw new Error(seatNo);
  return found;
};

/** A form that passes every rule: named travellers, a child's and an infant's date of birth, a contact. */
function completeForm() {
  const form = initialBookingForm(quote);
  const names = [
    { title: 'Mr', firstName: 'Arjun', lastName: 'Sharma', gender: 'Male' },
    { title: 'Mstr', firstName: 'Kabir', lastName: 'Sharma', gender: 'Male', dateOfBirth: '2019-05-10' },
    { title: 'Ms', firstName: 'Diya', lastName: 'Sharma', gender: 'Female', dateOfBirth: '2025-09-01' },
  ];
  return {
    ...form,
    travellers: form.travellers.map((traveller, index) => ({ ...traveller, ...names[index] })),
    contact: { ...form.contact, email: 'traveller@example.in', mobile: '9876543210' },
    termsAccepted: true,
  };
}
const trip = tripFactsOf(quote, 'REGULAR', '2026-11-22');

describe('the review URL', () => {
  it('keeps the search, one fare per leg, the total and booking classes seen, and reads them back', () => {
    const review = reviewFixture();
    const path = reviewPathFor(review);
    expect(path.startsWith('/flights/review?trip=ROUND_TRIP&from=DEL&to=BOM&date=2026-12-01&return=2026-12-05')).toBe(
      true,
    );
    const params = new URLSearchParams(path.split('?')[1]);
    expect(reviewFromParams(params)).toEqual(review);
    expect(quoteBodyOf(review)).toEqual({
      search: ROUND_TRIP_SEARCH,
      fareIds: review.fareIds,
      seenTotalPaise: review.seenTotalPaise,
      seenBookingClasses: review.seenBookingClasses,
    });
  });

  it('survives fare ids with the characters the server uses (| @ ~)', () => {
    const review = {
      ...reviewFixture(),
      fareIds: ['6E-2134|6E-517@2026-12-01~ECONOMY~REGULAR~T', 'AI-660@2026-12-05~x'],
    };
    expect(reviewFromParams(new URLSearchParams(reviewToParams(review).toString()))?.fareIds).toEqual(review.fareIds);
  });

  it('holds no review without a search or a fare, and drops a seen total or classes that make no sense', () => {
    expect(reviewFromParams(new URLSearchParams('fareId=x'))).toBeNull();
    expect(reviewFromParams(new URLSearchParams('trip=ONE_WAY&from=DEL&to=BOM&date=2026-12-01'))).toBeNull();
    const odd = reviewFromParams(
      new URLSearchParams('trip=ONE_WAY&from=DEL&to=BOM&date=2026-12-01&fareId=a&seen=-5&class=T&class=S'),
    );
    expect(odd?.seenTotalPaise).toBeUndefined();
    expect(odd?.seenBookingClasses).toBeUndefined();
    expect(quoteBodyOf(odd ?? reviewFixture())).not.toHaveProperty('seenTotalPaise');
  });
});

describe('seat rules and the seat map', () => {
  it('lays out a row by the letters with its aisle', () => {
    const columns = cabinColumns('ABC-DEF');
    expect(columns.map((column) => (column.kind === 'seat' ? column.letter : '|')).join('')).toBe('ABC|DEF');
    const row = quote.seatMaps[0]?.rows[0];
    if (!row) throw new Error('no row');
    expect(rowCells(row, columns).map((cell) => (cell === 'aisle' ? '|' : (cell?.seatNo ?? '.')))).toEqual([
      '1A',
      '1B',
      '1C',
      '|',
      '1D',
      '1E',
      '1F',
    ]);
    expect(cabinColumns('A-DG-K').filter((column) => column.kind === 'aisle')).toHaveLength(2);
  });

  it('refuses exit rows to a child and to the adult carrying the infant, and any seat to an infant', () => {
    const form = initialBookingForm(quote);
    expect([...lapAdults(form.travellers)]).toEqual([0]);
    expect(seatProblem(seat('4A'), { paxType: 'CHD', withInfant: false })).toBe(BOOKING_MSG.seatChild);
    expect(seatProblem(seat('4A'), { paxType: 'ADT', withInfant: true })).toBe(BOOKING_MSG_DECIDED.seatInfant);
    expect(seatProblem(seat('4A'), { paxType: 'ADT', withInfant: false })).toBeNull();
    expect(seatProblem(seat('7C'), { paxType: 'CHD', withInfant: false })).toBeNull();
    expect(seatProblem(seat('4A'), { paxType: 'INF', withInfant: false })).toBe(BOOKING_MSG_DECIDED.seatInfantNoSeat);
  });

  it('tells mine, a companion’s, taken and free apart, and names each seat in words', () => {
    const chosenBy = new Map([
      ['7C', 0],
      ['7D', 1],
    ]);
    const lost = new Set(['8A']);
    const state = (seatNo: string) => seatState(seat(seatNo), { chosenBy, lost, travellerIndex: 0 });
    expect(['7C', '7D', '2C', '8A', '8B'].map(state)).toEqual(['mine', 'companion', 'taken', 'taken', 'free']);
    expect(seatLabel(seat('7C'), 'free')).toBe('7C, aisle, ₹350, available');
    expect(seatLabel(seat('7B'), 'free')).toBe('7B, middle, no charge, available');
    expect(seatLabel(seat('4F'), 'free')).toBe('4F, window, ₹1,200, extra legroom, exit row, available');
    expect(seatLabel(seat('2C'), 'taken')).toBe('2C, aisle, ₹600, taken');
    expect(seatLabel(seat('7D'), 'companion', { name: 'Kabir Sharma', number: 2 })).toBe(
      '7D, aisle, ₹350, chosen for 2. Kabir Sharma',
    );
    expect(seatLabel(seat('7C'), 'mine', { name: 'Arjun Sharma', number: 1 })).toBe(
      '7C, aisle, ₹350, selected for 1. Arjun Sharma',
    );
  });

  it('moves with the arrow keys across the aisle, down the column and to the row’s ends', () => {
    // Two rows of 'AB-C' with the second row's B missing.
    const focusable = [
      [true, true, false, true],
      [true, false, false, true],
    ];
    expect(nextSeat(focusable, { row: 0, column: 1 }, 'ArrowRight')).toEqual({ row: 0, column: 3 });
    expect(nextSeat(focusable, { row: 0, column: 3 }, 'ArrowRight')).toBeNull();
    expect(nextSeat(focusable, { row: 0, column: 0 }, 'ArrowDown')).toEqual({ row: 1, column: 0 });
    expect(nextSeat(focusable, { row: 0, column: 1 }, 'ArrowDown')).toBeNull();
    expect(nextSeat(focusable, { row: 1, column: 3 }, 'ArrowUp')).toEqual({ row: 0, column: 3 });
    expect(nextSeat(focusable, { row: 0, column: 1 }, 'Home')).toEqual({ row: 0, column: 0 });
    expect(nextSeat(focusable, { row: 1, column: 0 }, 'End')).toEqual({ row: 1, column: 3 });
  });
});

describe('the fare summary with extras', () => {
  it('adds seats, meals, baggage and services as named lines that add up to the total', () => {
    let form = completeForm();
    form = withLegExtras(form, 0, 0, (extras) => ({
      ...extras,
      seats: ['7C'],
      meals: ['VGML'],
      baggage: ['XB10', 'XB05'],
      services: ['FFWD', 'WCHR'],
    }));
    form = withLegExtras(form, 1, 0, (extras) => ({ ...extras, seats: ['1A'], meals: ['CHML'] }));
    form = withLegExtras(form, 0, 1, (extras) => ({ ...extras, seats: ['8B'] }));
    const extras = extrasTotals(quote, form.travellers);
    expect(extras).toEqual({
      seats: 350_00 + 1200_00,
      meals: 400_00 + 350_00,
      baggage: 75_00_00,
      specialServices: 400_00,
    });
    const { lines, totalPaise } = summaryWithExtras(quote, extras);
    expect(lines.map((entry) => entry.label)).toEqual([
      'Base fare',
      'YQ (fuel surcharge)',
      'K3 (GST on air fare)',
      'Other taxes',
      'Seats',
      'Meals',
      'Excess baggage',
      'Special services',
      'Service charge',
      'GST (18% on fees)',
      'Commission',
      'TDS on commission',
    ]);
    expect(totalPaise).toBe(quote.totalPaise + 1550_00 + 750_00 + 7500_00 + 400_00);
    expect(totalPaise).toBe(lines.reduce((total, entry) => total + entry.amountPaise, 0));
  });

  it('leaves out extras not chosen, and puts the markup on the customer invoice only', () => {
    const { lines, totalPaise } = summaryWithExtras(quote, extrasTotals(quote, initialBookingForm(quote).travellers));
    expect(lines.map((entry) => entry.code)).not.toContain('SEATS');
    expect(totalPaise).toBe(quote.totalPaise);
    const gross = quote.totalPaise + 12_000 - 240;
    expect(customerTotalPaise(lines, 1500_00)).toBe(gross + 1500_00);
    // PLB cut and pay is the agency's earning too: its customer never pays less for it.
    const withPlb = [...lines, { code: 'PLB' as const, label: 'PLB (cut and pay)', amountPaise: -3_000 }];
    expect(customerTotalPaise(withPlb, 1500_00)).toBe(gross + 1500_00);
    expect(markupPaiseOf('1,500')).toBe(1500_00);
    expect(markupPaiseOf('')).toBe(0);
    expect(markupPaiseOf('abc')).toBeNaN();
  });
});

describe('the booking form', () => {
  it('starts with the quote’s travellers in the server’s order, +91 and a seat and meal place per flight', () => {
    const form = initialBookingForm(quote);
    expect(form.travellers.map((traveller) => traveller.paxType)).toEqual(['ADT', 'CHD', 'INF']);
    expect(form.travellers[0]?.legs).toEqual([
      { seats: [''], meals: [''], baggage: [], services: [] },
      { seats: [''], meals: [''], baggage: [], services: [] },
    ]);
    expect(form.contact.countryCode).toBe('+91');
  });

  it('keys its messages as the server does', () => {
    const errors = validateBookingForm(initialBookingForm(quote), quote, trip);
    expect(errors).toMatchObject({
      'travellers.0.title': BOOKING_MSG.titleRequired,
      'travellers.0.firstName': BOOKING_MSG.firstNameMin,
      'travellers.1.dateOfBirth': BOOKING_MSG.dobRequired,
      'contact.email': AGENT_MSG.emailInvalid,
      'contact.mobile': AGENT_MSG.mobileRequired,
      termsAccepted: BOOKING_MSG.termsRequired,
    });
    expect(errors).not.toHaveProperty('travellers.0.dateOfBirth');
    expect(validateBookingForm(completeForm(), quote, trip)).toEqual({});
  });

  it('refuses the same baggage piece twice, more than 60 kg, the same service twice and a child in an exit row', () => {
    let form = withLegExtras(completeForm(), 0, 0, (extras) => ({
      ...extras,
      baggage: ['XB30', 'XB20', 'XB15'],
      services: ['WCHR', 'WCHR'],
    }));
    form = withLegExtras(form, 0, 1, (extras) => ({ ...extras, baggage: ['XB10', 'XB10'] }));
    form = withLegExtras(form, 1, 0, (extras) => ({ ...extras, seats: ['4B'] }));
    expect(validateBookingForm(form, quote, trip)).toEqual({
      'travellers.0.legs.0.baggage': BOOKING_MSG.baggageMax,
      'travellers.0.legs.0.services': BOOKING_MSG.ssrTwice,
      'travellers.0.legs.1.baggage': BOOKING_MSG.baggageTwice,
      'travellers.1.legs.0.seats.0': BOOKING_MSG.seatChild,
    });
    expect(toggled(['XB10'], 'XB10', true)).toEqual(['XB10']);
    expect(toggled(['XB10', 'XB20'], 'XB10', false)).toEqual(['XB20']);
  });

  it('checks the GST details only once any is given, and the markup’s range', () => {
    const form = { ...completeForm(), gst: { ...completeForm().gst, gstHolder: 'Skyways' }, markup: '200000' };
    const errors = validateBookingForm(form, quote, trip);
    expect(errors['gst.gstNumber']).toBe(AGENT_MSG.gstNumberRequired);
    expect(errors.markupPaise).toBe(BOOKING_MSG_DECIDED.markupInvalid);
  });

  it('sends what the server asks: the review, the price accepted, trimmed names, upper-case codes, the extras', () => {
    const form = withLegExtras(
      {
        ...completeForm(),
        travellers: completeForm().travellers.map((traveller, index) =>
          index === 0 ? { ...traveller, firstName: ' Arjun ', frequentFlyerNumber: 'ai123456' } : traveller,
        ),
        markup: '1500',
      },
      0,
      0,
      (extras) => ({ ...extras, seats: ['7C'], baggage: ['XB10'] }),
    );
    const review = reviewFixture();
    const body = bookingBodyOf(review, form, 1234_00, 'HOLD');
    expect(body).toMatchObject({
      search: ROUND_TRIP_SEARCH,
      fareIds: review.fareIds,
      acceptedTotalPaise: 1234_00,
      seenBookingClasses: review.seenBookingClasses,
      markupPaise: 1500_00,
      termsAccepted: true,
      action: 'HOLD',
      contact: { email: 'traveller@example.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' },
      gst: { gstHolder: '', gstNumber: '', gstEmail: '', gstAddress: '', gstPhone: '', gstCompany: '' },
    });
    expect(body.travellers[0]).toMatchObject({
      firstName: 'Arjun',
      frequentFlyerNumber: 'AI123456',
      legs: [
        { seats: ['7C'], meals: [''], baggage: ['XB10'], services: [] },
        { seats: [''], meals: [''], baggage: [], services: [] },
      ],
    });
  });
});

describe('the server’s answers on the review page', () => {
  it('gives each dotted key an element id and says which ones have a field', () => {
    expect(fieldDomId('travellers.1.legs.0.seats.0')).toBe('bk-travellers-1-legs-0-seats-0');
    for (const key of [
      'travellers.0.firstName',
      'travellers.2.passportCountryCode',
      'travellers.1.legs.0.seats.0',
      'travellers.1.legs.1.meals.1',
      'travellers.0.legs.0.baggage',
      'contact.mobile',
      'gst.gstNumber',
      'termsAccepted',
      'markupPaise',
      'travellers',
    ]) {
      expect(isShownOnField(key), key).toBe(true);
    }
    expect(isShownOnField('fareIds')).toBe(false);
    expect(isShownOnField('travellers.0.legs')).toBe(false);
    expect(segmentKeyOf('travellers.1.legs.0.seats.1')).toEqual({ traveller: 1, leg: 0, segment: 1, kind: 'seats' });
    expect(segmentKeyOf('travellers.1.legs.0.baggage')).toBeNull();
  });

  it('tells a price change, a failed booking (with the seat taken), field errors and the rest apart', () => {
    const changed = bookingFailureOf(
      new ApiFailure(
        409,
        BOOKING_MSG.priceChanged,
        {},
        {
          kind: 'PRICE_CHANGED',
          details: { oldTotalPaise: '900000', newTotalPaise: '950000', reason: 'Seats have sold since your search' },
        },
      ),
    );
    expect(changed).toEqual({
      kind: 'priceChanged',
      message: BOOKING_MSG.priceChanged,
      change: { oldTotalPaise: 900000, newTotalPaise: 950000, reason: 'Seats have sold since your search' },
    });
    const failed = bookingFailureOf(
      new ApiFailure(
        409,
        BOOKING_MSG.seatTaken,
        { 'travellers.0.legs.0.seats.0': BOOKING_MSG.seatTaken },
        { kind: 'BOOKING_FAILED', details: { title: BOOKING_MSG.bookingFailed } },
      ),
    );
    expect(failed).toEqual({
      kind: 'failed',
      title: 'Flight Booking Failed',
      message: BOOKING_MSG.seatTaken,
      fields: { 'travellers.0.legs.0.seats.0': BOOKING_MSG.seatTaken },
    });
    expect(bookingFailureOf(new ApiFailure(422, 'x', { 'contact.mobile': 'y' }))).toMatchObject({
      kind: 'invalid',
      fields: { 'contact.mobile': 'y' },
    });
    expect(bookingFailureOf(new ApiFailure(503, 'down'))).toMatchObject({
      kind: 'other',
      message: AGENT_MSG.submitFailed,
    });
    expect(bookingFailureOf(new Error('boom'))).toMatchObject({ kind: 'other' });
  });
});

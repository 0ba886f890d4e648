import { describe, expect, it } from 'vitest';
import { aircraftByCode } from './aircraft.ts';
import { earningsOf } from './commissions.ts';
import { fareSummary } from './fare-summary.ts';
import {
  ageOn,
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  dateOfBirthNeeded,
  emptyTraveller,
  holdLimit,
  lostSeatKey,
  paxTypeOn,
  ticketNumber,
  validateContact,
  validateTraveller,
} from './flight-booking.ts';
import {
  type ExtrasPrices,
  extrasTotals,
  layoutSeats,
  SEAT_PRICES,
  seatRestriction,
  validateJourneyExtras,
} from './flight-extras.ts';

const trip = {
  today: '2026-11-22',
  firstDate: '2026-12-20',
  lastDate: '2026-12-27',
  international: false,
  fareType: 'REGULAR' as const,
};
const adult = {
  ...emptyTraveller('ADT'),
  title: 'Mr',
  firstName: 'Arjun',
  lastName: 'Rao',
  gender: 'Male',
};

describe('age classes', () => {
  it('counts whole years on the day, birthdays included', () => {
    expect(ageOn('2014-12-20', '2026-12-20')).toBe(12);
    expect(ageOn('2014-12-21', '2026-12-20')).toBe(11);
    expect(paxTypeOn('2014-12-20', '2026-12-20')).toBe('ADT');
    expect(paxTypeOn('2014-12-21', '2026-12-20')).toBe('CHD');
    expect(paxTypeOn('2024-12-20', '2026-12-20')).toBe('CHD');
    expect(paxTypeOn('2024-12-21', '2026-12-20')).toBe('INF');
  });
});

describe('validateTraveller', () => {
  it('accepts a domestic adult without a date of birth or passport', () => {
    expect(validateTraveller(adult, trip)).toEqual({});
  });

  it('gives §5 messages word for word', () => {
    expect(validateTraveller({ ...emptyTraveller('ADT'), firstName: 'A', lastName: '' }, trip)).toEqual({
      title: BOOKING_MSG.titleRequired,
      firstName: 'First name should be at least 2 characters',
      lastName: 'Last name should be at least 1 character',
      gender: 'Please select gender',
    });
    expect(validateTraveller({ ...adult, firstName: 'Ar1un' }, trip).firstName).toBe('Please enter valid name');
    expect(validateTraveller({ ...adult, paxType: 'CHD', title: 'Mstr' }, trip).dateOfBirth).toBe(
      'Please select date of birth',
    );
  });

  it('checks the age class at the first flight and an infant still under 2 at the last', () => {
    const child = { ...adult, paxType: 'CHD' as const, title: 'Mstr' };
    expect(validateTraveller({ ...child, dateOfBirth: '2019-05-01' }, trip)).toEqual({});
    expect(validateTraveller({ ...child, dateOfBirth: '2010-05-01' }, trip).dateOfBirth).toBe(
      BOOKING_MSG_DECIDED.paxTypeByAge,
    );
    const infant = { ...child, paxType: 'INF' as const };
    expect(validateTraveller({ ...infant, dateOfBirth: '2024-12-24' }, trip).dateOfBirth).toBe(
      BOOKING_MSG_DECIDED.infantOnLastFlight,
    );
    expect(validateTraveller({ ...infant, dateOfBirth: '2026-12-01' }, trip).dateOfBirth).toBe(
      BOOKING_MSG_DECIDED.dobFuture,
    );
  });

  it('asks for the passport abroad, valid 6 months after the last flight', () => {
    const abroad = { ...trip, international: true };
    const errors = validateTraveller({ ...adult, dateOfBirth: '1990-01-01' }, abroad);
    expect(errors).toEqual({
      passportNumber: 'Please enter passport number',
      passportIssueDate: 'Please enter passport issue date',
      passportExpiryDate: 'Please enter passport expiry date',
      passportPlaceOfIssue: 'Please enter place of issue',
      passportCountryCode: 'Please enter country code',
    });
    const passport = {
      ...adult,
      dateOfBirth: '1990-01-01',
      passportNumber: 'Z1234567',
      passportIssueDate: '2020-01-01',
      passportExpiryDate: '2027-06-26',
      passportPlaceOfIssue: 'Delhi',
      passportCountryCode: 'IN',
    };
    expect(validateTraveller(passport, abroad).passportExpiryDate).toBe(BOOKING_MSG_DECIDED.passportValidity);
    expect(validateTraveller({ ...passport, passportExpiryDate: '2027-06-27' }, abroad)).toEqual({});
  });

  it('senior citizen fares need 60 years on the first flight', () => {
    const senior = { ...trip, fareType: 'SENIOR_CITIZEN' as const };
    expect(validateTraveller({ ...adult, dateOfBirth: '1966-12-21' }, senior).dateOfBirth).toBe(
      BOOKING_MSG_DECIDED.seniorAge,
    );
    expect(validateTraveller({ ...adult, dateOfBirth: '1966-12-20' }, senior)).toEqual({});
  });
});

describe('rules both sites share', () => {
  it('asks a date of birth of children, infants, travellers abroad and special fares only', () => {
    const home = { international: false, fareType: 'REGULAR' };
    expect(dateOfBirthNeeded('ADT', home)).toBe(false);
    expect(dateOfBirthNeeded('CHD', home)).toBe(true);
    expect(dateOfBirthNeeded('INF', home)).toBe(true);
    expect(dateOfBirthNeeded('ADT', { ...home, international: true })).toBe(true);
    expect(dateOfBirthNeeded('ADT', { ...home, fareType: 'SENIOR_CITIZEN' })).toBe(true);
  });

  it('keys a lost seat by journey, flight and seat', () => {
    expect(lostSeatKey(1, 0, '14C')).toBe('1|0|14C');
    expect(lostSeatKey(0, 1, '14C')).not.toBe(lostSeatKey(1, 0, '14C'));
  });

  it('adds up the extras chosen at the quote’s prices, per traveller, leg and flight', () => {
    const prices: ExtrasPrices = {
      seat: (leg, segment, seatNo) => (leg === 0 && segment === 1 && seatNo === '3A' ? 600_00 : 350_00),
      meals: [{ code: 'VGML', pricePaise: 400_00 }],
      services: [
        { code: 'WCHR', pricePaise: 0 },
        { code: 'PETC', pricePaise: 2500_00 },
      ],
      baggage: (leg) => (leg === 1 ? [{ code: 'XB10', pricePaise: 4500_00 }] : undefined),
    };
    const totals = extrasTotals(prices, [
      [{ seats: ['', '3A'], meals: ['VGML', 'VGML'], services: ['PETC'] }, { baggage: ['XB10'] }],
      [{ seats: ['12C', ''], meals: ['', 'NOPE'], baggage: ['XB10'], services: ['WCHR'] }],
    ]);
    // The second traveller's baggage is on the first leg, which sells none; an unknown meal costs nothing.
    expect(totals).toEqual({ seats: 950_00, meals: 800_00, baggage: 4500_00, specialServices: 2500_00 });
    expect(extrasTotals(prices, [[{}], []])).toEqual({ seats: 0, meals: 0, baggage: 0, specialServices: 0 });
  });
});

describe('contact and extras', () => {
  it('contact messages', () => {
    expect(validateContact({ email: 'x', alternateEmail: '', countryCode: '+91', mobile: '' })).toEqual({
      email: 'Please enter valid email id.',
      mobile: 'Please enter mobile number.',
    });
    expect(validateContact({ email: 'a@b.in', alternateEmail: '', countryCode: '+91', mobile: '98765' }).mobile).toBe(
      'Mobile number should have 10 digits only.',
    );
  });

  it('baggage at most 60 kg, no type twice; services not twice', () => {
    expect(validateJourneyExtras({ baggage: ['XB30', 'XB20', 'XB10'], services: [] })).toEqual({});
    expect(validateJourneyExtras({ baggage: ['XB30', 'XB20', 'XB15'], services: [] }).baggage).toBe(
      'cannot select more than 60 kg baggage',
    );
    expect(validateJourneyExtras({ baggage: ['XB05', 'XB05'], services: [] }).baggage).toBe(
      'cannot select the same baggage type twice',
    );
    expect(validateJourneyExtras({ baggage: [], services: ['WCHR', 'WCHR'] }).services).toBe(
      'Cannot select the same SSR type twice',
    );
  });
});

describe('seats', () => {
  const layout = aircraftByCode('32N')?.cabins[0];
  if (!layout) throw new Error('A320neo layout missing');
  const rows = layoutSeats(layout);
  it('knows window, middle and aisle, exit rows and prices', () => {
    const row14 = rows.find((row) => row[0]?.row === 14) ?? [];
    expect(row14.map((seat) => seat.position)).toEqual(['WINDOW', 'MIDDLE', 'AISLE', 'AISLE', 'MIDDLE', 'WINDOW']);
    expect(row14.map((seat) => seat.pricePaise)).toEqual([350_00, 0, 350_00, 350_00, 0, 350_00]);
    const row12 = rows.find((row) => row[0]?.row === 12) ?? [];
    expect(row12.every((seat) => seat.exitRow && seat.pricePaise === SEAT_PRICES.extraLegroom)).toBe(true);
    expect(rows.flat()).toHaveLength(180);
  });

  it('keeps children and adults with an infant out of exit rows', () => {
    const exit = rows.find((row) => row[0]?.exitRow)?.[0];
    if (!exit) throw new Error('no exit row');
    expect(seatRestriction(exit, { paxType: 'CHD', withInfant: false })).toBe(
      'these seats cannot be reserved for a child',
    );
    expect(seatRestriction(exit, { paxType: 'ADT', withInfant: true })).toBe(BOOKING_MSG_DECIDED.seatInfant);
    expect(seatRestriction(exit, { paxType: 'ADT', withInfant: false })).toBeNull();
  });
});

describe('fare summary', () => {
  const input = {
    channel: 'AGENT' as const,
    fare: { base: 1_000_000, yq: 90_000, k3: 54_500, otherTaxes: 137_200 },
    // Two legs: 1 % of ₹6,000 base and 3 % of ₹4,000 with 0.5 % PLB cut and pay, TDS at 2 % (2026).
    earnings: earningsOf(
      [
        {
          ruleId: 1,
          part: 0,
          cancellationFeePaise: null,
          rescheduleFeePaise: null,
          commissionPaise: 6_000,
          plbCutPayPaise: 0,
          plbPostPayPaise: 0,
          why: '',
        },
        {
          ruleId: 2,
          part: 0,
          cancellationFeePaise: null,
          rescheduleFeePaise: null,
          commissionPaise: 12_000,
          plbCutPayPaise: 2_000,
          plbPostPayPaise: 4_000,
          why: '',
        },
      ],
      '2026-11-27',
    ),
    ssr: { seats: 35_000, meals: 40_000, baggage: 500_000, specialServices: 0 },
    passengers: 3,
    segments: 2,
    markupPaise: 100_000,
  };
  it('shows no commission lines when no rule applies', () => {
    const summary = fareSummary({ ...input, earnings: null });
    expect(summary.lines.map((entry) => entry.code)).not.toContain('COMMISSION');
    expect(summary.lines.map((entry) => entry.code)).not.toContain('TDS');
  });
  it('names every component and they add up to the total', () => {
    const summary = fareSummary(input);
    const line = (code: string) => summary.lines.find((entry) => entry.code === code)?.amountPaise;
    expect(line('SERVICE_CHARGE')).toBe(50_00 * 3 * 2);
    expect(line('GST')).toBe(Math.round(30_000 * 0.18));
    expect(line('COMMISSION')).toBe(-(6_000 + 12_000));
    expect(line('PLB')).toBe(-2_000);
    expect(line('TDS')).toBe(400);
    expect(summary.earnings?.plbPostPayPaise).toBe(4_000);
    expect(line('SPECIAL_SERVICES')).toBeUndefined();
    expect(summary.totalPaise).toBe(summary.lines.reduce((t, entry) => t + entry.amountPaise, 0));
    expect(summary.customerTotalPaise).toBe(summary.totalPaise + 18_000 + 2_000 - 400 + 100_000);
  });
  it('travellers pay a convenience fee, no commission', () => {
    const summary = fareSummary({ ...input, channel: 'CONSUMER', markupPaise: 0 });
    expect(summary.lines.map((entry) => entry.code)).not.toContain('COMMISSION');
    expect(summary.earnings).toBeUndefined();
    expect(summary.lines.find((entry) => entry.code === 'CONVENIENCE_FEE')?.amountPaise).toBe(249_00 * 3);
  });
});

describe('holds and numbers', () => {
  const now = Date.parse('2026-11-22T06:00:00Z');
  it('holds shorter as departure nears: 24 hours a week out, 12 within a week, 4 within 3 days, 1 within a day', () => {
    const hours = (h: number) => h * 3_600_000;
    expect(holdLimit(now, now + hours(20 * 24))).toBe(now + hours(24));
    expect(holdLimit(now, now + hours(7 * 24))).toBe(now + hours(24));
    expect(holdLimit(now, now + hours(7 * 24 - 1))).toBe(now + hours(12));
    expect(holdLimit(now, now + hours(72))).toBe(now + hours(12));
    expect(holdLimit(now, now + hours(71))).toBe(now + hours(4));
    expect(holdLimit(now, now + hours(24))).toBe(now + hours(4));
    expect(holdLimit(now, now + hours(20))).toBe(now + hours(1));
  });
  it('never holds later than 12 hours before departure, nor for under an hour', () => {
    expect(holdLimit(now, now + 15 * 3_600_000)).toBe(now + 3_600_000);
    expect(holdLimit(now, now + 13 * 3_600_000)).toBe(now + 3_600_000);
    expect(holdLimit(now, now + 12.9 * 3_600_000)).toBeNull();
  });
  it('ticket numbers: accounting code and form code 2 for full-service carriers, the PNR for low-cost ones', () => {
    expect(ticketNumber('AI', 123, 'K7PQ2M')).toBe('098-2000000123');
    expect(ticketNumber('EK', 987654321, 'K7PQ2M')).toBe('176-2987654321');
    expect(ticketNumber('6E', 5, 'K7PQ2M')).toBe('K7PQ2M');
  });
});

import { describe, expect, it } from 'vitest';
import { packageRefund, refundPercentFor } from './cancellation.ts';
import { compareNames } from './compare.ts';
import {
  addDays,
  addYears,
  formatDisplayDate,
  formatDisplayDateTime,
  formatOperatedDays,
  isIsoDate,
  isoWeekday,
  todayInIndia,
} from './dates.ts';
import { checkoutDate, durationLabel, searchNumNights, searchReturnDate } from './duration.ts';
import { MSG, MSG_DECIDED } from './messages.ts';
import { formatRupees, groupIndian, percentOf } from './money.ts';
import { maskEmail, maskMobile, travellerTypes, validateBookingForm } from './package-booking.ts';
import { validatePackageSearch } from './package-search.ts';
import { allocateRooms, isValidRoomMix, quotePackageFare, roomsFor, SERVICE_CHARGE_PAISE } from './pricing.ts';
import {
  dobBounds,
  titlesFor,
  validateDob,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMobile,
  validatePaxCounts,
  validateTitle,
  validateVoucherEmail,
} from './validation.ts';

describe('rupees with Indian grouping', () => {
  it.each([
    [0, '₹0'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [12_345_600, '₹1,23,456'],
    [1_234_567_800, '₹1,23,45,678'],
    [12_345_650, '₹1,23,456.50'],
    [-500_000, '-₹5,000'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it('groups digits in twos after the last three', () => {
    expect(groupIndian('100000000')).toBe('10,00,00,000');
  });

  it('refuses fractional paise', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });

  it('rounds a percentage to the paisa', () => {
    expect(percentOf(1999, 5)).toBe(100);
  });
});

describe('dates', () => {
  it('knows today in India even when UTC is still on the day before', () => {
    expect(todayInIndia(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('agrees with the time-zone database for every hour of a year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let hour = 0; hour < 24 * 366; hour += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      expect(todayInIndia(at)).toBe(zone.format(at));
    }
  });
  it('validates real calendar dates only', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('22/11/2026')).toBe(false);
  });
  it('adds years clamping 29 February', () => {
    expect(addYears('2028-02-29', -2)).toBe('2026-02-28');
  });
  it('formats as DD MMM, YYYY and DD MMM, YYYY hh:mm A', () => {
    expect(formatDisplayDate('2026-12-05')).toBe('05 Dec, 2026');
    expect(formatDisplayDateTime(new Date('2026-12-05T09:35:00Z'))).toBe('05 Dec, 2026 03:05 PM');
  });
  it('reads the clock in India across midnight and noon, whatever the machine zone', () => {
    // 18:40 UTC is 00:10 the next day in India; 06:30 UTC is 12:00 noon.
    expect(formatDisplayDateTime('2026-12-31T18:40:00Z')).toBe('01 Jan, 2027 12:10 AM');
    expect(formatDisplayDateTime('2026-12-05T06:30:00Z')).toBe('05 Dec, 2026 12:00 PM');
    expect(formatDisplayDateTime('2026-12-05T06:29:00Z')).toBe('05 Dec, 2026 11:59 AM');
    expect(formatDisplayDateTime('not a time')).toBe('');
  });
  it('names ISO weekdays and operated days', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(formatOperatedDays([1, 2, 3, 4, 5, 6, 7])).toBe('Daily');
    expect(formatOperatedDays([5, 1, 3])).toBe('Mon, Wed, Fri');
  });
});

describe('duration', () => {
  it('labels nights as days minus one', () => {
    expect(durationLabel(3)).toBe('2 Nights / 3 Days');
    expect(durationLabel(10)).toBe('9 Nights / 10 Days');
  });
  it('computes the search return date as journey date plus days, and numnights as days plus one', () => {
    expect(searchReturnDate('2026-12-30', 5)).toBe('2027-01-04');
    expect(searchNumNights(5)).toBe(6);
  });
  it('checks out the morning after the last night', () => {
    expect(checkoutDate('2026-12-30', 4)).toBe('2027-01-03');
  });
});

describe('validation messages (§5)', () => {
  it.each([
    ['', MSG.mobileRequired],
    ['98765', MSG.mobileInvalid],
    ['4876543210', MSG.mobileInvalid],
    ['98765432101', MSG.mobileInvalid],
    ['9876543210', null],
    ['5000000000', null],
  ])('mobile %j → %j', (value, message) => {
    expect(validateMobile(value)).toBe(message);
  });
  it('uses the login wording for an invalid mobile at login', () => {
    expect(validateMobile('123', 'login')).toBe(MSG.mobileInvalidAtLogin);
  });
  it.each([
    [undefined, MSG.emailRequired],
    ['a@b', MSG.emailInvalid],
    ['priya.sharma@example.co.in', null],
  ])('email %j → %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });
  it('needs a first name of at least 2 letters after trimming, letters and spaces only', () => {
    expect(validateFirstName(null)).toBe(MSG.firstNameRequired);
    expect(validateFirstName(' A ')).toBe(MSG.firstNameInvalid);
    expect(validateFirstName('Anu-Priya')).toBe(MSG.firstNameInvalid);
    expect(validateFirstName('Anu Priya')).toBeNull();
  });
  it('needs a last name of at least 1 letter', () => {
    expect(validateLastName('  ')).toBe(MSG.lastNameRequired);
    expect(validateLastName('K')).toBeNull();
    expect(validateLastName('K2')).toBe(MSG.lastNameInvalid);
  });
  it('offers Mr, Ms, Mrs, Mstr to adults and Mstr, Ms to children and infants', () => {
    expect(titlesFor('adult')).toEqual(['Mr', 'Ms', 'Mrs', 'Mstr']);
    expect(titlesFor('infant')).toEqual(['Mstr', 'Ms']);
    expect(validateTitle('Mrs', 'child')).toBe(MSG.titleRequired);
    expect(validateTitle('', 'adult')).toBe(MSG.titleRequired);
  });
  it('bounds a date of birth by traveller type', () => {
    expect(dobBounds('infant', '2026-11-22')).toEqual({ min: '2024-11-22', max: '2026-11-22' });
    expect(dobBounds('child', '2026-11-22')).toEqual({ min: '2014-11-22', max: '2026-11-22' });
    expect(validateDob('', 'child', '2026-11-22')).toBe(MSG.dobRequired);
    expect(validateDob('2024-11-21', 'infant', '2026-11-22')).toBe(MSG_DECIDED.dobOutOfRange);
    expect(validateDob('2026-11-23', 'child', '2026-11-22')).toBe(MSG_DECIDED.dobOutOfRange);
    expect(validateDob('2020-01-01', 'child', '2026-11-22')).toBeNull();
    expect(validateDob('', 'adult', '2026-11-22')).toBeNull();
  });
  it('needs at least one adult, counts 0-9, and an adult for each infant', () => {
    expect(validatePaxCounts({ numadults: 0, numchildren: 1, numinfants: 0 })).toBe(MSG_DECIDED.adultsMin);
    expect(validatePaxCounts({ numadults: 2, numchildren: 10, numinfants: 0 })).toBe(MSG_DECIDED.paxCountInvalid);
    expect(validatePaxCounts({ numadults: 1, numchildren: 0, numinfants: 2 })).toBe(MSG_DECIDED.infantsOverAdults);
    expect(validatePaxCounts({ numadults: 9, numchildren: 9, numinfants: 9 })).toBeNull();
  });
  it('asks for a valid address before e-mailing a voucher', () => {
    expect(validateVoucherEmail('')).toBe(MSG.voucherEmailInvalid);
    expect(validateVoucherEmail('ravi@example.in')).toBeNull();
  });
  it('validates the package search: destination, date and days', () => {
    const errors = validatePackageSearch({ package_destination: '', jdate: '2026-11-21', numdays: '' }, '2026-11-22');
    expect(errors).toEqual({
      package_destination: MSG.destinationRequired,
      jdate: MSG_DECIDED.journeyDateTooEarly,
      numdays: MSG.daysRequired,
    });
    expect(
      validatePackageSearch({ package_destination: 'Goa', jdate: '2026-11-22', numdays: '3' }, '2026-11-22'),
    ).toEqual({});
  });
  it('validates a whole booking form with a key per field', () => {
    const errors = validateBookingForm(
      {
        contact: { mobile: '12345', email: '', address: '' },
        travellers: [
          { type: 'adult', title: 'Mr', first_name: 'Ravi', last_name: 'Iyer', dob: '' },
          { type: 'infant', title: 'Mr', first_name: 'B', last_name: '', dob: '' },
        ],
        remarks: '',
      },
      '2026-11-22',
    );
    expect(errors).toEqual({
      mobile: MSG.mobileInvalid,
      email: MSG.emailRequired,
      'travellers.1.title': MSG.titleRequired,
      'travellers.1.first_name': MSG.firstNameInvalid,
      'travellers.1.last_name': MSG.lastNameRequired,
      'travellers.1.dob': MSG.dobRequired,
    });
  });
  it('orders travellers adults, children, infants', () => {
    expect(travellerTypes(2, 1, 1)).toEqual(['adult', 'adult', 'child', 'infant']);
  });
});

describe('reprice arithmetic', () => {
  const cityPrice = { adultPaise: 2_000_000, childPaise: 1_400_000, infantPaise: 300_000 };
  const terms = { singleSupplementPct: 40, tripleDiscountPct: 10, childNoBedDiscountPct: 25 };

  it('prices 2 adults on twin sharing and 1 child without bed, plus GST and the service charge', () => {
    const mix = allocateRooms(2, 1, 0);
    expect(mix).toMatchObject({ numadults_double: 2, numchildren_withoutbed: 1, numchildren_withbed: 0 });
    const fare = quotePackageFare({ cityPrice, terms, supplementPaise: 150_000, mix });
    const packagePrice = 2 * 2_000_000 + 1_050_000 + 3 * 150_000; // 55,00,000 paise
    expect(fare.components.map((c) => [c.code, c.amountPaise])).toEqual([
      ['ADULT_TWIN', 4_000_000],
      ['CHILD_NO_BED', 1_050_000],
      ['PACKAGE_SUPPLEMENT', 450_000],
      ['GST', 275_000],
      ['SERVICE_CHARGE', SERVICE_CHARGE_PAISE],
    ]);
    expect(fare.totalPaise).toBe(packagePrice + 275_000 + SERVICE_CHARGE_PAISE);
  });

  it('charges the single supplement and gives the triple discount', () => {
    const single = quotePackageFare({ cityPrice, terms, supplementPaise: 0, mix: allocateRooms(1, 0, 0) });
    expect(single.components[0]).toMatchObject({ code: 'ADULT_SINGLE', amountPaise: 2_800_000 });
    const triple = quotePackageFare({ cityPrice, terms, supplementPaise: 0, mix: allocateRooms(3, 0, 1) });
    expect(triple.components.find((c) => c.code === 'ADULT_TRIPLE')?.amountPaise).toBe(3 * 1_800_000);
    expect(triple.components.find((c) => c.code === 'INFANT')?.amountPaise).toBe(300_000);
  });

  it('quotes occupancy supplements and discounts in whole rupees', () => {
    const odd = { adultPaise: 1_799_900, childPaise: 1_419_900, infantPaise: 250_000 };
    const fare = quotePackageFare({ cityPrice: odd, terms, supplementPaise: 0, mix: allocateRooms(2, 1, 0) });
    // 25 % of ₹14,199 is ₹3,549.75: the child pays ₹10,649, not ₹10,649.25.
    expect(fare.components.find((c) => c.code === 'CHILD_NO_BED')?.amountPaise).toBe(1_064_900);
    expect(fare.components.find((c) => c.code === 'CHILD_NO_BED')?.label).toBe('Children without bed (1 × ₹10,649)');
  });

  it('rounds GST to the rupee so that every total is in whole rupees', () => {
    const odd = { adultPaise: 1_799_900, childPaise: 1_419_900, infantPaise: 250_000 };
    for (let adults = 1; adults <= 6; adults++) {
      const fare = quotePackageFare({
        cityPrice: odd,
        terms,
        supplementPaise: 33_300,
        mix: allocateRooms(adults, 1, 0),
      });
      expect(fare.totalPaise % 100).toBe(0);
    }
  });

  it('always adds up: components sum to the total', () => {
    for (let adults = 1; adults <= 9; adults++) {
      for (let children = 0; children <= 4; children++) {
        const fare = quotePackageFare({
          cityPrice,
          terms,
          supplementPaise: 77_700,
          mix: allocateRooms(adults, children, 1),
        });
        expect(fare.components.reduce((s, c) => s + c.amountPaise, 0)).toBe(fare.totalPaise);
        expect(Number.isInteger(fare.totalPaise)).toBe(true);
      }
    }
  });

  it('allocates rooms for any party and refuses malformed mixes', () => {
    expect(roomsFor(allocateRooms(5, 0, 0))).toBe(2);
    expect(isValidRoomMix(allocateRooms(7, 3, 2))).toBe(true);
    expect(isValidRoomMix({ ...allocateRooms(2, 0, 0), numadults_double: 1 })).toBe(false);
    expect(isValidRoomMix({ ...allocateRooms(1, 0, 0), numinfants: 2 })).toBe(false);
  });
});

describe('cancellation slabs (§9)', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 50],
    [14, 50],
    [15, 75],
    [29, 75],
    [30, 90],
    [200, 90],
    [-1, 0],
  ])('%i days before departure refunds %i%%', (days, percent) => {
    expect(refundPercentFor(days)).toBe(percent);
  });

  it('never refunds the service charge', () => {
    const fare = {
      components: [
        { code: 'ADULT_TWIN' as const, label: '', amountPaise: 1_000_000 },
        { code: 'SERVICE_CHARGE' as const, label: '', amountPaise: 29_900 },
      ],
      totalPaise: 1_029_900,
    };
    const refund = packageRefund(fare, addDays('2026-11-22', 30), '2026-11-22');
    expect(refund).toEqual({
      daysBeforeDeparture: 30,
      refundPercent: 90,
      refundablePaise: 1_000_000,
      refundPaise: 900_000,
    });
  });
});

describe('contacts on a public voucher', () => {
  it('masks a mobile to its first and last two digits, and an e-mail to its first letter and domain', () => {
    expect(maskMobile('9876543210')).toBe('98••••••10');
    expect(maskEmail('arjun.mehta@example.in')).toBe('a•••@example.in');
    expect(maskEmail('not-an-email')).toBe('•••');
  });
});

describe('compareNames', () => {
  it('orders names case-insensitively, then exactly, without a locale', () => {
    expect(['Mumbai', 'agra', 'Delhi', 'Agra', 'Air India Express', 'AirAsia'].sort(compareNames)).toEqual([
      'Agra',
      'agra',
      'Air India Express',
      'AirAsia',
      'Delhi',
      'Mumbai',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_MSG_DECIDED } from './flight-booking.ts';
import {
  distinctHotelIds,
  HOTEL_OPTIONS_MAX,
  HOTEL_OPTIONS_MSG,
  HOTEL_OPTIONS_NOTE_MAX,
  quotedHotelPrices,
  validateHotelOptions,
} from './hotel-options.ts';

const good = { to: 'customer@example.in', hotelIds: ['GOI-0001'], markupPaise: 0 };

describe('hotel options by e-mail', () => {
  it('takes a good request and refuses each field with its message', () => {
    expect(validateHotelOptions(good)).toEqual({});
    expect(
      validateHotelOptions({ ...good, to: ' customer@example.in ', note: 'x'.repeat(HOTEL_OPTIONS_NOTE_MAX) }),
    ).toEqual({});
    expect(
      validateHotelOptions({
        to: 'nobody',
        hotelIds: [],
        markupPaise: -1,
        note: 'x'.repeat(HOTEL_OPTIONS_NOTE_MAX + 1),
      }),
    ).toEqual({
      to: HOTEL_OPTIONS_MSG.emailInvalid,
      hotelIds: HOTEL_OPTIONS_MSG.hotelsRequired,
      markupPaise: BOOKING_MSG_DECIDED.markupInvalid,
      note: HOTEL_OPTIONS_MSG.noteTooLong,
    });
    const many = Array.from({ length: HOTEL_OPTIONS_MAX + 1 }, (_, n) => `GOI-${String(n).padStart(4, '0')}`);
    expect(validateHotelOptions({ ...good, hotelIds: many }).hotelIds).toBe(HOTEL_OPTIONS_MSG.tooManyHotels);
    // The same hotel twice is one hotel.
    expect(validateHotelOptions({ ...good, hotelIds: [...many.slice(0, 10), 'GOI-0000'] })).toEqual({});
  });

  it('keeps each hotel once, in the order chosen', () => {
    expect(distinctHotelIds(['GOI-0002', ' GOI-0001', '', 'GOI-0002'])).toEqual(['GOI-0002', 'GOI-0001']);
  });

  it('puts the whole markup in the total and a night’s share in the price a night', () => {
    const offer = { perNightPaise: 4_500_00, totalPaise: 14_175_00 };
    expect(quotedHotelPrices(offer, 3, 750_00)).toEqual({ perNightPaise: 4_750_00, totalPaise: 14_925_00 });
    expect(quotedHotelPrices(offer, 7, 100_00)).toEqual({ perNightPaise: 4_514_29, totalPaise: 14_275_00 });
    expect(quotedHotelPrices(offer, 3, 0)).toEqual(offer);
  });
});

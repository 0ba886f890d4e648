import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  emptyOfflineRequest,
  farePaiseOf,
  indiaLocalToInstant,
  inPreferredTime,
  instantToIndiaLocal,
  OFFLINE_MSG,
  offlineStatusAt,
  validateOfflineQuote,
  validateOfflineRequest,
} from './offline-requests.ts';
import { SERVICE_REQUEST_MSG, validateServiceAnswer, validateServiceRequest } from './service-requests.ts';

const today = '2026-11-20';
const known = {
  isAirport: (code: string) => ['DEL', 'BOM', 'GOI'].includes(code),
  isCarrier: (code: string) => code === '6E',
};
const request = (overrides = {}) => ({
  ...emptyOfflineRequest(),
  from: 'del',
  to: 'BOM',
  departDate: addDays(today, 30),
  ...overrides,
});

describe('an offline request’s rules', () => {
  it('takes a group of ten or more seated travellers, up to sixty, and any party for a special fare with remarks', () => {
    expect(validateOfflineRequest(request(), today, known)).toEqual({});
    expect(validateOfflineRequest(request({ adults: 8, children: 2 }), today, known)).toEqual({});
    expect(validateOfflineRequest(request({ adults: 9 }), today, known).adults).toBe(OFFLINE_MSG.groupTooSmall);
    expect(validateOfflineRequest(request({ adults: 55, children: 6 }), today, known).adults).toBe(
      OFFLINE_MSG.tooManySeated,
    );
    expect(
      validateOfflineRequest(request({ requestType: 'SPECIAL_FARE', adults: 1, remarks: '' }), today, known).remarks,
    ).toBe(OFFLINE_MSG.remarksRequired);
    expect(
      validateOfflineRequest(request({ requestType: 'SPECIAL_FARE', adults: 1, remarks: 'Marine fare' }), today, known),
    ).toEqual({});
  });

  it('refuses travel today, a return not after the onward date, an infant without an adult and unknown codes', () => {
    expect(validateOfflineRequest(request({ departDate: today }), today, known).departDate).toBe(
      OFFLINE_MSG.departDateTooSoon,
    );
    const back = request({ tripType: 'ROUND_TRIP', returnDate: addDays(today, 30) });
    expect(validateOfflineRequest(back, today, known).returnDate).toBe(OFFLINE_MSG.returnBeforeDepart);
    expect(validateOfflineRequest(request({ infants: 11 }), today, known).infants).toBe(OFFLINE_MSG.infantsPerAdult);
    expect(validateOfflineRequest(request({ preferredAirline: 'XX' }), today, known).preferredAirline).toBe(
      OFFLINE_MSG.airlineUnknown,
    );
    expect(validateOfflineRequest(request({ adults: Number.NaN }), today, known).adults).toBe(OFFLINE_MSG.countInvalid);
  });
});

describe('a quote’s rules', () => {
  const now = Date.parse('2026-11-20T06:30:00Z');
  const quote = {
    fareIds: ['x'],
    adultFare: '6500',
    childFare: '',
    infantFare: '',
    validUntil: '2026-11-21T12:00',
    remarks: '',
  };
  it('reads the validity as India’s clock, and back', () => {
    expect(indiaLocalToInstant('2026-11-21T12:00')?.toISOString()).toBe('2026-11-21T06:30:00.000Z');
    expect(instantToIndiaLocal(Date.parse('2026-11-21T06:30:00Z'))).toBe('2026-11-21T12:00');
    expect(indiaLocalToInstant('2026-11-21T25:00')).toBeNull();
    expect(indiaLocalToInstant('21/11/2026 12:00')).toBeNull();
  });

  it('asks a fare for each passenger type that travels and a validity between half an hour and seven days', () => {
    expect(validateOfflineQuote(quote, { journeys: 1, children: 0, infants: 0 }, now)).toEqual({});
    expect(validateOfflineQuote(quote, { journeys: 2, children: 1, infants: 0 }, now)).toEqual({
      fareIds: OFFLINE_MSG.flightsRequired,
      childFare: OFFLINE_MSG.fareRequired,
    });
    expect(
      validateOfflineQuote({ ...quote, validUntil: '2026-11-20T12:10' }, { journeys: 1, children: 0, infants: 0 }, now),
    ).toEqual({ validUntil: OFFLINE_MSG.validUntilPast });
    expect(
      validateOfflineQuote({ ...quote, validUntil: '2026-11-28T12:01' }, { journeys: 1, children: 0, infants: 0 }, now),
    ).toEqual({ validUntil: OFFLINE_MSG.validUntilTooLate });
    expect(farePaiseOf('5,400.50')).toBe(540_050);
    expect(farePaiseOf('0')).toBe(OFFLINE_MSG.fareInvalid);
  });

  it('shows a quote past its time as expired, and nothing else', () => {
    expect(offlineStatusAt('QUOTED', '2026-11-20T06:29:00Z', now)).toBe('EXPIRED');
    expect(offlineStatusAt('QUOTED', '2026-11-20T06:31:00Z', now)).toBe('QUOTED');
    expect(offlineStatusAt('BOOKED', '2026-11-20T06:29:00Z', now)).toBe('BOOKED');
    expect(inPreferredTime('0745', 'EARLY_MORNING')).toBe(true);
    expect(inPreferredTime('2130', 'EVENING')).toBe(false);
  });
});

describe('a traveller’s service request', () => {
  it('needs a booking, a service from the list and details of ten characters or more', () => {
    expect(
      validateServiceRequest({ txid: 'TSF1', service: 'STRETCHER', details: 'After surgery, lying down.' }),
    ).toEqual({});
    expect(validateServiceRequest({ txid: '', service: 'UPGRADE', details: 'short' })).toEqual({
      txid: SERVICE_REQUEST_MSG.bookingRequired,
      service: SERVICE_REQUEST_MSG.serviceRequired,
      details: SERVICE_REQUEST_MSG.detailsTooShort,
    });
  });

  it('is priced with an amount, or declined, always with a message', () => {
    expect(validateServiceAnswer({ decision: 'DECLINE', price: '', message: 'Not on this aircraft.' })).toEqual({});
    expect(validateServiceAnswer({ decision: 'PRICE', price: '0', message: '' })).toEqual({
      price: SERVICE_REQUEST_MSG.priceInvalid,
      message: SERVICE_REQUEST_MSG.answerRequired,
    });
  });
});

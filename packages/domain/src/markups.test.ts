import { describe, expect, it } from 'vitest';
import {
  MARKUP_MSG,
  type MarkupBody,
  type MarkupContext,
  markupApplying,
  markupBody,
  markupCarrierText,
  markupErrors,
  markupFor,
  markupText,
} from './markups.ts';

const markup = (id: number, overrides: Partial<MarkupBody> = {}): MarkupBody & { id: number } => ({
  id,
  product: 'FLIGHT',
  carrier: null,
  kind: 'FLAT',
  value: 400_00,
  per: 'BOOKING',
  ...overrides,
});
const flight: MarkupContext = { product: 'FLIGHT', carrier: 'AI', travellers: 2, farePaise: 10_000_00 };

describe('markupErrors', () => {
  it('accepts a flat amount up to ₹1,00,000 and a percentage up to 50 %', () => {
    expect(markupErrors(markup(1, { value: 1_00_000_00 }))).toEqual({});
    expect(markupErrors(markup(1, { value: 0 }))).toEqual({});
    expect(markupErrors(markup(1, { kind: 'PERCENT', value: 50_00 }))).toEqual({});
  });

  it('refuses negative or too large amounts and percentages', () => {
    expect(markupErrors(markup(1, { value: -1 })).value).toBe(MARKUP_MSG.flatInvalid);
    expect(markupErrors(markup(1, { value: 1_00_000_01 })).value).toBe(MARKUP_MSG.flatInvalid);
    expect(markupErrors(markup(1, { kind: 'PERCENT', value: 50_01 })).value).toBe(MARKUP_MSG.percentInvalid);
    expect(markupErrors(markup(1, { kind: 'PERCENT', value: -5 })).value).toBe(MARKUP_MSG.percentInvalid);
  });

  it('refuses an unknown airline, and any carrier on a bus or hotel markup', () => {
    expect(markupErrors(markup(1, { carrier: 'ZZ' })).carrier).toBe(MARKUP_MSG.carrierUnknown);
    expect(markupErrors(markup(1, { carrier: 'AI' }))).toEqual({});
    expect(markupErrors(markup(1, { product: 'BUS', carrier: 'AI' })).carrier).toBe(MARKUP_MSG.carrierOnlyFlights);
  });

  it('takes a percentage once per booking, not per traveller', () => {
    expect(markupErrors(markup(1, { kind: 'PERCENT', value: 500, per: 'TRAVELLER' })).per).toBe(
      MARKUP_MSG.percentPerBooking,
    );
  });
});

describe('markupBody', () => {
  it('refuses fields it does not know, floats and long carriers', () => {
    const body = { product: 'FLIGHT', carrier: null, kind: 'FLAT', value: 100, per: 'BOOKING' };
    expect(markupBody.safeParse(body).success).toBe(true);
    expect(markupBody.safeParse({ ...body, agencyId: 2 }).success).toBe(false);
    expect(markupBody.safeParse({ ...body, value: 1.5 }).success).toBe(false);
    expect(markupBody.safeParse({ ...body, carrier: 'ABCD' }).success).toBe(false);
    expect(markupBody.safeParse({ ...body, product: 'HOLIDAY' }).success).toBe(false);
  });
});

describe('markupFor', () => {
  it('is 0 when no markup applies', () => {
    expect(markupFor([], flight)).toBe(0);
    expect(markupFor([markup(1, { product: 'HOTEL' })], flight)).toBe(0);
    expect(markupFor([markup(1, { carrier: '6E' })], flight)).toBe(0);
  });

  it('gives a flat amount per booking, or per traveller', () => {
    expect(markupFor([markup(1)], flight)).toBe(400_00);
    expect(markupFor([markup(1, { per: 'TRAVELLER' })], flight)).toBe(800_00);
  });

  it('gives a percentage of the fare, in whole rupees', () => {
    expect(markupFor([markup(1, { kind: 'PERCENT', value: 250 })], flight)).toBe(250_00);
    // 2.5 % of ₹4,321.40 is ₹108.035: ₹108.
    expect(markupFor([markup(1, { kind: 'PERCENT', value: 250 })], { ...flight, farePaise: 4_321_40 })).toBe(108_00);
  });

  it('never passes the review forms’ limit', () => {
    const perTraveller = markup(1, { value: 1_00_000_00, per: 'TRAVELLER' });
    expect(markupFor([perTraveller], flight)).toBe(1_00_000_00);
  });

  it('prefers the carrier’s markup over every carrier’s, and the newest between equals', () => {
    const all = markup(5, { value: 100_00 });
    const airIndia = markup(2, { carrier: 'AI', value: 300_00 });
    expect(markupApplying([all, airIndia], flight)?.id).toBe(2);
    expect(markupFor([airIndia, all], { ...flight, carrier: '6E' })).toBe(100_00);
    expect(markupFor([markup(3, { value: 100_00 }), markup(7, { value: 700_00 })], flight)).toBe(700_00);
  });

  it('matches buses and hotels by product alone', () => {
    const bus = markup(1, { product: 'BUS', kind: 'FLAT', value: 50_00, per: 'TRAVELLER' });
    expect(markupFor([bus], { product: 'BUS', carrier: null, travellers: 3, farePaise: 3_000_00 })).toBe(150_00);
  });
});

describe('markupText', () => {
  it('reads as a row shows it', () => {
    expect(markupText(markup(1))).toBe('₹400 per booking');
    expect(markupText(markup(1, { value: 1_00_000_00, per: 'TRAVELLER' }))).toBe('₹1,00,000 per traveller');
    expect(markupText(markup(1, { kind: 'PERCENT', value: 250 }))).toBe('2.5% of the fare');
    expect(markupCarrierText(markup(1))).toBe('All carriers');
    expect(markupCarrierText(markup(1, { carrier: 'AI' }))).toBe('Air India (AI)');
  });
});

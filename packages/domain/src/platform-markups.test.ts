import { describe, expect, it } from 'vitest';
import type { BookingEarningPart } from './commissions.ts';
import { type PlatformMarkupBody, platformMarkupErrors, platformMarkupOn } from './platform-markups.ts';

const markup = (id: number, overrides: Partial<PlatformMarkupBody> = {}) => ({
  id,
  product: 'FLIGHT' as const,
  carrier: null,
  sector: null,
  kind: 'FLAT' as const,
  value: 50_00,
  agencyId: null,
  agencyGroupId: null,
  ...overrides,
});
const leg = (carrier: string, basePaise: number, units = 1): BookingEarningPart => ({
  carrier,
  sector: 'DOMESTIC',
  discounted: false,
  basis: { basePaise, yqPaise: 100_00, units },
});
const agency = { product: 'FLIGHT' as const, agencyId: 7, agencyGroupId: 2 };

describe('TripSetu markup on a booking', () => {
  it('picks the most specific per part: the agency, then its group, then every agency; an airline before all', () => {
    const markups = [
      markup(1),
      markup(2, { carrier: 'AI', kind: 'PERCENT', value: 200 }),
      markup(3, { agencyGroupId: 2, value: 30_00 }),
      markup(4, { agencyGroupId: 9, value: 99_00 }),
    ];
    // Leg 0 (AI): the group's flat ₹30 beats every agency's airline percentage; leg 1 (6E): the group's too.
    const applied = platformMarkupOn(markups, agency, [leg('AI', 4_000_00, 2), leg('6E', 3_000_00, 2)], '2026-11-28');
    expect(applied?.parts.map((part) => [part.markupId, part.paise])).toEqual([
      [3, 60_00],
      [3, 60_00],
    ]);
    // Another agency outside the group: AI by the airline's 2 % of base + YQ, 6E by every agency's ₹50 × 2.
    const other = platformMarkupOn(
      markups,
      { ...agency, agencyId: 8, agencyGroupId: null },
      [leg('AI', 4_000_00, 2), leg('6E', 3_000_00, 2)],
      '2026-11-28',
    );
    expect(other?.parts.map((part) => [part.markupId, part.paise])).toEqual([
      [2, 82_00],
      [1, 100_00],
    ]);
    expect(other?.paise).toBe(182_00);
    expect(other?.gstPaise).toBe(Math.round(182_00 * 0.18));
    expect(other?.gstRateBps).toBe(1800);
  });

  it('rounds a percentage to the paisa and answers null when nothing applies or it comes to nothing', () => {
    const applied = platformMarkupOn(
      [markup(1, { kind: 'PERCENT', value: 133 })],
      agency,
      [leg('AI', 1_234_56)],
      '2026-11-28',
    );
    expect(applied?.paise).toBe(Math.round(((1_234_56 + 100_00) * 133) / 10_000));
    expect(platformMarkupOn([markup(1, { product: 'BUS' })], agency, [leg('AI', 1_000_00)], '2026-11-28')).toBeNull();
    expect(platformMarkupOn([markup(1, { value: 0 })], agency, [leg('AI', 1_000_00)], '2026-11-28')).toBeNull();
  });

  it('refuses what a bus or hotel markup cannot carry, and values out of range', () => {
    const bus = { ...markup(1, { product: 'BUS', carrier: 'AI', sector: 'DOMESTIC' }) };
    expect(Object.keys(platformMarkupErrors(bus)).sort()).toEqual(['carrier', 'sector']);
    expect(platformMarkupErrors(markup(1, { kind: 'PERCENT', value: 5001 })).value).toBeDefined();
    expect(platformMarkupErrors(markup(1, { value: 10_000_01 })).value).toBeDefined();
    expect(platformMarkupErrors(markup(1, { value: 10_000_00 }))).toEqual({});
  });
});

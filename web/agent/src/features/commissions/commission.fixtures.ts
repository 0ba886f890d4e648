import type { CommissionRule } from '@tripsetu/domain/commissions.ts';

/** 3% of base fare on IndiGo's domestic flights, for every agency, with fees and PLB. */
export const INDIGO_DOMESTIC: CommissionRule = {
  id: 12,
  supplier: 'TRIPSETU',
  product: 'FLIGHT',
  carrier: '6E',
  sector: 'DOMESTIC',
  priority: 10,
  kind: 'PERCENT',
  value: 300,
  basis: 'BASE',
  plbCutPayBps: 50,
  plbPostPayBps: 125,
  onDiscount: true,
  cancellationFeePaise: 250_00,
  rescheduleFeePaise: 1_500_00,
  agencyId: null,
  agencyName: null,
  agencyGroupId: null,
  agencyGroupName: null,
  validFrom: '2026-12-01',
  validTo: '2027-03-31',
  addedBy: 'Ananya Iyer',
  addedAt: '2026-11-20T09:00:00.000Z',
};

/** ₹150 flat on every carrier and sector, for one agency, with no end date. */
export const FLAT_FOR_AGENCY: CommissionRule = {
  ...INDIGO_DOMESTIC,
  id: 14,
  carrier: null,
  sector: null,
  priority: 50,
  kind: 'FLAT',
  value: 150_00,
  plbCutPayBps: 0,
  plbPostPayBps: 0,
  onDiscount: false,
  cancellationFeePaise: 0,
  rescheduleFeePaise: 0,
  agencyId: 7,
  agencyName: 'Skyline Travels',
  validTo: null,
};

/** A group of one agency (decision 038). */
export const NORTH_ZONE = {
  id: 3,
  name: 'North zone',
  agencies: [{ id: 7, name: 'Skyline Travels', code: 'TSA10007' }],
  addedBy: 'Ananya Iyer',
  addedAt: '2026-11-27T09:00:00.000Z',
};

export type Answer = { status: number; body: unknown };

/** A fetch that records each call and answers from a table of 'METHOD /url' keys (the last answer repeats). */
export function fakeApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const answers: Record<string, Answer[]> = {};
  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const queue = answers[`${method} ${url}`] ?? [];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found.' } },
    };
    if (next.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const answer = (key: string, ...queued: Answer[]) => {
    answers[key] = queued;
  };
  return { calls, fetch, answer };
}

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

export { type Answer, fakeApi } from '../../test/fake-api.ts';

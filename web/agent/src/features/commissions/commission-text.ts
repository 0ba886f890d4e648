import { type BASIS_LABELS, type CommissionProduct, commissionText } from '@tripsetu/domain/commissions.ts';

/**
 * The commission pages' English words. They load with the pages, not with the portal's dictionary, which ships
 * with the sign-in page (i18n/en/commissions.ts holds the menu labels only); the spec's messages are the
 * domain's COMMISSION_MSG.
 */
export const COMMISSION_TEXT = {
  agencyIntro:
    'The commission, PLB and fees your agency earns on each booking, by supplier, carrier and service type. The amounts are fixed on a booking when it is made.',
  adminIntro:
    'The rules every agency’s bookings earn by: for every agency, for a group of agencies, or for one agency alone.',
  priorityHint:
    'Priority 1 applies first; among equal priorities the most specific rule applies: one agency’s, then its group’s, then every agency’s.',
  loading: 'Loading commissions…',
  tableLabel: 'Commission rules',
  scrollLabel: 'Commission rules table (scrolls sideways)',
  count: (count: number) => (count === 1 ? '1 rule' : `${count} rules`),
  filtersLabel: 'Filter commissions',
  all: 'All',
  allCarriers: 'All carriers',
  allSectors: 'All sectors',
  allAgencies: 'All agencies',
  groupOf: (name: string) => `Group: ${name}`,
  from: 'From',
  standardFee: 'Standard',
  yes: 'Yes',
  no: 'No',
  column: {
    supplier: 'Supplier',
    carrier: 'Carrier',
    serviceType: 'Service type',
    product: 'Product',
    priority: 'Priority',
    commission: 'Commission',
    plbCutPay: 'PLB cut and pay',
    plbPostPay: 'PLB post pay',
    onDiscount: 'On discount',
    cancellationFee: 'Cancellation fee',
    rescheduleFee: 'Reschedule fee',
    valid: 'Valid',
    addedBy: 'Added by',
    agency: 'Agency',
    actions: 'Actions',
  },
  remove: {
    button: 'Delete',
    title: 'Delete commission rule',
    question: (rule: string) => `Delete rule ${rule}? Bookings made from now on no longer earn by it.`,
    yes: 'Delete rule',
    no: 'Cancel',
  },
  form: {
    title: 'Add commission rule',
    submit: 'Add commission rule',
    summary: 'The rule was not added. Correct these fields:',
    kind: 'Commission type',
    percent: 'Percentage',
    flat: 'Flat amount',
    value: 'Commission value',
    percentHint: (basis: keyof typeof BASIS_LABELS) =>
      `Percent, e.g. 2.5 for ${commissionText({ kind: 'PERCENT', value: 250, basis, product: 'FLIGHT' })}`,
    flatHint: (product: CommissionProduct) =>
      `Rupees, e.g. 150 for ${commissionText({ kind: 'FLAT', value: 150_00, basis: 'BASE', product })}`,
    basis: 'Percentage of',
    plbCutPay: 'PLB cut and pay (%)',
    plbPostPay: 'PLB post pay (%)',
    onDiscount: 'Also on special (discounted) fares',
    cancellationFee: 'Cancellation fee (₹)',
    rescheduleFee: 'Reschedule fee (₹)',
    feeHint: 'Per passenger per segment; blank: the standard fee',
    priorityHint: '1 applies first, 99 last',
    scope: 'For',
    scopes: { ALL: 'Every agency', GROUP: 'An agency group', AGENCY: 'One agency' },
    agencyId: 'Agency ID',
    agencyHint: 'The agency’s id, as the Agents page shows it',
    agencyInvalid: 'Enter an agency’s id in digits',
    agencyGroupId: 'Agency group',
    groupHint: 'Groups are kept on the Agency groups page',
    groupRequired: 'Choose an agency group',
    noGroups: 'No groups yet: add one on the Agency groups page',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    validToHint: 'Blank: no end date',
    carrierHint: 'Flights only',
  },
} as const;

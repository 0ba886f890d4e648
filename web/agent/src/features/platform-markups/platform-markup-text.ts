/**
 * The TripSetu markups page's English words (decision 040); they load with the page. The menu label is in
 * i18n/en/commissions.ts, the messages are the domain's PLATFORM_MARKUP_MSG.
 */
export const PLATFORM_MARKUP_TEXT = {
  intro:
    'TripSetu’s own markup raises what agencies pay, with GST at 18% on it; the agency’s own markup then sits on top for its customer. It is shown to the agency as its own fare line and is not refunded on a cancellation.',
  specificHint:
    'Where several apply, the one for one agency comes first, then an agency group’s, then every agency’s; then an airline’s, then a service type’s.',
  loading: 'Loading TripSetu markups…',
  tableLabel: 'TripSetu markups',
  count: (count: number) => (count === 1 ? '1 markup' : `${count} markups`),
  allCarriers: 'All carriers',
  allSectors: 'Domestic and international',
  column: {
    product: 'Product',
    carrier: 'Carrier',
    serviceType: 'Service type',
    for: 'For',
    markup: 'Markup',
    addedBy: 'Added by',
    addedOn: 'Added on',
    actions: 'Actions',
  },
  remove: {
    button: 'Delete',
    title: 'Delete TripSetu markup',
    question: (markup: string) =>
      `Delete the markup ${markup}? Bookings from now on no longer pay it; those made keep it.`,
    yes: 'Delete markup',
    no: 'Cancel',
  },
  form: {
    title: 'Add TripSetu markup',
    submit: 'Add markup',
    summary: 'The markup was not added. Correct these fields:',
    kind: 'Markup type',
    percent: 'Percentage of the fare before taxes',
    flat: 'Flat amount per unit',
    value: 'Markup value',
    percentHint: 'Percent of base fare + YQ, a seat’s fare or a room’s cost, e.g. 1.5',
    flatHint: 'Rupees per passenger per segment, per seat or per room-night, e.g. 50',
    carrierHint: 'Flights only',
    scope: 'For',
    scopes: { ALL: 'Every agency', GROUP: 'An agency group', AGENCY: 'One agency' },
    agencyGroupId: 'Agency group',
    groupHint: 'Groups are kept on the Agency groups page',
    noGroups: 'No groups yet: add one on the Agency groups page',
    agencyId: 'Agency id',
    agencyHint: 'The number shown on the Agencies page',
  },
} as const;

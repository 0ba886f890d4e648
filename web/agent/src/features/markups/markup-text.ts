/**
 * The Agent Markup page's English words. They load with the page, not with the portal's dictionary, which ships
 * with the sign-in page (i18n/en/markups.ts holds the menu label only); the spec's messages are the domain's
 * MARKUP_MSG.
 */
export const MARKUP_TEXT = {
  intro:
    'Your standing markups: each review form fills its markup field from them, and the agent may still change it. A markup reaches only your customer’s invoice, never what your agency pays.',
  specificHint: 'A markup for one airline applies before the one for all carriers.',
  staffView: {
    label: 'Show my staff search prices with our markup',
    hint: 'Flight and bus search results then show your staff the price your customer pays; what your agency pays is unchanged.',
    staffNote: 'Search prices include your agency’s markup, as your owner chose: the price your customer pays.',
  },
  loading: 'Loading markups…',
  tableLabel: 'Agent markups',
  count: (count: number) => (count === 1 ? '1 markup' : `${count} markups`),
  allCarriers: 'All carriers',
  column: {
    product: 'Product',
    carrier: 'Carrier',
    markup: 'Markup',
    addedBy: 'Added by',
    addedOn: 'Added on',
    actions: 'Actions',
  },
  remove: {
    button: 'Delete',
    title: 'Delete markup',
    question: (markup: string) => `Delete the markup ${markup}? Review forms no longer fill it in.`,
    yes: 'Delete markup',
    no: 'Cancel',
  },
  form: {
    title: 'Add markup',
    submit: 'Add markup',
    summary: 'The markup was not added. Correct these fields:',
    kind: 'Markup type',
    percent: 'Percentage of the fare',
    flat: 'Flat amount',
    value: 'Markup value',
    percentHint: 'Percent of the fare your customer sees, e.g. 2.5',
    flatHint: 'Rupees, e.g. 400',
    per: 'Charged',
    carrierHint: 'Flights only',
  },
} as const;

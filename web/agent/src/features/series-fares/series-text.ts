import { SERIES_COLUMNS } from '@tripsetu/domain/series-fares.ts';

/**
 * The Series fares page's English words. They load with the page, not with the portal's dictionary (i18n/en/series.ts
 * holds the menu label only); the spec's and the server's messages are the domain's SERIES_MSG.
 */
export const SERIES_TEXT = {
  intro:
    'Blocks of seats bought from the airlines on a named flight and date, sold to agencies as a Series fare at the fixed fares set here: never more seats than the block, non-refundable beyond the taxes, no date change.',
  loading: 'Loading series fares…',
  tableLabel: 'Series fares',
  count: (count: number) => (count === 1 ? '1 series fare' : `${count} series fares`),
  column: {
    flight: 'Flight',
    date: 'Date',
    route: 'Route',
    cabin: 'Cabin',
    seats: 'Seats',
    sold: 'Sold',
    left: 'Left',
    fares: 'Fares',
    baggage: 'Check-in',
    addedBy: 'Added by',
    status: 'Status',
    actions: 'Actions',
  },
  onSale: 'On sale',
  soldOut: 'Sold out',
  withdrawn: 'Withdrawn',
  withdraw: {
    button: 'Withdraw',
    title: 'Withdraw series fare',
    question: (block: string) =>
      `Withdraw the series fare ${block}? Its unsold seats leave the search at once; what it sold stays booked.`,
    yes: 'Withdraw',
    no: 'Cancel',
  },
  form: {
    title: 'Add series fare',
    submit: 'Add series fare',
    summary: 'The series fare was not added. Correct these fields:',
    flight: 'Flight',
    flightHint: 'Airline code and number, e.g. 6E-2031',
    date: 'Date of travel',
    cabin: 'Cabin',
    seats: 'Seats in the block',
    adultFare: 'Adult fare (₹)',
    childFare: 'Child fare (₹)',
    infantFare: 'Infant fare (₹)',
    fareHint: 'Base fare per traveller; GST and airport charges are added',
    checkIn: 'Check-in baggage (kg)',
  },
  upload: {
    title: 'Upload a spreadsheet',
    hint: `One block per row, under the column names of the template (${SERIES_COLUMNS.map(([, label]) => label).join(', ')}). Every row is added, or none: the rows to correct are listed.`,
    file: 'Spreadsheet (.xlsx or .csv)',
    placeholder: 'Choose a file',
    clear: 'Clear the chosen file',
    submit: 'Upload',
    template: 'Download the template (CSV)',
    errorsLabel: 'Rows to correct',
    row: 'Row',
    columnName: 'Column',
    problem: 'Problem',
  },
} as const;

import { VISA_LIMITS } from '@tripsetu/domain/visas.ts';

/**
 * The Visa types page's English words (decision 043); the back office reads English. The menu label is in
 * i18n/en/visas.ts, the messages are the domain's VISA_MSG.
 */
export const VISA_TYPES_TEXT = {
  intro:
    'What agencies can apply for at each destination: entries, stay, validity, processing time, the fee taken from their wallet and the documents they upload. Withdrawing a type stops new applications; those made under it are kept.',
  listTitle: 'Visa types on offer',
  loading: 'Loading visa types…',
  none: 'No visa types are offered yet',
  notOffered: (destinations: string) => `Not offered yet: ${destinations}`,
  count: (count: number) => (count === 1 ? '1 visa type' : `${count} visa types`),
  tableLabel: (destination: string) => `Visa types for ${destination}`,
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  workingDays: (days: number) => (days === 1 ? '1 working day' : `${days} working days`),
  refundable: 'Yes',
  notRefundable: 'No',
  added: (by: string, at: string) => `${by}, ${at}`,
  column: {
    name: 'Visa type',
    entry: 'Entry',
    stay: 'Stay',
    validity: 'Valid for',
    processing: 'Processing',
    fee: 'Fee',
    refundable: 'Refund if rejected',
    checklist: 'Documents',
    added: 'Added',
    actions: 'Actions',
  },
  withdraw: {
    button: 'Withdraw',
    title: 'Withdraw visa type',
    question: (visaType: string) =>
      `Withdraw ${visaType}? Agencies can no longer apply for it; applications made under it are kept.`,
    yes: 'Withdraw visa type',
    no: 'Cancel',
  },
  form: {
    title: 'Add a visa type',
    submit: 'Add visa type',
    summary: 'The visa type was not added. Correct these fields:',
    destination: 'Destination',
    chooseDestination: 'Choose a destination',
    name: 'Name',
    nameHint: 'e.g. 30-day tourist visa',
    entry: 'Entry',
    entries: { SINGLE: 'Single', MULTIPLE: 'Multiple' },
    stayDays: 'Stay (days)',
    validityDays: 'Valid for (days)',
    validityHint: 'From issue; at least the stay',
    processingDays: 'Processing (working days)',
    fee: 'Fee (₹)',
    feeHint: 'Taken from the agency’s wallet, e.g. 7200',
    refundable: 'Fee refunded if the application is rejected',
    checklist: 'Documents to upload',
    checklistHint: `One per line, at most ${VISA_LIMITS.checklistMax}, e.g. Passport front page`,
  },
} as const;

import type { Dictionary } from '../i18n.ts';

/** Hindi: the words of the flight booking page so far; the rest of en/flight-documents.ts falls back to English. */
export const flightDocuments: Dictionary = {
  'flightDocs.heading': 'दस्तावेज़',
  'flightDocs.e-ticket': 'ई-टिकट',
  'flightDocs.tax-invoice': 'टैक्स इनवॉइस',
  'flightDocs.customer-invoice': 'ग्राहक इनवॉइस',
};

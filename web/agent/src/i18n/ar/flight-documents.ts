import type { Dictionary } from '../i18n.ts';

/** Arabic: the words of the flight booking page so far; the rest of en/flight-documents.ts falls back to English. */
export const flightDocuments: Dictionary = {
  'flightDocs.heading': 'المستندات',
  'flightDocs.e-ticket': 'التذكرة الإلكترونية',
  'flightDocs.tax-invoice': 'الفاتورة الضريبية',
  'flightDocs.customer-invoice': 'فاتورة العميل',
};

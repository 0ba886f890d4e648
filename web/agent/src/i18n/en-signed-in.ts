import { addServices } from './en/add-services.ts';
import { bankAccounts } from './en/bank-accounts.ts';
import { cancellation } from './en/cancellation.ts';
import { commissions } from './en/commissions.ts';
import { flightBooking } from './en/flight-booking.ts';
import { flightDocuments } from './en/flight-documents.ts';
import { flights } from './en/flights.ts';
import { home } from './en/home.ts';
import { hotelBooking } from './en/hotel-booking.ts';
import { importPnr } from './en/import-pnr.ts';
import { manageBookings } from './en/manage-bookings.ts';
import { markups } from './en/markups.ts';
import { offlineRequests } from './en/offline-requests.ts';
import { orderAdmin } from './en/order-admin.ts';
import { payments } from './en/payments.ts';
import { registration } from './en/registration.ts';
import { reports } from './en/reports.ts';
import { reschedule } from './en/reschedule.ts';
import { visas } from './en/visas.ts';
import { wallet } from './en/wallet.ts';

/**
 * The English of the pages past sign-in that do not bring their own (registerWords): loaded once, before the first
 * of them draws (`loadEnglish` in i18n.ts), so that the sign-in page does not carry it.
 */
export const enSignedIn = {
  ...orderAdmin,
  ...registration,
  ...wallet,
  ...commissions,
  ...markups,
  ...reports,
  ...bankAccounts,
  ...payments,
  ...home,
  ...flights,
  ...hotelBooking,
  ...flightBooking,
  ...cancellation,
  ...reschedule,
  ...addServices,
  ...importPnr,
  ...offlineRequests,
  ...manageBookings,
  ...flightDocuments,
  ...visas,
} as const;

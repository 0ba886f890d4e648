import type { Permission } from '@tripsetu/domain/agency.ts';
import type { TextKey } from '../i18n/i18n.ts';
import { allowed } from './allowed.ts';
import { ROUTES } from './routes.ts';

export interface MainMenuItem {
  label: TextKey;
  to: string;
  /** Shown when the user has any of these; an empty list means every signed-in user. */
  anyOf: readonly Permission[];
}

/**
 * §2's main menu in its order, limited to the areas that work today; Logout is a button after these. The
 * permissions mirror the server's table (agency.ts PERMISSIONS), so nobody sees a menu item that
 * would only answer 403.
 */
export const MAIN_MENU: readonly MainMenuItem[] = [
  { label: 'common.menu.book', to: ROUTES.home, anyOf: [] },
  { label: 'payments.menu.makePayment', to: ROUTES.makePayment, anyOf: ['wallet.deposit'] },
  { label: 'manageBookings.menu', to: ROUTES.manageBookings, anyOf: ['flights.manage'] },
  { label: 'wallet.menu.ledger', to: ROUTES.ledger, anyOf: ['wallet.view'] },
  { label: 'commissions.menu', to: ROUTES.commissions, anyOf: ['commissions.view'] },
  { label: 'reports.menu', to: ROUTES.reports, anyOf: ['reports.view', 'reports.admin'] },
  { label: 'common.menu.staff', to: ROUTES.staff, anyOf: ['staff.manage'] },
  { label: 'markups.menu', to: ROUTES.markups, anyOf: ['markups.view'] },
  { label: 'flightBooking.menu.holdQueues', to: ROUTES.flightHoldQueue, anyOf: ['flights.manage'] },
  { label: 'paxCalendar.title', to: ROUTES.flightPaxCalendar, anyOf: ['flights.manage'] },
  { label: 'hotelPax.title', to: ROUTES.hotelPaxCalendar, anyOf: ['hotels.manage'] },
  { label: 'importPnr.menu', to: ROUTES.flightImportPnr, anyOf: ['flights.book'] },
  { label: 'offline.menu', to: ROUTES.offlineRequests, anyOf: ['flights.book'] },
  { label: 'visas.menu', to: ROUTES.visas, anyOf: ['visas.apply'] },
  { label: 'wallet.menu.balance', to: ROUTES.wallet, anyOf: ['wallet.view'] },
  { label: 'common.menu.profile', to: ROUTES.profile, anyOf: ['profile.view'] },
  { label: 'common.menu.support', to: ROUTES.support, anyOf: ['support.use', 'support.answer'] },
  { label: 'wallet.menu.upload', to: ROUTES.walletUpload, anyOf: ['wallet.deposit'] },
  { label: 'common.menu.applications', to: ROUTES.applications, anyOf: ['applications.review'] },
  { label: 'common.menu.agents', to: ROUTES.agents, anyOf: ['agents.view'] },
  { label: 'wallet.menu.adminDeposits', to: ROUTES.adminDeposits, anyOf: ['wallet.admin'] },
  { label: 'cancellationRequest.menu', to: ROUTES.adminCancellationRequests, anyOf: ['bookings.admin'] },
  { label: 'offline.queueMenu', to: ROUTES.adminOfflineRequests, anyOf: ['bookings.admin'] },
  { label: 'visas.adminApplicationsMenu', to: ROUTES.adminVisaApplications, anyOf: ['visas.admin'] },
  { label: 'visas.adminTypesMenu', to: ROUTES.adminVisaTypes, anyOf: ['visas.admin'] },
  { label: 'wallet.menu.adminWallet', to: ROUTES.adminWallet, anyOf: ['wallet.admin'] },
  { label: 'bankAccounts.menu', to: ROUTES.adminBankAccounts, anyOf: ['wallet.admin'] },
  { label: 'commissions.adminMenu', to: ROUTES.adminCommissionRules, anyOf: ['commissions.admin'] },
  { label: 'agencyGroups.menu', to: ROUTES.adminAgencyGroups, anyOf: ['commissions.admin'] },
  { label: 'platformMarkups.menu', to: ROUTES.adminPlatformMarkups, anyOf: ['commissions.admin'] },
  { label: 'series.adminMenu', to: ROUTES.adminSeriesFares, anyOf: ['series.admin'] },
  { label: 'currencyRates.menu', to: ROUTES.adminCurrencyRates, anyOf: ['rates.admin'] },
];

export function menuFor(can: (permission: Permission) => boolean): MainMenuItem[] {
  return MAIN_MENU.filter((item) => allowed(item.anyOf, can));
}

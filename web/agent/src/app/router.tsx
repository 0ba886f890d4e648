import type { Permission } from '@tripsetu/domain/agency.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { RouteErrorBoundary } from '@tripsetu/ui/RouteErrorBoundary';
import { type ReactNode, Suspense } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage.tsx';
import { t } from '../i18n/i18n.ts';
import { lazyPage } from '../lib/lazy.ts';
import { NotFoundPage, RouteErrorView } from './ErrorScreens.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RequireSession } from './RequireSession.tsx';
import { FOOTER_PAGES, ROUTES } from './routes.ts';
import { SessionExpiryGate } from './SessionExpiryGate.tsx';
import { SiteLayout } from './SiteLayout.tsx';

// Everything past the sign-in page loads on first visit, so the sign-in page stays small.
const AppShell = lazyPage(() => import('./AppShell.tsx'), 'AppShell');
const HomePage = lazyPage(() => import('../features/home/HomePage.tsx'), 'HomePage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage.tsx'), 'ProfilePage');
const StaffPage = lazyPage(() => import('../features/staff/StaffPage.tsx'), 'StaffPage');
const ApplicationsPage = lazyPage(() => import('../features/admin/ApplicationsPage.tsx'), 'ApplicationsPage');
const ApplicationDetailPage = lazyPage(
  () => import('../features/admin/ApplicationDetailPage.tsx'),
  'ApplicationDetailPage',
);
const AgentsPage = lazyPage(() => import('../features/admin/AgentsPage.tsx'), 'AgentsPage');
const CreditNotePage = lazyPage(
  () => import('../features/flight-booking/documents/CreditNotePage.tsx'),
  'CreditNotePage',
);
const AddServicesPage = lazyPage(
  () => import('../features/flight-booking/add-services/AddServicesPage.tsx'),
  'AddServicesPage',
);
const ReschedulePage = lazyPage(
  () => import('../features/flight-booking/reschedule/ReschedulePage.tsx'),
  'ReschedulePage',
);
const PaxCalendarPage = lazyPage(() => import('../features/flight-booking/PaxCalendarPage.tsx'), 'PaxCalendarPage');
const ImportPnrPage = lazyPage(
  () => import('../features/flight-booking/import-pnr/ImportPnrPage.tsx'),
  'ImportPnrPage',
);
const OfflineRequestsPage = lazyPage(
  () => import('../features/offline-requests/OfflineRequestsPage.tsx'),
  'OfflineRequestsPage',
);
const NewOfflineRequestPage = lazyPage(
  () => import('../features/offline-requests/NewOfflineRequestPage.tsx'),
  'NewOfflineRequestPage',
);
const OfflineRequestPage = lazyPage(
  () => import('../features/offline-requests/OfflineRequestPage.tsx'),
  'OfflineRequestPage',
);
const AdminOfflineRequestsPage = lazyPage(
  () => import('../features/offline-requests/AdminOfflineRequestsPage.tsx'),
  'AdminOfflineRequestsPage',
);
const CancellationRequestsPage = lazyPage(
  () => import('../features/admin/CancellationRequestsPage.tsx'),
  'CancellationRequestsPage',
);
const SupportListPage = lazyPage(() => import('../features/support/SupportListPage.tsx'), 'SupportListPage');
const SupportRequestPage = lazyPage(() => import('../features/support/SupportRequestPage.tsx'), 'SupportRequestPage');
const BalancePage = lazyPage(() => import('../features/wallet/BalancePage.tsx'), 'BalancePage');
const UploadBalancePage = lazyPage(() => import('../features/wallet/UploadBalancePage.tsx'), 'UploadBalancePage');
const ReceiptPage = lazyPage(() => import('../features/wallet/ReceiptPage.tsx'), 'ReceiptPage');
const MakePaymentPage = lazyPage(() => import('../features/payments/MakePaymentPage.tsx'), 'MakePaymentPage');
const PaymentResultPage = lazyPage(() => import('../features/payments/PaymentResultPage.tsx'), 'PaymentResultPage');
const ViewCommissionsPage = lazyPage(
  () => import('../features/commissions/ViewCommissionsPage.tsx'),
  'ViewCommissionsPage',
);
const ReportsPage = lazyPage(() => import('../features/reports/ReportsPage.tsx'), 'ReportsPage');
const ReportPage = lazyPage(() => import('../features/reports/ReportPage.tsx'), 'ReportPage');
const AgentMarkupPage = lazyPage(() => import('../features/markups/AgentMarkupPage.tsx'), 'AgentMarkupPage');
const AdminCommissionRulesPage = lazyPage(
  () => import('../features/commissions/AdminCommissionRulesPage.tsx'),
  'AdminCommissionRulesPage',
);
const AdminAgencyGroupsPage = lazyPage(
  () => import('../features/agency-groups/AdminAgencyGroupsPage.tsx'),
  'AdminAgencyGroupsPage',
);
const AdminPlatformMarkupsPage = lazyPage(
  () => import('../features/platform-markups/AdminPlatformMarkupsPage.tsx'),
  'AdminPlatformMarkupsPage',
);
const VisasPage = lazyPage(() => import('../features/visas/VisasPage.tsx'), 'VisasPage');
const VisaApplyPage = lazyPage(() => import('../features/visas/VisaApplyPage.tsx'), 'VisaApplyPage');
const VisaApplicationPage = lazyPage(() => import('../features/visas/VisaApplicationPage.tsx'), 'VisaApplicationPage');
const VisaApplicationsPage = lazyPage(
  () => import('../features/visas/VisaApplicationsPage.tsx'),
  'VisaApplicationsPage',
);
const AdminVisaTypesPage = lazyPage(() => import('../features/visas/AdminVisaTypesPage.tsx'), 'AdminVisaTypesPage');
const AdminCurrencyRatesPage = lazyPage(
  () => import('../features/currency-rates/AdminCurrencyRatesPage.tsx'),
  'AdminCurrencyRatesPage',
);
const AdminSeriesFaresPage = lazyPage(
  () => import('../features/series-fares/AdminSeriesFaresPage.tsx'),
  'AdminSeriesFaresPage',
);
const LedgerPage = lazyPage(() => import('../features/wallet/LedgerPage.tsx'), 'LedgerPage');
const AdminDepositsPage = lazyPage(() => import('../features/wallet/AdminDepositsPage.tsx'), 'AdminDepositsPage');
const AdminWalletPage = lazyPage(() => import('../features/wallet/AdminWalletPage.tsx'), 'AdminWalletPage');
const AdminBankAccountsPage = lazyPage(
  () => import('../features/wallet/AdminBankAccountsPage.tsx'),
  'AdminBankAccountsPage',
);
const RegistrationPage = lazyPage(
  () => import('../features/registration/components/RegistrationPage.tsx'),
  'RegistrationPage',
);
const StaticPage = lazyPage(() => import('../features/static-pages/StaticPage.tsx'), 'StaticPage');
const FlightSearchPanel = lazyPage(() => import('../features/flights/FlightSearchPanel.tsx'), 'FlightSearchPanel');
const FlightSearchPage = lazyPage(() => import('../features/flights/FlightSearchPage.tsx'), 'FlightSearchPage');
const FlightResultsPage = lazyPage(() => import('../features/flights/FlightResultsPage.tsx'), 'FlightResultsPage');
const BusSearchPanel = lazyPage(() => import('../features/buses/BusSearchPanel.tsx'), 'BusSearchPanel');
const BusSearchPage = lazyPage(() => import('../features/buses/BusSearchPage.tsx'), 'BusSearchPage');
const BusResultsPage = lazyPage(() => import('../features/buses/BusResultsPage.tsx'), 'BusResultsPage');
const BusTripPage = lazyPage(() => import('../features/buses/BusTripPage.tsx'), 'BusTripPage');
const BusBookingPage = lazyPage(() => import('../features/buses/BusBookingPage.tsx'), 'BusBookingPage');
const HotelSearchPanel = lazyPage(() => import('../features/hotels/HotelSearchPanel.tsx'), 'HotelSearchPanel');
const HotelSearchPage = lazyPage(() => import('../features/hotels/HotelSearchPage.tsx'), 'HotelSearchPage');
const HotelResultsPage = lazyPage(() => import('../features/hotels/HotelResultsPage.tsx'), 'HotelResultsPage');
const HotelDetailsPage = lazyPage(() => import('../features/hotels/HotelDetailsPage.tsx'), 'HotelDetailsPage');
const HotelReviewPage = lazyPage(() => import('../features/hotels/HotelReviewPage.tsx'), 'HotelReviewPage');
const HotelBookingPage = lazyPage(() => import('../features/hotels/HotelBookingPage.tsx'), 'HotelBookingPage');
const HotelPaxCalendarPage = lazyPage(
  () => import('../features/hotels/HotelPaxCalendarPage.tsx'),
  'HotelPaxCalendarPage',
);
const FlightReviewPage = lazyPage(() => import('../features/flight-booking/FlightReviewPage.tsx'), 'FlightReviewPage');
const FlightDocumentPage = lazyPage(
  () => import('../features/flight-booking/documents/FlightDocumentPage.tsx'),
  'FlightDocumentPage',
);
const FlightBookingPage = lazyPage(
  () => import('../features/flight-booking/FlightBookingPage.tsx'),
  'FlightBookingPage',
);
const ManageBookingsPage = lazyPage(
  () => import('../features/manage-bookings/ManageBookingsPage.tsx'),
  'ManageBookingsPage',
);
const OpenBookingPage = lazyPage(() => import('../features/manage-bookings/OpenBookingPage.tsx'), 'OpenBookingPage');
const lazyWalletTab = (name: 'NotesPage' | 'TransfersPage' | 'ReceiptsPage') =>
  lazyPage(() => import('../features/manage-bookings/WalletDocumentsPage.tsx'), name);
const NotesPage = lazyWalletTab('NotesPage');
const TransfersPage = lazyWalletTab('TransfersPage');
const ReceiptsPage = lazyWalletTab('ReceiptsPage');
const BookingSsrHistoryPage = lazyPage(
  () => import('../features/manage-bookings/SsrHistoryPage.tsx'),
  'SsrHistoryPage',
);
const BookingReschedulesPage = lazyPage(
  () => import('../features/manage-bookings/ReschedulesPage.tsx'),
  'ReschedulesPage',
);
const BookingCancellationsPage = lazyPage(
  () => import('../features/manage-bookings/CancellationsPage.tsx'),
  'CancellationsPage',
);
const HoldQueuePage = lazyPage(() => import('../features/flight-booking/HoldQueuePage.tsx'), 'HoldQueuePage');

const loading = () => <FullScreenLoader visible text={t('common.loading')} />;
const suspended = (page: ReactNode) => <Suspense fallback={loading()}>{page}</Suspense>;
const guarded = (anyOf: readonly Permission[], page: ReactNode) => (
  <RequireSession anyOf={anyOf}>{suspended(page)}</RequireSession>
);

/** Every page shares the session-expiry countdown and notice, which need the router to navigate. */
function RootFrame() {
  return (
    <>
      <Outlet />
      <SessionExpiryGate />
    </>
  );
}

const SUPPORT: readonly Permission[] = ['support.use', 'support.answer'];

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: ROUTES.login, element: <LoginPage /> },
          { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
          { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
          { path: ROUTES.register, element: suspended(<RegistrationPage />) },
        ],
      },
      {
        element: <RequireSession>{suspended(<AppShell />)}</RequireSession>,
        children: [
          {
            index: true,
            element: suspended(
              <HomePage
                flightSearch={<FlightSearchPanel />}
                busSearch={<BusSearchPanel />}
                hotelSearch={<HotelSearchPanel />}
              />,
            ),
          },
          { path: ROUTES.flights, element: suspended(<FlightSearchPage />) },
          { path: ROUTES.flightResults, element: suspended(<FlightResultsPage />) },
          { path: ROUTES.flightReview, element: guarded(['flights.book'], <FlightReviewPage />) },
          { path: ROUTES.flightBooking(':id'), element: guarded(['flights.manage'], <FlightBookingPage />) },
          { path: ROUTES.flightReschedule(':id'), element: guarded(['flights.manage'], <ReschedulePage />) },
          { path: ROUTES.flightAddServices(':id'), element: guarded(['flights.manage'], <AddServicesPage />) },
          {
            path: ROUTES.flightCreditNote(':id', ':cancellationId'),
            element: guarded(['flights.manage'], <CreditNotePage />),
          },
          { path: ROUTES.flightHoldQueue, element: guarded(['flights.manage'], <HoldQueuePage />) },
          { path: ROUTES.flightPaxCalendar, element: guarded(['flights.manage'], <PaxCalendarPage />) },
          { path: ROUTES.flightImportPnr, element: guarded(['flights.book'], <ImportPnrPage />) },
          { path: ROUTES.offlineRequests, element: guarded(['flights.book'], <OfflineRequestsPage />) },
          { path: ROUTES.offlineRequestNew, element: guarded(['flights.book'], <NewOfflineRequestPage />) },
          {
            path: ROUTES.offlineRequest(':id'),
            element: guarded(['flights.book', 'bookings.admin'], <OfflineRequestPage />),
          },
          { path: ROUTES.buses, element: suspended(<BusSearchPage />) },
          { path: ROUTES.busResults, element: suspended(<BusResultsPage />) },
          { path: ROUTES.busTrip(':tripId'), element: suspended(<BusTripPage />) },
          { path: ROUTES.busBooking(':id'), element: guarded(['buses.manage'], <BusBookingPage />) },
          { path: ROUTES.hotels, element: suspended(<HotelSearchPage />) },
          { path: ROUTES.hotelResults, element: suspended(<HotelResultsPage />) },
          // The booking's pages and the calendar before a hotel's own page, whose id would match their words.
          { path: ROUTES.hotelBooking(':id'), element: guarded(['hotels.manage'], <HotelBookingPage />) },
          { path: ROUTES.hotelPaxCalendar, element: guarded(['hotels.manage'], <HotelPaxCalendarPage />) },
          { path: ROUTES.hotelReview(':hotelId'), element: guarded(['hotels.book'], <HotelReviewPage />) },
          { path: ROUTES.hotel(':hotelId'), element: suspended(<HotelDetailsPage />) },
          { path: ROUTES.manageBookings, element: guarded(['flights.manage'], <ManageBookingsPage />) },
          { path: ROUTES.busBookings, element: guarded(['flights.manage'], <ManageBookingsPage product="BUS" />) },
          { path: ROUTES.hotelBookings, element: guarded(['flights.manage'], <ManageBookingsPage product="HOTEL" />) },
          { path: ROUTES.openBooking(':id'), element: guarded(['flights.manage'], <OpenBookingPage />) },
          {
            path: ROUTES.bookingCancellations,
            element: guarded(['flights.manage'], <BookingCancellationsPage />),
          },
          { path: ROUTES.bookingNotes, element: guarded(['wallet.view'], <NotesPage />) },
          { path: ROUTES.bookingTransfers, element: guarded(['wallet.view'], <TransfersPage />) },
          { path: ROUTES.bookingReceipts, element: guarded(['wallet.view'], <ReceiptsPage />) },
          {
            path: ROUTES.bookingSsrHistory,
            element: guarded(['flights.manage'], <BookingSsrHistoryPage />),
          },
          {
            path: ROUTES.bookingReschedules,
            element: guarded(['flights.manage'], <BookingReschedulesPage />),
          },
          {
            path: ROUTES.flightDocument(':id', ':document'),
            element: guarded(['flights.manage'], <FlightDocumentPage />),
          },
          { path: ROUTES.profile, element: guarded(['profile.view'], <ProfilePage />) },
          { path: ROUTES.staff, element: guarded(['staff.manage'], <StaffPage />) },
          { path: ROUTES.support, element: guarded(SUPPORT, <SupportListPage />) },
          { path: ROUTES.supportRequest(':id'), element: guarded(SUPPORT, <SupportRequestPage />) },
          { path: ROUTES.applications, element: guarded(['applications.review'], <ApplicationsPage />) },
          {
            path: ROUTES.application(':agencyId'),
            element: guarded(['applications.review'], <ApplicationDetailPage />),
          },
          { path: ROUTES.agents, element: guarded(['agents.view'], <AgentsPage />) },
          {
            path: ROUTES.adminCancellationRequests,
            element: guarded(['bookings.admin'], <CancellationRequestsPage />),
          },
          {
            path: ROUTES.adminOfflineRequests,
            element: guarded(['bookings.admin'], <AdminOfflineRequestsPage />),
          },
          { path: ROUTES.wallet, element: guarded(['wallet.view'], <BalancePage />) },
          { path: ROUTES.walletUpload, element: guarded(['wallet.deposit'], <UploadBalancePage />) },
          { path: ROUTES.walletReceipt(':id'), element: guarded(['wallet.view', 'wallet.admin'], <ReceiptPage />) },
          { path: ROUTES.makePayment, element: guarded(['wallet.deposit'], <MakePaymentPage />) },
          {
            path: ROUTES.payment(':orderRef'),
            element: guarded(['wallet.view', 'wallet.admin'], <PaymentResultPage />),
          },
          { path: ROUTES.ledger, element: guarded(['wallet.view'], <LedgerPage />) },
          { path: ROUTES.commissions, element: guarded(['commissions.view'], <ViewCommissionsPage />) },
          { path: ROUTES.markups, element: guarded(['markups.view'], <AgentMarkupPage />) },
          { path: ROUTES.reports, element: guarded(['reports.view', 'reports.admin'], <ReportsPage />) },
          { path: ROUTES.report(':kind'), element: guarded(['reports.view', 'reports.admin'], <ReportPage />) },
          {
            path: ROUTES.adminCommissionRules,
            element: guarded(['commissions.admin'], <AdminCommissionRulesPage />),
          },
          { path: ROUTES.adminAgencyGroups, element: guarded(['commissions.admin'], <AdminAgencyGroupsPage />) },
          { path: ROUTES.adminCurrencyRates, element: guarded(['rates.admin'], <AdminCurrencyRatesPage />) },
          { path: ROUTES.visas, element: guarded(['visas.apply'], <VisasPage />) },
          { path: ROUTES.visaApply(':typeId'), element: guarded(['visas.apply'], <VisaApplyPage />) },
          { path: ROUTES.visaApplication(':id'), element: guarded(['visas.manage'], <VisaApplicationPage />) },
          { path: ROUTES.visaApplications, element: guarded(['visas.manage'], <VisaApplicationsPage />) },
          { path: ROUTES.adminVisaApplications, element: guarded(['visas.admin'], <VisaApplicationsPage />) },
          { path: ROUTES.adminVisaTypes, element: guarded(['visas.admin'], <AdminVisaTypesPage />) },
          {
            path: ROUTES.adminPlatformMarkups,
            element: guarded(['commissions.admin'], <AdminPlatformMarkupsPage />),
          },
          { path: ROUTES.adminSeriesFares, element: guarded(['series.admin'], <AdminSeriesFaresPage />) },
          { path: ROUTES.adminDeposits, element: guarded(['wallet.admin'], <AdminDepositsPage />) },
          { path: ROUTES.adminWallet, element: guarded(['wallet.admin'], <AdminWalletPage />) },
          { path: ROUTES.adminBankAccounts, element: guarded(['wallet.admin'], <AdminBankAccountsPage />) },
        ],
      },
      {
        element: <SiteLayout />,
        children: [
          ...FOOTER_PAGES.map((page) => ({
            path: ROUTES.page(page.slug),
            element: suspended(<StaticPage slug={page.slug} />),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The portal's pages under BrowserRouter (basename /agent); a page that throws shows the Oops screen. */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.pathname} fallback={() => <RouteErrorView />}>
      {page}
    </RouteErrorBoundary>
  );
}

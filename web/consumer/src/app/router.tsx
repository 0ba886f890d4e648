import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { RouteErrorBoundary } from '@tripsetu/ui/RouteErrorBoundary';
import { Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { SearchPage } from '../features/package-search/components/SearchPage.tsx';
import { lazyPage } from '../lib/lazy.ts';
import { AppShell } from './AppShell.tsx';
import { NotFoundPage, RouteErrorView } from './ErrorScreens.tsx';

const ResultsPage = lazyPage(() =>
  import('../features/package-search/components/ResultsPage.tsx').then((m) => ({ default: m.ResultsPage })),
);
const DetailsPage = lazyPage(() =>
  import('../features/package-details/components/DetailsPage.tsx').then((m) => ({ default: m.DetailsPage })),
);
const BookingPage = lazyPage(() =>
  import('../features/package-booking/components/BookingPage.tsx').then((m) => ({ default: m.BookingPage })),
);
const VoucherPage = lazyPage(() =>
  import('../features/voucher/components/VoucherPage.tsx').then((m) => ({ default: m.VoucherPage })),
);
const MyBookingsPage = lazyPage(() =>
  import('../features/manage-booking/components/MyBookingsPage.tsx').then((m) => ({ default: m.MyBookingsPage })),
);
const ProfilePage = lazyPage(() =>
  import('../features/account/components/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })),
);
const MyBookingCancelPage = lazyPage(() =>
  import('../features/manage-booking/components/MyBookingCancelPage.tsx').then((m) => ({
    default: m.MyBookingCancelPage,
  })),
);
const ManageBookingPage = lazyPage(() =>
  import('../features/manage-booking/components/ManageBookingPage.tsx').then((m) => ({ default: m.ManageBookingPage })),
);
const flightPages = () => import('../features/flights/components/FlightResultsPage.tsx');
const FlightSearchPage = lazyPage(() =>
  import('../features/flights/components/FlightSearchPage.tsx').then((m) => ({ default: m.FlightSearchPage })),
);
const OneWayResultsPage = lazyPage(() => flightPages().then((m) => ({ default: m.OneWayResultsPage })));
const RoundTripResultsPage = lazyPage(() => flightPages().then((m) => ({ default: m.RoundTripResultsPage })));
const InternationalRoundTripResultsPage = lazyPage(() =>
  flightPages().then((m) => ({ default: m.InternationalRoundTripResultsPage })),
);
const FlightReviewPage = lazyPage(() =>
  import('../features/flight-booking/components/FlightReviewPage.tsx').then((m) => ({ default: m.FlightReviewPage })),
);
const FlightTicketPage = lazyPage(() =>
  import('../features/flight-booking/components/FlightTicketPage.tsx').then((m) => ({ default: m.FlightTicketPage })),
);
const flightInvoices = () => import('../features/flight-booking/components/FlightInvoicePage.tsx');
const FlightTaxInvoicePage = lazyPage(() => flightInvoices().then((m) => ({ default: m.FlightTaxInvoicePage })));
const FlightCustomerInvoicePage = lazyPage(() =>
  flightInvoices().then((m) => ({ default: m.FlightCustomerInvoicePage })),
);
const tripPages = () => import('./flight-trip-pages.ts');
const FlightOrderDetailsPage = lazyPage(() => tripPages().then((m) => ({ default: m.FlightOrderDetailsPage })));
const FlightCancellationPage = lazyPage(() => tripPages().then((m) => ({ default: m.FlightCancellationPage })));
const AddServicesPage = lazyPage(() => tripPages().then((m) => ({ default: m.AddServicesPage })));
const FlightReschedulePage = lazyPage(() => tripPages().then((m) => ({ default: m.FlightReschedulePage })));
const RefundReceiptPage = lazyPage(() => tripPages().then((m) => ({ default: m.RefundReceiptPage })));
const FlightSupportPage = lazyPage(() => tripPages().then((m) => ({ default: m.FlightSupportPage })));
const FlightOfflineServicePage = lazyPage(() => tripPages().then((m) => ({ default: m.FlightOfflineServicePage })));
const HoldQueuesPage = lazyPage(() => tripPages().then((m) => ({ default: m.HoldQueuesPage })));
const PassengerCalendarPage = lazyPage(() => tripPages().then((m) => ({ default: m.PassengerCalendarPage })));
const pages = () => import('../features/static-pages/pages.tsx');
const AboutPage = lazyPage(() => pages().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazyPage(() => pages().then((m) => ({ default: m.ContactPage })));
const PrivacyPage = lazyPage(() => pages().then((m) => ({ default: m.PrivacyPage })));
const CancellationPolicyPage = lazyPage(() => pages().then((m) => ({ default: m.CancellationPolicyPage })));
const TermsPage = lazyPage(() => pages().then((m) => ({ default: m.TermsPage })));

const suspended = (element: React.ReactNode) => <Suspense fallback={<FullScreenLoader visible />}>{element}</Suspense>;

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to="/search" replace /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'holiday-package/search-results', element: suspended(<ResultsPage />) },
      { path: 'holiday-package/details/:packageid', element: suspended(<DetailsPage />) },
      { path: 'holiday-package/booking', element: suspended(<BookingPage />) },
      { path: 'holiday-package/voucher/:transactionId', element: suspended(<VoucherPage />) },
      { path: 'about-us', element: suspended(<AboutPage />) },
      { path: 'contact-us', element: suspended(<ContactPage />) },
      { path: 'privacy-policy', element: suspended(<PrivacyPage />) },
      { path: 'Cancellationpolicy', element: suspended(<CancellationPolicyPage />) },
      { path: 'terms-conditions', element: suspended(<TermsPage />) },
      { path: 'flight', element: suspended(<FlightSearchPage />) },
      { path: 'flight/owresults', element: suspended(<OneWayResultsPage />) },
      { path: 'flight/rtresults', element: suspended(<RoundTripResultsPage />) },
      { path: 'flight/rtintlresults', element: suspended(<InternationalRoundTripResultsPage />) },
      { path: 'flight/book', element: suspended(<FlightReviewPage />) },
      { path: 'flight/ticket/:transactionId', element: suspended(<FlightTicketPage />) },
      { path: 'flight/invoice/:transactionId', element: suspended(<FlightTaxInvoicePage />) },
      { path: 'flight/customer-invoice/:transactionId', element: suspended(<FlightCustomerInvoicePage />) },
      { path: 'flight/order-details/:transactionId', element: suspended(<FlightOrderDetailsPage />) },
      { path: 'flight/cancellation/:transactionId', element: suspended(<FlightCancellationPage />) },
      { path: 'flight/refund-receipt/:transactionId', element: suspended(<RefundReceiptPage />) },
      { path: 'flight/reshedule/:transactionId', element: suspended(<FlightReschedulePage />) },
      { path: 'flight/add-ssr/:transactionId', element: suspended(<AddServicesPage />) },
      { path: 'flight/agent-support', element: suspended(<FlightSupportPage />) },
      { path: 'flight/offline-ssr-booking', element: suspended(<FlightOfflineServicePage />) },
      { path: 'flight/hold-queues', element: suspended(<HoldQueuesPage />) },
      { path: 'flight/passenger-calendar', element: suspended(<PassengerCalendarPage />) },
      { path: 'profile', element: suspended(<ProfilePage />) },
      { path: 'my-bookings', element: suspended(<MyBookingsPage />) },
      { path: 'my-bookings/manage', element: suspended(<MyBookingsPage mode="manage" />) },
      { path: 'my-bookings/manage/:transactionId/cancel', element: suspended(<MyBookingCancelPage />) },
      { path: 'manage-booking', element: suspended(<ManageBookingPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The site's pages under BrowserRouter; a page that throws shows the router's fallback (§8). */
export function AppRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteErrorView error={error} />}>
      {page}
    </RouteErrorBoundary>
  );
}

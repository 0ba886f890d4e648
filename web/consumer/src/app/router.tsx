import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ResultsPage } from '../features/package-search/components/ResultsPage.tsx';
import { SearchPage } from '../features/package-search/components/SearchPage.tsx';
import { lazyPage } from '../lib/lazy.ts';
import { AppShell } from './AppShell.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { NotFoundPage, RouteErrorView } from './ErrorScreens.tsx';

const DetailsPage = lazyPage(() =>
  import('../features/package-details/components/DetailsPage.tsx').then((m) => ({ default: m.DetailsPage })),
);
const BookingPage = lazyPage(() =>
  import('../features/package-booking/components/BookingPage.tsx').then((m) => ({ default: m.BookingPage })),
);
const VoucherPage = lazyPage(() =>
  import('../features/voucher/components/VoucherPage.tsx').then((m) => ({ default: m.VoucherPage })),
);
const pages = () => import('../features/static-pages/pages.tsx');
const AboutPage = lazyPage(() => pages().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazyPage(() => pages().then((m) => ({ default: m.ContactPage })));
const PrivacyPage = lazyPage(() => pages().then((m) => ({ default: m.PrivacyPage })));
const CancellationPolicyPage = lazyPage(() => pages().then((m) => ({ default: m.CancellationPolicyPage })));
const TermsPage = lazyPage(() => pages().then((m) => ({ default: m.TermsPage })));

const suspended = (element: React.ReactNode) => <Suspense fallback={<FullScreenLoader visible />}>{element}</Suspense>;

const FLIGHT_ROUTES = [
  'flight',
  'flight/owresults',
  'flight/rtresults',
  'flight/rtintlresults',
  'flight/book',
  'flight/ticket/:transactionId',
  'flight/invoice/:transactionId',
  'flight/customer-invoice/:transactionId',
  'flight/add-ssr/:transactionId',
  'flight/passenger-calendar',
  'flight/order-details/:transactionId',
  'flight/agent-support',
  'flight/hold-queues',
  'flight/reshedule/:transactionId',
  'flight/cancellation/:transactionId',
  'flight/offline-ssr-booking',
  'flight/refund-receipt/:transactionId',
];

const ACCOUNT_ROUTES = [
  'my-bookings',
  'my-bookings/manage',
  'my-bookings/manage/:transactionId/cancel',
  'manage-booking',
  'profile',
];

const flights = (
  <ComingSoonPage
    title="Flights"
    body="Flight search and booking open soon. Meanwhile, many of our holiday packages include return flights from your city."
  />
);
const account = (
  <ComingSoonPage
    title="My account"
    body="Signing in, your profile and managing bookings online open soon. For help with a booking now, write to support@tripsetu.in with your reference number."
  />
);

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorView />,
    children: [
      { index: true, element: <Navigate to="/search" replace /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'holiday-package/search-results', element: <ResultsPage /> },
      { path: 'holiday-package/details/:packageid', element: suspended(<DetailsPage />) },
      { path: 'holiday-package/booking', element: suspended(<BookingPage />) },
      { path: 'holiday-package/voucher/:transactionId', element: suspended(<VoucherPage />) },
      { path: 'about-us', element: suspended(<AboutPage />) },
      { path: 'contact-us', element: suspended(<ContactPage />) },
      { path: 'privacy-policy', element: suspended(<PrivacyPage />) },
      { path: 'Cancellationpolicy', element: suspended(<CancellationPolicyPage />) },
      { path: 'terms-conditions', element: suspended(<TermsPage />) },
      ...FLIGHT_ROUTES.map((path) => ({ path, element: flights })),
      ...ACCOUNT_ROUTES.map((path) => ({ path, element: account })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

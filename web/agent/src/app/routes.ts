/** The portal's pages, under the /agent/ base (router basename). agent-portal.md §2 leaves paths out: decided here. */
export const ROUTES = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  profile: '/profile',
  staff: '/staff',
  support: '/support',
  supportRequest: (id: number | string) => `/support/${id}`,
  applications: '/admin/applications',
  application: (agencyId: number | string) => `/admin/applications/${agencyId}`,
  agents: '/admin/agents',
  wallet: '/wallet',
  walletUpload: '/wallet/upload',
  makePayment: '/wallet/make-payment',
  /** The payment gateway sends the payer back here (server: payments.service.ts RESULT_PATH). */
  payment: (orderRef: string) => `/wallet/payments/${orderRef}`,
  walletReceipt: (depositId: number | string) => `/wallet/receipts/${depositId}`,
  ledger: '/ledger',
  /** View Commissions (§2): the commission rules that apply to the agency, filtered (issue 24). */
  commissions: '/commissions',
  /** Agent Markup (§2): the agency's standing markups, which the review forms prefill (issue 24). */
  markups: '/markups',
  /** Reports (§2): the list, and one report with its period and filters in the query string (decision 035). */
  reports: '/reports',
  report: (kind: string) => `/reports/${kind}`,
  adminDeposits: '/admin/deposits',
  adminWallet: '/admin/wallet',
  adminBankAccounts: '/admin/bank-accounts',
  /** The back office's queue of cancellation requests (issue 21). */
  adminCancellationRequests: '/admin/cancellation-requests',
  /** The back office's queue of offline requests and travellers' service requests (decision 028). */
  adminOfflineRequests: '/admin/offline-requests',
  /** The back office's commission rules: added, listed and deleted (issue 24, decision 034). */
  adminCommissionRules: '/admin/commission-rules',
  adminSeriesFares: '/admin/series-fares',
  adminAgencyGroups: '/admin/agency-groups',
  /** TripSetu's own markup under the agencies' (issue 24, decision 040). */
  adminPlatformMarkups: '/admin/platform-markups',
  /** Display currencies' rates, set for a day (issue 25, decision 041). */
  adminCurrencyRates: '/admin/currency-rates',
  /** Visas (issue 25, decision 043): the destinations' types, an application per traveller, its page. */
  visas: '/visas',
  visaApply: (typeId: number | string) => `/visas/apply/${typeId}`,
  visaApplication: (id: number | string) => `/visas/applications/${id}`,
  /** Manage Bookings' Visas tab. */
  visaApplications: '/bookings/visas',
  adminVisaTypes: '/admin/visa-types',
  adminVisaApplications: '/admin/visa-applications',
  flights: '/flights',
  /** The search lives in the query string (features/flights/flight-search-url.ts). */
  flightResults: '/flights/results',
  /** The fares to review live in the query string (features/flight-booking/review-url.ts). */
  flightReview: '/flights/review',
  /** The ticket page: where a booking lands once booked or held (§4). */
  flightBooking: (id: number | string) => `/flights/bookings/${id}`,
  /** Reschedule travellers of a ticketed booking (decision 024). */
  flightReschedule: (id: number | string) => `/flights/bookings/${id}/reschedule`,
  /** Add seats, meals, baggage and services to a ticketed booking (decision 025). */
  flightAddServices: (id: number | string) => `/flights/bookings/${id}/add-services`,
  /** A cancellation's GST credit note (decision 023). */
  flightCreditNote: (id: number | string, cancellationId: number | string) =>
    `/flights/bookings/${id}/credit-notes/${cancellationId}`,
  flightHoldQueue: '/flights/hold-queue',
  /** Import PNR: an airline PNR made outside the portal becomes a booking on hold (decision 026). */
  flightImportPnr: '/flights/import-pnr',
  /** Offline requests: what the search does not offer, quoted by the back office (decision 028). */
  offlineRequests: '/flights/offline-requests',
  offlineRequestNew: '/flights/offline-requests/new',
  offlineRequest: (id: number | string) => `/flights/offline-requests/${id}`,
  /** Flight Pax Calendar: the month lives in the query string (?month=YYYY-MM). */
  flightPaxCalendar: '/flights/pax-calendar',
  /** Bus search (issue 22, decision 030): the search lives in the query string (?from=BLR&to=HYD&date=…). */
  buses: '/buses',
  busResults: '/buses/results',
  /** A bus trip's seats; the id is the service and the date ('VRL-2041@2026-12-01'), safe in a path as it is. */
  busTrip: (tripId: string) => `/buses/trips/${tripId}`,
  /** A bus booking's ticket, with print, PDF, e-mail and cancellation (decision 031). */
  busBooking: (id: number | string) => `/buses/bookings/${id}`,
  /** Hotel search (issue 23, decision 032): the search lives in the query string (hotel-search-url.ts). */
  hotels: '/hotels',
  hotelResults: '/hotels/results',
  /** A hotel's details for the search's stay ('GOI-0012', safe in a path as it is). */
  hotel: (hotelId: string) => `/hotels/${hotelId}`,
  /** Review and book a rate of a hotel: the stay and the rate live in the query string (decision 033). */
  hotelReview: (hotelId: string) => `/hotels/${hotelId}/book`,
  /** A hotel booking: its voucher and bill, with print, PDF, e-mail and cancellation (decision 033). */
  hotelBooking: (id: number | string) => `/hotels/bookings/${id}`,
  /** Hotel Pax Calendar: the agency's guests by check-in day; the month lives in the query string. */
  hotelPaxCalendar: '/hotels/pax-calendar',
  /** Manage Bookings' Hotels tab: where a hotel booking and a hotel cancellation land (§4). */
  hotelBookings: '/bookings/hotels',
  /** Manage Bookings' Buses tab: where a bus booking and a bus cancellation land (§4). */
  busBookings: '/bookings/buses',
  /** Any product's booking by id: opens the product's own page (ledger lines, cancellations). */
  openBooking: (id: number | string) => `/bookings/open/${id}`,
  /** Manage Bookings: the filters live in the query string. */
  manageBookings: '/bookings',
  bookingCancellations: '/bookings/cancellations',
  bookingReschedules: '/bookings/reschedules',
  bookingSsrHistory: '/bookings/ssr-history',
  bookingNotes: '/bookings/notes',
  bookingTransfers: '/bookings/transfers',
  bookingReceipts: '/bookings/receipts',
  /** A booking's e-ticket, tax invoice or customer invoice as a print page. */
  flightDocument: (id: number | string, document: string) => `/flights/bookings/${id}/${document}`,
  page: (slug: string) => `/${slug}`,
} as const;

/** The footer's pages (§2), each a real page of content. */
export const FOOTER_PAGES = [
  { slug: 'about-us', label: 'About us' },
  { slug: 'contact-us', label: 'Contact us' },
  { slug: 'features', label: 'Features' },
  { slug: 'faq', label: 'FAQ' },
  { slug: 'news', label: 'News' },
  { slug: 'pricing', label: 'Pricing' },
  { slug: 'core-values', label: 'Core values' },
  { slug: 'partner', label: 'Partner' },
  { slug: 'blog', label: 'Blog' },
  { slug: 'help', label: 'Support' },
  { slug: 'feedback', label: 'Feedback' },
  { slug: 'accessibility', label: 'Accessibility' },
  { slug: 'privacy-policy', label: 'Privacy policy' },
] as const;

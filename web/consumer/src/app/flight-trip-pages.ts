/**
 * The traveller's pages about flights already booked, loaded together as one lazy module: nine routes that
 * are never a first page, so the landing carries one loader for them rather than nine (the first-load
 * budget of decision 018).
 */
export { AddServicesPage } from '../features/flight-booking/after-sales/AddServicesPage.tsx';
export { FlightCancellationPage } from '../features/flight-booking/after-sales/FlightCancellationPage.tsx';
export { FlightOrderDetailsPage } from '../features/flight-booking/after-sales/FlightOrderDetailsPage.tsx';
export { FlightReschedulePage } from '../features/flight-booking/after-sales/FlightReschedulePage.tsx';
export { RefundReceiptPage } from '../features/flight-booking/after-sales/RefundReceiptPage.tsx';
export { FlightOfflineServicePage } from '../features/flight-offline/FlightOfflineServicePage.tsx';
export { FlightSupportPage } from '../features/flight-support/FlightSupportPage.tsx';
export { HoldQueuesPage } from '../features/flight-trips/HoldQueuesPage.tsx';
export { PassengerCalendarPage } from '../features/flight-trips/PassengerCalendarPage.tsx';

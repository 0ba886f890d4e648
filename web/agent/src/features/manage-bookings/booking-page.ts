import type { BookingProductCode } from '@tripsetu/domain/booking-api.ts';
import { ROUTES } from '../../app/routes.ts';

const PAGES: Record<BookingProductCode, (id: number | string) => string> = {
  FLIGHT: ROUTES.flightBooking,
  BUS: ROUTES.busBooking,
  HOTEL: ROUTES.hotelBooking,
};

/** A booking's own page by its product: the flight's ticket page, the bus ticket, or the hotel's voucher and bill. */
export const bookingPage = (product: BookingProductCode, id: number | string): string => PAGES[product](id);

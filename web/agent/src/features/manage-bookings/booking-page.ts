import type { BookingProductCode } from '@tripsetu/domain/booking-api.ts';
import { ROUTES } from '../../app/routes.ts';

/** A booking's own page by its product: the bus ticket, or the flight's ticket page. */
export const bookingPage = (product: BookingProductCode, id: number | string): string =>
  product === 'BUS' ? ROUTES.busBooking(id) : ROUTES.flightBooking(id);

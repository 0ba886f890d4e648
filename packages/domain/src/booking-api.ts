import { z } from 'zod';
import { flightBooking, holdQueueEntry } from './flight-booking-api.ts';

/**
 * The booking core's routes (decision 022): what is the same for every product — a booking, Perform
 * Ticketing, Release and the hold queue — under /api/v1/bookings. Each answer names the product and
 * carries that product's own view of the booking; a new product adds its variant here.
 */
export const PRODUCT_CODES = ['FLIGHT'] as const;
export type BookingProductCode = (typeof PRODUCT_CODES)[number];

export const anyBooking = z.discriminatedUnion('product', [
  z.object({ product: z.literal('FLIGHT'), booking: flightBooking }),
]);
export type AnyBooking = z.infer<typeof anyBooking>;

/** A hold of any product in the queue, with which product it is. */
export const anyHold = holdQueueEntry.extend({ product: z.enum(PRODUCT_CODES) });
export type AnyHold = z.infer<typeof anyHold>;

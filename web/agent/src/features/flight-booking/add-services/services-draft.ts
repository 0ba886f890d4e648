import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';

export {
  EMPTY_DRAFT,
  flightKey,
  isOpen,
  itemsOf,
  journeyKey,
  type ServicesDraft,
} from '@tripsetu/domain/services-draft.ts';

/** Whether a traveller still flies a flight of the booking (not cancelled there, not moved by a reschedule). */
export const flies = (booking: FlightBooking, traveller: number, legIndex: number, segmentIndex: number) =>
  ![...booking.cancelledSegments, ...booking.rescheduledSegments].some(
    (entry) => entry.traveller === traveller && entry.legIndex === legIndex && entry.segmentIndex === segmentIndex,
  );

/** The travellers who fly a flight and may have a seat or meal added there: seated travellers only. */
export const seatedFlying = (booking: FlightBooking, legIndex: number, segmentIndex: number) =>
  booking.travellers.filter(
    (traveller) => traveller.paxType !== 'INF' && flies(booking, traveller.index, legIndex, segmentIndex),
  );

/** A booking can have services added when it is an agency's, ticketed and paid (the server checks again). */
export const servicesAllowed = (booking: FlightBooking) =>
  booking.status === 'CONFIRMED' && booking.channel === 'AGENT' && booking.paymentStatus === 'PAID';

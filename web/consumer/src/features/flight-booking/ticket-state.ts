import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';

/** 'mm:ss' left until the payment deadline, or null once it has passed. */
export function timeLeft(deadline: string, now: number): string | null {
  const left = Math.floor((Date.parse(deadline) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Ticket numbers of a passenger, one per carrier, as the e-ticket prints them. */
export const ticketNumbers = (passenger: GatewayFlightBooking['passengers'][number]) =>
  passenger.tickets.map((ticket) => `${ticket.carrier} ${ticket.ticketnumber}`).join(', ');

/** The PNR of the carrier that flies a flight, or the first one. */
export function pnrFor(booking: Pick<GatewayFlightBooking, 'pnrs'>, carrier: string): string {
  return (booking.pnrs.find((pnr) => pnr.carrier === carrier) ?? booking.pnrs[0])?.pnr ?? '';
}

import { BAGGAGE, MEALS, SPECIAL_SERVICES } from '@tripsetu/domain/flight-extras.ts';
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

const labelOf = (options: readonly { code: string; label: string }[], code: string) =>
  options.find((option) => option.code === code)?.label ?? code;

/**
 * A passenger's seats and add-ons per leg, as the e-ticket prints them: 'DEL → BOM: seat 3A,
 * Vegetarian meal, Excess baggage 5 kg, Wheelchair …'. Legs with nothing added are left out.
 */
export function addOnsOf(
  booking: Pick<GatewayFlightBooking, 'legs'>,
  passenger: Pick<GatewayFlightBooking['passengers'][number], 'legs'>,
): string[] {
  return passenger.legs.flatMap((leg, index) => {
    const route = booking.legs[index];
    const seats = leg.seats.filter((seat) => seat !== '');
    const parts = [
      ...(seats.length > 0 ? [`seat ${seats.join(', ')}`] : []),
      ...[...new Set(leg.meals.filter((meal) => meal !== ''))].map((code) => labelOf(MEALS, code)),
      ...leg.baggage.map((code) => labelOf(BAGGAGE, code)),
      ...leg.services.map((code) => labelOf(SPECIAL_SERVICES, code)),
    ];
    return parts.length > 0 && route ? [`${route.from} → ${route.to}: ${parts.join(', ')}`] : [];
  });
}

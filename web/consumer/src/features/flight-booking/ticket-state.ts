import { BAGGAGE, MEALS, SPECIAL_SERVICES } from '@tripsetu/domain/flight-extras.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
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

type Cancelled = Pick<GatewayFlightBooking, 'legs' | 'cancelledsegments'>;

/** How the site names a journey of a booking: Onward and Return, or Flight 1, 2 … */
export const journeyName = (booking: Pick<GatewayFlightBooking, 'legs'>, index: number) =>
  booking.legs.length === 2
    ? index === 0
      ? 'Onward'
      : 'Return'
    : booking.legs.length > 1
      ? `Flight ${index + 1}`
      : 'Flight';

/** Whether a passenger is cancelled on a journey (on its first flight: a journey is cancelled whole). */
export const cancelledOn = (booking: Cancelled, passenger: number, leg: number) =>
  booking.cancelledsegments.some((entry) => entry.passenger === passenger && entry.leg === leg);

/** A passenger's standing on the booking: 'Confirmed', 'Cancelled', or which journeys are cancelled. */
export function passengerStatus(booking: Cancelled, passenger: number): string {
  const cancelled = booking.legs.map((_, leg) => cancelledOn(booking, passenger, leg));
  if (cancelled.every(Boolean)) return 'Cancelled';
  if (!cancelled.some(Boolean)) return 'Confirmed';
  const names = booking.legs.map((_, leg) => journeyName(booking, leg)).filter((_, leg) => cancelled[leg]);
  return `${names.join(', ')} cancelled`;
}

/** A confirmed booking with a passenger still flying on a journey not yet departed can be cancelled online. */
export function canCancelOnline(
  booking: Cancelled & Pick<GatewayFlightBooking, 'status_code' | 'passengers'>,
  now: number,
): boolean {
  if (booking.status_code !== 'CONFIRMED') return false;
  return booking.legs.some((leg, index) => {
    const first = leg.flightlegs[0];
    // Within a few hours either way (airports abroad keep other clocks): the server decides exactly.
    const departs = first ? Date.parse(`${first.depdate}T${formatHhmm(first.deptime)}:00+05:30`) : 0;
    return departs > now && booking.passengers.some((_, passenger) => !cancelledOn(booking, passenger, index));
  });
}

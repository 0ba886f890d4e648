import { BAGGAGE, MEALS, SPECIAL_SERVICES } from '@tripsetu/domain/flight-extras.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';

// The payment deadline's countdown is shared with the hold queue (flight-trips).
export { timeLeft } from '../../lib/time-left.ts';

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

type Cancelled = Pick<GatewayFlightBooking, 'legs' | 'cancelledsegments' | 'rescheduledsegments'>;

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
export const cancelledOn = (booking: Pick<GatewayFlightBooking, 'cancelledsegments'>, passenger: number, leg: number) =>
  booking.cancelledsegments.some((entry) => entry.passenger === passenger && entry.leg === leg);

/** The booking a passenger was moved to from a journey by a reschedule, or null. */
export const movedTo = (booking: Pick<GatewayFlightBooking, 'rescheduledsegments'>, passenger: number, leg: number) =>
  booking.rescheduledsegments.find((entry) => entry.passenger === passenger && entry.leg === leg)?.newtxid ?? null;

/** Whether a passenger no longer flies a journey of this booking: cancelled, or moved to another booking. */
export const offJourney = (booking: Cancelled, passenger: number, leg: number) =>
  cancelledOn(booking, passenger, leg) || movedTo(booking, passenger, leg) !== null;

/** A passenger's standing on the booking: 'Confirmed', 'Cancelled', 'Rescheduled', or which journeys are. */
export function passengerStatus(booking: Cancelled, passenger: number): string {
  const states = booking.legs.map((_, leg) =>
    cancelledOn(booking, passenger, leg) ? 'cancelled' : movedTo(booking, passenger, leg) ? 'rescheduled' : null,
  );
  if (states.every((state) => state === null)) return 'Confirmed';
  if (states.every((state) => state === 'cancelled')) return 'Cancelled';
  if (states.every((state) => state === 'rescheduled')) return 'Rescheduled';
  return booking.legs
    .map((_, leg) => (states[leg] ? `${journeyName(booking, leg)} ${states[leg]}` : ''))
    .filter(Boolean)
    .join(', ');
}

/** When a journey's first flight leaves, in ms (India time; airports abroad are near enough: the server decides). */
const departsAt = (leg: GatewayFlightBooking['legs'][number]) => {
  const first = leg.flightlegs[0];
  return first ? Date.parse(`${first.depdate}T${formatHhmm(first.deptime)}:00+05:30`) : 0;
};

/** The journeys not yet departed that someone still flies. */
export const openJourneys = (booking: Cancelled & Pick<GatewayFlightBooking, 'passengers'>, now: number) =>
  booking.legs.flatMap((leg, index) =>
    departsAt(leg) > now && booking.passengers.some((_, passenger) => !offJourney(booking, passenger, index))
      ? [index]
      : [],
  );

/** A confirmed booking with a passenger still flying on a journey not yet departed can be cancelled online. */
export function canCancelOnline(
  booking: Cancelled & Pick<GatewayFlightBooking, 'status_code' | 'passengers'>,
  now: number,
): boolean {
  return booking.status_code === 'CONFIRMED' && openJourneys(booking, now).length > 0;
}

/** The same, paid online (the reschedule's refunds and payments go through the gateway): it can be rescheduled. */
export const canRescheduleOnline = (
  booking: Cancelled & Pick<GatewayFlightBooking, 'status_code' | 'passengers' | 'payment'>,
  now: number,
) => canCancelOnline(booking, now) && booking.payment?.status === 'PAID';

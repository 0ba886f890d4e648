import type { ServiceOptions, ServicesChoiceBody } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import type { ServiceKind } from '@tripsetu/domain/flight-services.ts';

/** What the agent has chosen to add, by flight ('leg|segment|traveller') and by journey ('leg|traveller'). */
export interface ServicesDraft {
  seats: Record<string, string>;
  meals: Record<string, string>;
  baggage: Record<string, string>;
  services: Record<string, string[]>;
}
export const EMPTY_DRAFT: ServicesDraft = { seats: {}, meals: {}, baggage: {}, services: {} };

export const flightKey = (legIndex: number, segmentIndex: number, traveller: number) =>
  `${legIndex}|${segmentIndex}|${traveller}`;
export const journeyKey = (legIndex: number, traveller: number) => `${legIndex}|${traveller}`;

/** Whether a traveller still flies a flight of the booking (not cancelled there, not moved by a reschedule). */
export const flies = (booking: FlightBooking, traveller: number, legIndex: number, segmentIndex: number) =>
  ![...booking.cancelledSegments, ...booking.rescheduledSegments].some(
    (entry) => entry.traveller === traveller && entry.legIndex === legIndex && entry.segmentIndex === segmentIndex,
  );

/** Whether a kind can still be added on a flight (its cut-off not passed). */
export const isOpen = (options: ServiceOptions, legIndex: number, segmentIndex: number, kind: ServiceKind) =>
  options.open.some(
    (entry) => entry.legIndex === legIndex && entry.segmentIndex === segmentIndex && entry.kinds.includes(kind),
  );

/** The travellers who fly a flight and may have a seat or meal added there: seated travellers only. */
export const seatedFlying = (booking: FlightBooking, legIndex: number, segmentIndex: number) =>
  booking.travellers.filter(
    (traveller) => traveller.paxType !== 'INF' && flies(booking, traveller.index, legIndex, segmentIndex),
  );

/** The draft as the items the server prices, in a stable order. */
export function itemsOf(draft: ServicesDraft): ServicesChoiceBody['items'] {
  const items: ServicesChoiceBody['items'] = [];
  const split = (key: string) => key.split('|').map(Number);
  for (const [key, code] of Object.entries(draft.seats)) {
    const [legIndex = 0, segmentIndex = 0, traveller = 0] = split(key);
    if (code) items.push({ traveller, legIndex, segmentIndex, kind: 'SEAT', code });
  }
  for (const [key, code] of Object.entries(draft.meals)) {
    const [legIndex = 0, segmentIndex = 0, traveller = 0] = split(key);
    if (code) items.push({ traveller, legIndex, segmentIndex, kind: 'MEAL', code });
  }
  for (const [key, code] of Object.entries(draft.baggage)) {
    const [legIndex = 0, traveller = 0] = split(key);
    if (code) items.push({ traveller, legIndex, segmentIndex: 0, kind: 'BAGGAGE', code });
  }
  for (const [key, codes] of Object.entries(draft.services)) {
    const [legIndex = 0, traveller = 0] = split(key);
    for (const code of codes) items.push({ traveller, legIndex, segmentIndex: 0, kind: 'SERVICE', code });
  }
  return items;
}

/** A booking can have services added when it is an agency's, ticketed and paid (the server checks again). */
export const servicesAllowed = (booking: FlightBooking) =>
  booking.status === 'CONFIRMED' && booking.channel === 'AGENT' && booking.paymentStatus === 'PAID';

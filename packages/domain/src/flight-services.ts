import { BOOKING_MSG, BOOKING_MSG_DECIDED, type BookingPaxType } from './flight-booking.ts';
import { GST_ON_OTA_CHARGE_PERCENT } from './flight-cancellation.ts';
import { BAGGAGE, baggagePricePaise, MAX_EXCESS_BAGGAGE_KG, MEALS, SPECIAL_SERVICES } from './flight-extras.ts';

/**
 * Services added to a ticketed flight booking (issue 21, docs/decisions/025): a seat or a meal on a
 * flight, excess baggage or a special service on a journey, each until its cut-off before departure,
 * priced from the same catalogue as at booking, with TripSetu's fee on each priced item and GST on it.
 */

export const SERVICE_KINDS = ['SEAT', 'MEAL', 'BAGGAGE', 'SERVICE'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  SEAT: 'Seat',
  MEAL: 'Meal',
  BAGGAGE: 'Excess baggage',
  SERVICE: 'Special service',
};

/**
 * Until when each can be added, in hours before the flight (a journey's first flight for baggage and
 * services): decided as the operator of our own inventory (decision 025).
 */
export const SERVICE_CUTOFF_HOURS: Record<ServiceKind, number> = { SEAT: 4, MEAL: 24, BAGGAGE: 4, SERVICE: 48 };

/** TripSetu's fee per priced item added after booking, by the date it took effect; GST on it. */
export const SERVICE_FEES: readonly { from: string; perItemPaise: number }[] = [
  { from: '2026-01-01', perItemPaise: 50_00 },
];
export function serviceFeeOn(date: string): number {
  let fee = 0;
  for (const row of SERVICE_FEES) if (row.from <= date) fee = row.perItemPaise;
  return fee;
}

/** Decided where the specs are silent (decision 025). */
export const SERVICES_MSG_DECIDED = {
  failed: 'Adding services failed.',
  nothingChosen: 'Please choose a seat, meal, excess baggage or a special service to add.',
  notTicketed: 'Services can be added to a ticketed booking only.',
  notOnFlight: 'This traveller no longer flies on this flight.',
  closed: (kind: ServiceKind) =>
    `${SERVICE_KIND_LABELS[kind]} can no longer be added: it closes ${SERVICE_CUTOFF_HOURS[kind]} hours before departure.`,
  hasSeat: 'This traveller already has a seat on this flight.',
  hasMeal: 'This traveller already has a meal on this flight.',
  seatTwice: 'Two travellers cannot have the same seat.',
  amountChanged:
    'The amount has changed since it was shown, as seats are sold all the time. Please look at the new amount before you confirm.',
  added: 'Services added. The amount is debited from your wallet.',
  travellerPay: 'Pay on the next page to add them. Nothing is added until the payment is received.',
  travellerAdded: 'Added to your booking.',
  travellerPaid: 'Payment received: added to your booking. The e-ticket shows them.',
  travellerRefunded: 'We could not add them after all, so your payment has been refunded.',
  paymentNotFound: 'Payment not found.',
} as const;

/** One thing to add: a seat or meal on a flight (segment), baggage or a service on a journey (segment 0). */
export interface ServiceItem {
  traveller: number;
  legIndex: number;
  segmentIndex: number;
  kind: ServiceKind;
  code: string;
}

/** What the booking has and when its flights leave, as the rules need it. */
export interface ServiceContext {
  travellers: readonly {
    paxType: BookingPaxType;
    legs: readonly {
      seats: readonly string[];
      meals: readonly string[];
      baggage: readonly string[];
      services: readonly string[];
    }[];
  }[];
  /** Flights per journey. */
  segments: readonly number[];
  /** Whether a traveller still flies a flight (not cancelled, not moved by a reschedule). */
  flies: (traveller: number, legIndex: number, segmentIndex: number) => boolean;
  hoursBefore: (legIndex: number, segmentIndex: number) => number;
  international: (legIndex: number) => boolean;
}

export interface ServiceLine extends ServiceItem {
  label: string;
  pricePaise: number;
  feePaise: number;
}

export interface ServicesQuote {
  lines: ServiceLine[];
  totals: { servicesPaise: number; feePaise: number; gstPaise: number; amountPaise: number };
}

type Checked = { ok: true; label: string; pricePaise: number } | { ok: false; reason: string };

/** A meal, baggage or service item against the catalogue and what the traveller has (seats are the inventory's). */
function checkItem(item: ServiceItem, at: number, context: ServiceContext, chosen: readonly ServiceItem[]): Checked {
  const traveller = context.travellers[item.traveller];
  const extras = traveller?.legs[item.legIndex];
  if (!traveller || !extras) return { ok: false, reason: SERVICES_MSG_DECIDED.notOnFlight };
  const others = chosen.filter(
    (other, index) => index !== at && other.traveller === item.traveller && other.legIndex === item.legIndex,
  );
  if (item.kind === 'MEAL') {
    const meal = MEALS.find((option) => option.code === item.code);
    if (!meal || traveller.paxType === 'INF') return { ok: false, reason: BOOKING_MSG_DECIDED.mealUnknown };
    if (meal.childOnly && traveller.paxType !== 'CHD') return { ok: false, reason: BOOKING_MSG_DECIDED.mealChildOnly };
    const twice = others.some((other) => other.kind === 'MEAL' && other.segmentIndex === item.segmentIndex);
    if (extras.meals[item.segmentIndex] || twice) return { ok: false, reason: SERVICES_MSG_DECIDED.hasMeal };
    return { ok: true, label: meal.label, pricePaise: meal.pricePaise };
  }
  if (traveller.paxType === 'INF') return { ok: false, reason: BOOKING_MSG_DECIDED.infantExtras };
  const kinds = (kind: ServiceKind) => [
    ...others.filter((other) => other.kind === kind).map((other) => other.code),
    item.code,
  ];
  if (item.kind === 'BAGGAGE') {
    const option = BAGGAGE.find((entry) => entry.code === item.code);
    if (!option) return { ok: false, reason: BOOKING_MSG_DECIDED.baggageUnknown };
    const codes = [...extras.baggage, ...kinds('BAGGAGE')];
    if (new Set(codes).size !== codes.length) return { ok: false, reason: BOOKING_MSG.baggageTwice };
    const kg = codes.reduce((sum, code) => sum + (BAGGAGE.find((entry) => entry.code === code)?.kg ?? 0), 0);
    if (kg > MAX_EXCESS_BAGGAGE_KG) return { ok: false, reason: BOOKING_MSG.baggageMax };
    return {
      ok: true,
      label: option.label,
      pricePaise: baggagePricePaise(option, context.international(item.legIndex)),
    };
  }
  const service = SPECIAL_SERVICES.find((entry) => entry.code === item.code);
  if (!service) return { ok: false, reason: BOOKING_MSG_DECIDED.ssrUnknown };
  const codes = [...extras.services, ...kinds('SERVICE')];
  if (new Set(codes).size !== codes.length) return { ok: false, reason: BOOKING_MSG.ssrTwice };
  return { ok: true, label: service.label, pricePaise: service.pricePaise };
}

/**
 * The quote for adding these items on `today`: each checked against what the traveller has, the flight
 * they fly and its cut-off; `seatPrice` prices a seat the inventory has found free (or refuses, with why).
 */
export function servicesQuote(
  items: readonly ServiceItem[],
  context: ServiceContext,
  today: string,
  seatPrice: (item: ServiceItem) => Checked,
): { ok: true; quote: ServicesQuote } | { ok: false; reason: string; index: number } {
  if (items.length === 0) return { ok: false, reason: SERVICES_MSG_DECIDED.nothingChosen, index: -1 };
  const fee = serviceFeeOn(today);
  const lines: ServiceLine[] = [];
  for (const [index, item] of items.entries()) {
    const perFlight = item.kind === 'SEAT' || item.kind === 'MEAL';
    const segmentIndex = perFlight ? item.segmentIndex : 0;
    const inTrip = segmentIndex >= 0 && segmentIndex < (context.segments[item.legIndex] ?? 0);
    if (!inTrip || !context.flies(item.traveller, item.legIndex, segmentIndex)) {
      return { ok: false, reason: SERVICES_MSG_DECIDED.notOnFlight, index };
    }
    if (context.hoursBefore(item.legIndex, segmentIndex) < SERVICE_CUTOFF_HOURS[item.kind]) {
      return { ok: false, reason: SERVICES_MSG_DECIDED.closed(item.kind), index };
    }
    const checked =
      item.kind === 'SEAT' ? seatPrice(item) : checkItem({ ...item, segmentIndex }, index, context, items);
    if (!checked.ok) return { ok: false, reason: checked.reason, index };
    lines.push({
      ...item,
      segmentIndex,
      label: checked.label,
      pricePaise: checked.pricePaise,
      feePaise: checked.pricePaise > 0 ? fee : 0,
    });
  }
  const servicesPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const feePaise = lines.reduce((sum, line) => sum + line.feePaise, 0);
  const gstPaise = Math.round((feePaise * GST_ON_OTA_CHARGE_PERCENT) / 100);
  return {
    ok: true,
    quote: { lines, totals: { servicesPaise, feePaise, gstPaise, amountPaise: servicesPaise + feePaise + gstPaise } },
  };
}

import { randomInt } from 'node:crypto';
import { isAirportCode } from '@tripsetu/domain/airports.ts';
import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import type { FareRules, Itinerary } from '@tripsetu/domain/flight-api.ts';
import {
  BAGGAGE,
  BOOKING_CHARGES,
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  BOOKING_STATUS_LABELS,
  type BookingPaxType,
  baggagePricePaise,
  type FareSummary,
  type FlightBookingStatus,
  fareSummary,
  holdLimit,
  MAX_EXCESS_BAGGAGE_KG,
  MEALS,
  PNR_ALPHABET,
  SPECIAL_SERVICES,
  SUMMARY_LABELS,
  seatRestriction,
  type TravellerForm,
  ticketNumber,
  validateBookingGst,
  validateContact,
  validateJourneyExtras,
  validateTraveller,
} from '@tripsetu/domain/flight-booking.ts';
import type {
  BookedTraveller,
  BookingBody,
  BookingDocuments,
  FlightBooking,
  FlightQuote,
  HoldQueueEntry,
  PriceChange,
  QuoteBody,
  QuotedLeg,
  SeatMapShape,
} from '@tripsetu/domain/flight-booking-api.ts';
import {
  FLIGHT_MSG,
  type FlightSearchRequest,
  searchLegs,
  validateFlightSearch,
} from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { newTransactionId } from '../../lib/ids.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { endsOf } from '../flights/flights.service.ts';
import {
  cabinCapacity,
  inventorySupplier,
  presoldSeats,
  type Quoted,
  type SoldSeats,
} from '../flights/inventory-supplier.ts';
import { type FlightNetwork, type FlightOnDate, isInternational } from '../flights/network.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { bookingFailed } from './booking-errors.ts';
import { documentMail, routeOf } from './document-mail.ts';
import { type AgencyParty, customerInvoice, type FlightDocument, gstSplit, OPERATOR, renderPdf } from './documents.ts';
import { refuseDuplicateBooking } from './duplicate-bookings.ts';
import { holdLimits } from './hold-limits.ts';
import { invoiceNumbers } from './invoice-numbers.ts';
import { flightSeats } from './seat-map.ts';

type Db = Kysely<Database> | Transaction<Database>;
type TravellerIn = TravellerForm & {
  legs?: { seats?: string[]; meals?: string[]; baggage?: string[]; services?: string[] }[];
};

/** Who books: an agent paying from the wallet or holding, or a traveller who pays on the gateway's page by a deadline. */
type Booker =
  | { channel: 'AGENT'; user: AgentUser }
  | { channel: 'CONSUMER'; consumerUserId: number; paymentDeadline: number };

/** Why an unpaid consumer booking gave its seats back. */
export const PAYMENT_DEADLINE_RELEASE_REASON = 'Payment not received in time';

/** A flight's cabin on a date: the unit of inventory. */
export interface FlightKey {
  scheduleId: number;
  date: string;
  cabin: Cabin;
}
const keyOf = (flight: FlightKey) => `${flight.scheduleId}|${flight.date}|${flight.cabin}`;

interface Resolved {
  request: FlightSearchRequest;
  legs: { leg: QuotedLeg; quoted: Quoted; fareId: string }[];
  fareRules: Record<string, FareRules>;
  fareTotalPaise: number;
  international: boolean;
  flights: FlightKey[];
}

/** The price-changed answer: 409 with the old and new price and why (§4, §8). */
export class PriceChangedError extends AppError {
  constructor(readonly change: PriceChange) {
    super('CONFLICT', BOOKING_MSG.priceChanged, {
      code: 'PRICE_CHANGED',
      oldTotalPaise: String(change.oldTotalPaise),
      newTotalPaise: String(change.newTotalPaise),
      reason: change.reason,
    });
  }
}

/** A booking that could not be made: 409 'Flight Booking Failed' with the reason; nothing changed. */
/** A journey that leaves or reaches a foreign airport (passports, baggage prices abroad). */
const legIsInternational = (journey: readonly FlightOnDate[]) =>
  journey.some((flight) => isInternational(flight.schedule));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function newPnr(): string {
  let pnr = '';
  for (let i = 0; i < 6; i++) pnr += PNR_ALPHABET[randomInt(PNR_ALPHABET.length)];
  return pnr;
}

/**
 * Flight review, booking, holds (issue 7, docs/decisions/013). Inventory is flight_inventory's seats
 * sold per flight and cabin, changed only under that row's lock; a seat chosen is a row of
 * flight_seat_assignments; money moves through the wallet in the same transaction, so a booking and
 * its payment and seats happen together or not at all.
 */
export function createFlightBookingsService(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  mail: MailService;
  logger: Logger;
  network: () => FlightNetwork;
  today: () => string;
  now?: () => number;
  /** The site's address, for links in the e-mails to travellers. */
  publicUrl?: string;
  /** An agency's logo for its customers' documents (the agencies module keeps the files). */
  agencyLogo?: (agencyId: number) => Promise<{ bytes: Buffer; contentType: string; url: string } | null>;
}) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => Date.now());
  /** Seats sold through TripSetu by flight, as last committed (the search prices with these). */
  const sold = new Map<string, number>();
  const soldSeats: SoldSeats = (scheduleId, date, cabin) => sold.get(`${scheduleId}|${date}|${cabin}`) ?? 0;
  const supplier = inventorySupplier({ network: deps.network, today: deps.today, now, soldSeats });
  const limits = holdLimits({ wallet, now });

  async function refreshSold(flights: readonly FlightKey[]) {
    for (const flight of flights) {
      const row = await db
        .selectFrom('flight_inventory')
        .select('seats_sold')
        .where('schedule_id', '=', flight.scheduleId)
        .where('flight_date', '=', flight.date)
        .where('cabin', '=', flight.cabin)
        .executeTakeFirst();
      sold.set(keyOf(flight), row?.seats_sold ?? 0);
    }
  }

  /** The search's legs with the chosen fares, priced now (with `seats`, e.g. counts read under lock). */
  function resolve(body: QuoteBody, seats: SoldSeats = soldSeats): Resolved {
    const request = body.search as FlightSearchRequest;
    const searchErrors = validateFlightSearch(request, deps.today(), isAirportCode);
    if (Object.keys(searchErrors).length > 0) throw AppError.validation(searchErrors as Record<string, string>);
    const wanted = searchLegs(request);
    if (body.fareIds.length !== wanted.length) {
      throw AppError.validation({
        fareIds: request.tripType === 'ROUND_TRIP' ? FLIGHT_MSG.selectOnwardAndReturn : FLIGHT_MSG.selectFlight,
      });
    }
    const legs = wanted.map((leg, index) => {
      const fareId = body.fareIds[index] as string;
      const [itineraryId = '', cabin, fareType] = fareId.split('~');
      if (cabin !== request.cabin || fareType !== request.fareType) {
        throw bookingFailed(BOOKING_MSG_DECIDED.fareUnavailable);
      }
      const quoted = supplier.quote(
        {
          from: endsOf(leg.from, request.nearbyAirports),
          to: endsOf(leg.to, request.nearbyAirports),
          date: leg.date,
          cabin: request.cabin,
          fareType: request.fareType,
          adults: request.adults,
          children: request.children,
          infants: request.infants,
          nonStopOnly: request.nonStopOnly,
        },
        itineraryId,
        seats,
      );
      const fits =
        quoted &&
        endsOf(leg.from, request.nearbyAirports).includes(quoted.journey[0]?.schedule.origin ?? '') &&
        endsOf(leg.to, request.nearbyAirports).includes(quoted.journey.at(-1)?.schedule.destination ?? '') &&
        quoted.journey[0]?.departureDate === leg.date;
      if (!quoted || !fits) throw bookingFailed(BOOKING_MSG_DECIDED.seatsSoldOut);
      const fare = quoted.itinerary.fares.find((option) => option.id === fareId);
      if (!fare) throw bookingFailed(BOOKING_MSG_DECIDED.fareUnavailable);
      const itinerary: Itinerary = { ...quoted.itinerary, fares: [fare], lowestTotalPaise: fare.totalPaise };
      return { leg: { from: leg.from, to: leg.to, date: leg.date, itinerary }, quoted, fareId };
    });
    const flights = new Map<string, FlightKey>();
    for (const { quoted } of legs) {
      for (const flight of quoted.journey) {
        const key = { scheduleId: flight.schedule.id, date: flight.departureDate, cabin: request.cabin };
        flights.set(keyOf(key), key);
      }
    }
    const fareRules: Record<string, FareRules> = {};
    for (const { leg, quoted } of legs) {
      const id = leg.itinerary.fares[0]?.rulesId ?? '';
      const rules = quoted.fareRules[id];
      if (rules) fareRules[id] = rules;
    }
    const international = legs.some(({ quoted }) => legIsInternational(quoted.journey));
    return {
      request,
      legs,
      fareRules,
      fareTotalPaise: legs.reduce((total, { leg }) => total + (leg.itinerary.fares[0]?.totalPaise ?? 0), 0),
      international,
      flights: [...flights.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    };
  }

  /** Σ of each fare component over every traveller and leg, and the base by carrier kind. */
  function fareParts(resolved: Resolved) {
    const parts = { base: 0, yq: 0, k3: 0, otherTaxes: 0 };
    const baseByCarrierKind = { lowCost: 0, fullService: 0 };
    for (const { leg } of resolved.legs) {
      const fare = leg.itinerary.fares[0];
      const lowCost = carrierByCode(leg.itinerary.segments[0]?.carrier ?? '')?.lowCost === true;
      for (const pax of fare?.pax ?? []) {
        for (const component of pax.components) {
          const amount = component.amountPaise * pax.count;
          if (component.code === 'BASE') {
            parts.base += amount;
            baseByCarrierKind[lowCost ? 'lowCost' : 'fullService'] += amount;
          } else if (component.code === 'YQ') parts.yq += amount;
          else if (component.code === 'K3') parts.k3 += amount;
          else parts.otherTaxes += amount;
        }
      }
    }
    return { fare: parts, baseByCarrierKind };
  }

  const segmentCount = (resolved: Resolved) =>
    resolved.legs.reduce((total, { quoted }) => total + quoted.journey.length, 0);
  const passengerCount = (request: FlightSearchRequest) => request.adults + request.children + request.infants;

  function summaryOf(
    resolved: Resolved,
    channel: 'AGENT' | 'CONSUMER',
    ssr = { seats: 0, meals: 0, baggage: 0, specialServices: 0 },
    markupPaise = 0,
  ): FareSummary {
    return fareSummary({
      channel,
      ...fareParts(resolved),
      ssr,
      passengers: passengerCount(resolved.request),
      segments: segmentCount(resolved),
      markupPaise,
    });
  }

  async function assignedSeats(source: Db, flight: FlightKey): Promise<Set<string>> {
    const rows = await source
      .selectFrom('flight_seat_assignments')
      .select('seat_no')
      .where('schedule_id', '=', flight.scheduleId)
      .where('flight_date', '=', flight.date)
      .execute();
    return new Set(rows.map((row) => row.seat_no));
  }

  /** The seats of one flight as the seat map shows them, with `soldHere` seats sold through TripSetu. */
  async function seatsOf(source: Db, flight: FlightOnDate, cabin: Cabin, soldHere: number) {
    const capacity = cabinCapacity(flight.schedule.aircraft, cabin);
    const presold = presoldSeats(flight.schedule.id, flight.departureDate, cabin, deps.today(), capacity);
    return flightSeats({
      aircraft: flight.schedule.aircraft,
      cabin,
      scheduleId: flight.schedule.id,
      date: flight.departureDate,
      soldTotal: presold + soldHere,
      assigned: await assignedSeats(source, { scheduleId: flight.schedule.id, date: flight.departureDate, cabin }),
    });
  }

  function changeReason(resolved: Resolved, seenTotal: number, seenClasses: readonly string[] | undefined): string {
    const classes = resolved.legs.map(({ leg }) => leg.itinerary.fares[0]?.bookingClass ?? '');
    const moved = classes.findIndex(
      (bookingClass, index) => seenClasses?.[index] && seenClasses[index] !== bookingClass,
    );
    const total = resolved.fareTotalPaise;
    if (moved >= 0) {
      return total > seenTotal
        ? `Seats have sold since your search: the fare moved from booking class ${seenClasses?.[moved]} to ${classes[moved]}.`
        : `Seats were released since your search: the fare moved from booking class ${seenClasses?.[moved]} to ${classes[moved]}.`;
    }
    return 'The fare was worked out again for the days left to departure and the seats sold since your search.';
  }

  async function quote(body: QuoteBody, channel: 'AGENT' | 'CONSUMER'): Promise<FlightQuote> {
    const resolved = resolve(body);
    const summary = summaryOf(resolved, channel);
    const seatMaps: SeatMapShape[] = [];
    for (const [legIndex, { quoted }] of resolved.legs.entries()) {
      for (const [segmentIndex, flight] of quoted.journey.entries()) {
        const seats = await seatsOf(
          db,
          flight,
          resolved.request.cabin,
          soldSeats(flight.schedule.id, flight.departureDate, resolved.request.cabin),
        );
        if (!seats) continue;
        seatMaps.push({
          legIndex,
          segmentIndex,
          flight: `${flight.schedule.carrier}-${flight.schedule.flightNumber}`,
          origin: flight.schedule.origin,
          destination: flight.schedule.destination,
          aircraftName: quoted.itinerary.segments[segmentIndex]?.aircraftName ?? flight.schedule.aircraft,
          cabin: resolved.request.cabin,
          letters: seats.layout.letters,
          rows: seats.rows.map((row) => ({
            row: row[0]?.row ?? 0,
            seats: row.map((seat) => ({
              seatNo: seat.seatNo,
              position: seat.position,
              extraLegroom: seat.extraLegroom,
              exitRow: seat.exitRow,
              pricePaise: seat.pricePaise,
              available: !seats.taken.has(seat.seatNo),
            })),
          })),
        });
      }
    }
    const seen = body.seenTotalPaise;
    const firstDeparture = resolved.legs[0]?.quoted.journey[0]?.departureUtc ?? now();
    const hold = channel === 'AGENT' ? holdLimit(now(), firstDeparture) : null;
    return {
      legs: resolved.legs.map(({ leg }) => leg),
      travellers: {
        adults: resolved.request.adults,
        children: resolved.request.children,
        infants: resolved.request.infants,
      },
      international: resolved.international,
      fareTotalPaise: resolved.fareTotalPaise,
      summary: summary.lines,
      totalPaise: summary.totalPaise,
      priceChange:
        seen !== undefined && seen !== resolved.fareTotalPaise
          ? {
              oldTotalPaise: seen,
              newTotalPaise: resolved.fareTotalPaise,
              reason: changeReason(resolved, seen, body.seenBookingClasses),
            }
          : null,
      seatMaps,
      extras: {
        meals: MEALS.map((meal) => ({ ...meal, childOnly: meal.childOnly ?? false })),
        baggage: resolved.legs.map(({ quoted }, legIndex) => ({
          legIndex,
          options: BAGGAGE.map((option) => ({
            code: option.code,
            label: option.label,
            kg: option.kg,
            pricePaise: baggagePricePaise(option, legIsInternational(quoted.journey)),
          })),
        })),
        services: SPECIAL_SERVICES.map((service) => ({ ...service })),
        maxBaggageKg: MAX_EXCESS_BAGGAGE_KG,
      },
      fareRules: resolved.fareRules,
      holdUntil: hold === null ? null : new Date(hold).toISOString(),
      quotedAt: new Date(now()).toISOString(),
    };
  }

  /** Everything about the request that needs no database: §3/§5 rules, each message on its field. */
  function validateBooking(body: BookingBody, resolved: Resolved, channel: 'AGENT' | 'CONSUMER') {
    const errors: Record<string, string> = {};
    const request = resolved.request;
    const travellers = body.travellers as TravellerIn[];
    const count = (type: BookingPaxType) => travellers.filter((traveller) => traveller.paxType === type).length;
    if (count('ADT') !== request.adults || count('CHD') !== request.children || count('INF') !== request.infants) {
      errors.travellers = BOOKING_MSG_DECIDED.travellersMismatch;
    }
    const journeys = resolved.legs.map(({ quoted }) => quoted.journey);
    const firstDate = journeys[0]?.[0]?.departureDate ?? deps.today();
    const lastDate = journeys.at(-1)?.at(-1)?.departureDate ?? firstDate;
    const trip = {
      today: deps.today(),
      firstDate,
      lastDate,
      international: resolved.international,
      fareType: request.fareType,
    };
    const chosen = new Map<string, number>();
    travellers.forEach((traveller, index) => {
      for (const [field, message] of Object.entries(validateTraveller(traveller, trip))) {
        errors[`travellers.${index}.${field}`] = message;
      }
      const legs = traveller.legs ?? [];
      if (legs.length > journeys.length) errors[`travellers.${index}.legs`] = BOOKING_MSG_DECIDED.seatUnknown;
      legs.forEach((extras, legIndex) => {
        const at = `travellers.${index}.legs.${legIndex}`;
        const journey = journeys[legIndex] ?? [];
        (extras.seats ?? []).forEach((seatNo, segmentIndex) => {
          if (seatNo === '') return;
          if (traveller.paxType === 'INF') errors[`${at}.seats.${segmentIndex}`] = BOOKING_MSG_DECIDED.seatInfantNoSeat;
          else if (segmentIndex >= journey.length)
            errors[`${at}.seats.${segmentIndex}`] = BOOKING_MSG_DECIDED.seatUnknown;
          const key = `${legIndex}|${segmentIndex}|${seatNo}`;
          if (chosen.has(key)) errors[`${at}.seats.${segmentIndex}`] = BOOKING_MSG_DECIDED.seatTwice;
          chosen.set(key, index);
        });
        (extras.meals ?? []).forEach((code, segmentIndex) => {
          if (code === '') return;
          const meal = MEALS.find((option) => option.code === code);
          if (!meal || traveller.paxType === 'INF' || segmentIndex >= journey.length) {
            errors[`${at}.meals.${segmentIndex}`] = BOOKING_MSG_DECIDED.mealUnknown;
          } else if (meal.childOnly && traveller.paxType !== 'CHD') {
            errors[`${at}.meals.${segmentIndex}`] = BOOKING_MSG_DECIDED.mealChildOnly;
          }
        });
        const extraErrors = validateJourneyExtras({ baggage: extras.baggage ?? [], services: extras.services ?? [] });
        if (extraErrors.baggage) errors[`${at}.baggage`] = extraErrors.baggage;
        if (extraErrors.services) errors[`${at}.services`] = extraErrors.services;
        // An infant's allowance rides on the adult's booking: extras are bought for the adult.
        if (traveller.paxType === 'INF' && (extras.baggage ?? []).length > 0) {
          errors[`${at}.baggage`] = BOOKING_MSG_DECIDED.infantExtras;
        }
        if (traveller.paxType === 'INF' && (extras.services ?? []).length > 0) {
          errors[`${at}.services`] = BOOKING_MSG_DECIDED.infantExtras;
        }
      });
    });
    for (const [field, message] of Object.entries(validateContact(body.contact as never))) {
      errors[`contact.${field}`] = message;
    }
    for (const [field, message] of Object.entries(validateBookingGst((body.gst ?? {}) as never))) {
      errors[`gst.${field}`] = message;
    }
    const markup = body.markupPaise ?? 0;
    if (markup < 0 || markup > BOOKING_CHARGES.maxMarkupPaise || (channel === 'CONSUMER' && markup !== 0)) {
      errors.markupPaise = BOOKING_MSG_DECIDED.markupInvalid;
    }
    if (body.termsAccepted !== true) errors.termsAccepted = BOOKING_MSG.termsRequired;
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  /** Locks each flight's inventory row, in one order for everyone, and returns its seats sold here. */
  async function lockFlights(trx: Transaction<Database>, flights: readonly FlightKey[]) {
    const counts = new Map<string, number>();
    for (const flight of flights) {
      await trx
        .insertInto('flight_inventory')
        .values({ schedule_id: flight.scheduleId, flight_date: flight.date, cabin: flight.cabin, seats_sold: 0 })
        .onConflict((oc) => oc.columns(['schedule_id', 'flight_date', 'cabin']).doNothing())
        .execute();
      const row = await trx
        .selectFrom('flight_inventory')
        .select('seats_sold')
        .where('schedule_id', '=', flight.scheduleId)
        .where('flight_date', '=', flight.date)
        .where('cabin', '=', flight.cabin)
        .forUpdate()
        .executeTakeFirstOrThrow();
      counts.set(keyOf(flight), row.seats_sold);
    }
    return counts;
  }

  async function issueTickets(trx: Transaction<Database>, travellers: BookedTraveller[], pnrs: Map<string, string>) {
    for (const traveller of travellers) {
      traveller.tickets = [];
      for (const [carrier, pnr] of pnrs) {
        const { n } = await sql<{ n: string }>`select nextval('flight_ticket_serial') as n`
          .execute(trx)
          .then((result) => result.rows[0] as { n: string });
        traveller.tickets.push({ carrier, number: ticketNumber(carrier, Number(n), pnr) });
      }
    }
  }

  /** Takes the booking's price from the agency's wallet (the caller's transaction). */
  async function payFromWallet(
    trx: Transaction<Database>,
    booking: {
      agencyId: number;
      totalPaise: number;
      transactionId: string;
      route: string;
      userId: number;
      /** The first traveller's name and the PNRs: what an agent looks for in a ledger line. */
      lead: { firstName: string; lastName: string } | undefined;
      pnrs: readonly string[];
    },
  ) {
    try {
      const movement = await wallet.post(trx, {
        agencyId: booking.agencyId,
        kind: 'BOOKING',
        walletDeltaPaise: -booking.totalPaise,
        counterAccount: 'OPERATOR_SALES',
        narration: bookingNarration(booking),
        reference: booking.transactionId,
        createdBy: booking.userId,
      });
      return movement.document_no;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        throw bookingFailed(BOOKING_MSG_DECIDED.insufficientBalance);
      }
      throw error;
    }
  }

  /**
   * Books (and pays from the wallet) or holds for an agent; for a traveller, keeps the seats unpaid
   * until the payment deadline. In the caller's transaction; returns the booking.
   */
  async function bookIn(
    trx: Transaction<Database>,
    booker: Booker,
    body: BookingBody,
  ): Promise<{ id: number; transactionId: string; totalPaise: number; route: string; flights: FlightKey[] }> {
    const agent = booker.channel === 'AGENT' ? booker.user : null;
    const unlocked = resolve(body);
    validateBooking(body, unlocked, booker.channel);
    const lockedCounts = await lockFlights(trx, unlocked.flights);
    const locked: SoldSeats = (scheduleId, date, cabin) => lockedCounts.get(`${scheduleId}|${date}|${cabin}`) ?? 0;
    const resolved = resolve(body, locked);
    if (resolved.fareTotalPaise !== body.acceptedTotalPaise) {
      throw new PriceChangedError({
        oldTotalPaise: body.acceptedTotalPaise,
        newTotalPaise: resolved.fareTotalPaise,
        reason: changeReason(resolved, body.acceptedTotalPaise, body.seenBookingClasses),
      });
    }
    const request = resolved.request;
    const travellersIn = body.travellers;
    if (agent && !body.confirmDuplicate) {
      const flights = resolved.legs.flatMap(({ quoted }) =>
        quoted.journey.map((flight) => ({ scheduleId: flight.schedule.id, date: flight.departureDate })),
      );
      await refuseDuplicateBooking(trx, agent.agency_id as number, flights, travellersIn);
    }
    const ssr = { seats: 0, meals: 0, baggage: 0, specialServices: 0 };
    const seatRows: { scheduleId: number; date: string; seatNo: string; travellerIndex: number }[] = [];
    // Which adult carries which infant: the first infant on the first adult's lap, and so on.
    const adults = travellersIn.flatMap((traveller, index) => (traveller.paxType === 'ADT' ? [index] : []));
    const infants = travellersIn.filter((traveller) => traveller.paxType === 'INF').length;
    const withInfant = new Set(adults.slice(0, infants));
    for (const [legIndex, { quoted }] of resolved.legs.entries()) {
      const international = legIsInternational(quoted.journey);
      for (const [segmentIndex, flight] of quoted.journey.entries()) {
        const wanted = travellersIn.flatMap((traveller, index) => {
          const seatNo = traveller.legs?.[legIndex]?.seats?.[segmentIndex] ?? '';
          return seatNo ? [{ index, seatNo, traveller }] : [];
        });
        const meals = travellersIn.map((traveller) => traveller.legs?.[legIndex]?.meals?.[segmentIndex] ?? '');
        for (const code of meals) ssr.meals += MEALS.find((meal) => meal.code === code)?.pricePaise ?? 0;
        if (wanted.length === 0) continue;
        const seats = await seatsOf(
          trx,
          flight,
          request.cabin,
          locked(flight.schedule.id, flight.departureDate, request.cabin),
        );
        for (const { index, seatNo, traveller } of wanted) {
          const field = `travellers.${index}.legs.${legIndex}.seats.${segmentIndex}`;
          const seat = seats?.bySeatNo.get(seatNo);
          if (!seat) throw AppError.validation({ [field]: BOOKING_MSG_DECIDED.seatUnknown });
          const restriction = seatRestriction(seat, {
            paxType: traveller.paxType,
            withInfant: withInfant.has(index),
          });
          if (restriction) throw AppError.validation({ [field]: restriction });
          if (seats?.taken.has(seatNo)) throw bookingFailed(BOOKING_MSG.seatTaken, { [field]: BOOKING_MSG.seatTaken });
          ssr.seats += seat.pricePaise;
          seatRows.push({ scheduleId: flight.schedule.id, date: flight.departureDate, seatNo, travellerIndex: index });
        }
      }
      for (const traveller of travellersIn) {
        for (const code of traveller.legs?.[legIndex]?.baggage ?? []) {
          const option = BAGGAGE.find((entry) => entry.code === code);
          if (option) ssr.baggage += baggagePricePaise(option, international);
        }
        for (const code of traveller.legs?.[legIndex]?.services ?? []) {
          ssr.specialServices += SPECIAL_SERVICES.find((entry) => entry.code === code)?.pricePaise ?? 0;
        }
      }
    }
    const summary = summaryOf(resolved, booker.channel, ssr, body.markupPaise ?? 0);
    // Travellers never hold: their seats wait for the payment on the gateway's page instead.
    const hold = agent !== null && body.action === 'HOLD';
    const paidNow = agent !== null && !hold;
    const firstDeparture = resolved.legs[0]?.quoted.journey[0]?.departureUtc ?? now();
    const holdUntil = hold ? holdLimit(now(), firstDeparture) : null;
    if (hold && holdUntil === null) throw bookingFailed(BOOKING_MSG_DECIDED.holdUnavailable);
    if (hold) await limits.refuseUnaffordableHold(trx, agent.agency_id as number, summary.totalPaise);
    if (booker.channel === 'CONSUMER') await limits.refuseTooManyUnpaid(trx, booker.consumerUserId);
    const legs = resolved.legs.map(({ leg }) => leg);
    const transactionId = newTransactionId('TSF');
    const pnrs = new Map<string, string>();
    for (const { quoted } of resolved.legs) {
      for (const flight of quoted.journey)
        if (!pnrs.has(flight.schedule.carrier)) pnrs.set(flight.schedule.carrier, newPnr());
    }
    const travellers: BookedTraveller[] = travellersIn.map((traveller, index) => ({
      index,
      paxType: traveller.paxType,
      title: traveller.title ?? '',
      firstName: (traveller.firstName ?? '').trim(),
      lastName: (traveller.lastName ?? '').trim(),
      dateOfBirth: traveller.dateOfBirth ?? '',
      gender: traveller.gender as BookedTraveller['gender'],
      passportNumber: (traveller.passportNumber ?? '').trim().toUpperCase(),
      passportExpiryDate: traveller.passportExpiryDate ?? '',
      passportCountryCode: (traveller.passportCountryCode ?? '').trim().toUpperCase(),
      frequentFlyerNumber: (traveller.frequentFlyerNumber ?? '').trim().toUpperCase(),
      specialAssistance: traveller.specialAssistance ?? false,
      tickets: [],
      legs: resolved.legs.map((_, legIndex) => ({
        seats: traveller.legs?.[legIndex]?.seats ?? [],
        meals: traveller.legs?.[legIndex]?.meals ?? [],
        baggage: traveller.legs?.[legIndex]?.baggage ?? [],
        services: traveller.legs?.[legIndex]?.services ?? [],
      })),
    }));
    const agencyId = agent ? (agent.agency_id as number) : null;
    let documentNo: string | null = null;
    if (agent && paidNow) {
      documentNo = await payFromWallet(trx, {
        agencyId: agencyId as number,
        totalPaise: summary.totalPaise,
        transactionId,
        route: routeOf(legs),
        userId: agent.id,
        lead: travellers[0],
        pnrs: [...pnrs.values()],
      });
      await issueTickets(trx, travellers, pnrs);
    }
    const gstGiven = Object.values(body.gst ?? {}).some((value) => String(value ?? '').trim() !== '');
    const inserted = await trx
      .insertInto('flight_bookings')
      .values({
        transaction_id: transactionId,
        channel: booker.channel,
        agency_id: agencyId,
        booked_by: agent?.id ?? null,
        consumer_user_id: booker.channel === 'CONSUMER' ? booker.consumerUserId : null,
        status: agent ? (hold ? 'ON_HOLD' : 'CONFIRMED') : 'NOT_CONFIRMED',
        payment_status: paidNow ? 'PAID' : 'UNPAID',
        trip_type: request.tripType,
        cabin: request.cabin,
        fare_type: request.fareType,
        international: resolved.international,
        itinerary: JSON.stringify(legs),
        travellers: JSON.stringify(travellers),
        contact: JSON.stringify({
          email: body.contact.email?.trim() ?? '',
          alternateEmail: body.contact.alternateEmail?.trim() ?? '',
          countryCode: body.contact.countryCode ?? '+91',
          mobile: body.contact.mobile?.trim() ?? '',
        }),
        gst: gstGiven
          ? JSON.stringify({
              ...body.gst,
              gstNumber: String(body.gst?.gstNumber ?? '')
                .trim()
                .toUpperCase(),
            })
          : null,
        fare: JSON.stringify(summary),
        fare_rules: JSON.stringify(resolved.fareRules),
        total_paise: summary.totalPaise,
        markup_paise: body.markupPaise ?? 0,
        first_departure: new Date(firstDeparture),
        hold_until: holdUntil === null ? null : new Date(holdUntil),
        payment_deadline: booker.channel === 'CONSUMER' ? new Date(booker.paymentDeadline) : null,
        ticketed_at: paidNow ? new Date(now()) : null,
        wallet_document_no: documentNo,
        ...(paidNow ? await invoiceNumbers(trx, agencyId, deps.today()) : { invoice_no: null }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const segmentRows = resolved.legs.flatMap(({ quoted }, legIndex) =>
      quoted.journey.map((flight, segmentIndex) => ({
        booking_id: inserted.id,
        leg_index: legIndex,
        segment_index: segmentIndex,
        schedule_id: flight.schedule.id,
        flight_date: flight.departureDate,
        cabin: request.cabin,
        carrier: flight.schedule.carrier,
        seats: request.adults + request.children,
        pnr: pnrs.get(flight.schedule.carrier) as string,
      })),
    );
    await trx.insertInto('flight_booking_segments').values(segmentRows).execute();
    if (seatRows.length > 0) {
      await trx
        .insertInto('flight_seat_assignments')
        .values(
          seatRows.map((row) => ({
            schedule_id: row.scheduleId,
            flight_date: row.date,
            seat_no: row.seatNo,
            booking_id: inserted.id,
            traveller_index: row.travellerIndex,
          })),
        )
        .execute();
    }
    const seated = request.adults + request.children;
    for (const flight of resolved.flights) {
      const segmentsOnFlight = segmentRows.filter(
        (row) => row.schedule_id === flight.scheduleId && row.flight_date === flight.date,
      ).length;
      await trx
        .updateTable('flight_inventory')
        .set((eb) => ({ seats_sold: eb('seats_sold', '+', seated * segmentsOnFlight) }))
        .where('schedule_id', '=', flight.scheduleId)
        .where('flight_date', '=', flight.date)
        .where('cabin', '=', flight.cabin)
        .execute();
    }
    return {
      id: inserted.id,
      transactionId,
      totalPaise: summary.totalPaise,
      route: routeOf(legs),
      flights: resolved.flights,
    };
  }

  /** Gives a hold's seats back and marks it released, in the caller's transaction (booking row locked). */
  async function releaseIn(trx: Transaction<Database>, bookingId: number, reason: string) {
    const segments = await trx
      .selectFrom('flight_booking_segments')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .execute();
    const flights = new Map<string, FlightKey & { seats: number }>();
    for (const segment of segments) {
      const key = { scheduleId: segment.schedule_id, date: segment.flight_date, cabin: segment.cabin as Cabin };
      const entry = flights.get(keyOf(key)) ?? { ...key, seats: 0 };
      entry.seats += segment.seats;
      flights.set(keyOf(key), entry);
    }
    const ordered = [...flights.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    await lockFlights(trx, ordered);
    for (const flight of ordered) {
      await trx
        .updateTable('flight_inventory')
        .set((eb) => ({ seats_sold: eb('seats_sold', '-', flight.seats) }))
        .where('schedule_id', '=', flight.scheduleId)
        .where('flight_date', '=', flight.date)
        .where('cabin', '=', flight.cabin)
        .execute();
    }
    await trx.deleteFrom('flight_seat_assignments').where('booking_id', '=', bookingId).execute();
    await trx
      .updateTable('flight_bookings')
      .set({ status: 'RELEASED', released_at: new Date(now()), release_reason: reason })
      .where('id', '=', bookingId)
      .execute();
    return ordered;
  }

  async function lockBooking(trx: Transaction<Database>, user: AgentUser, bookingId: number) {
    let query = trx.selectFrom('flight_bookings').selectAll().where('id', '=', bookingId);
    if (user.role !== 'ADMIN') query = query.where('agency_id', '=', user.agency_id as number);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    return row;
  }

  async function view(
    source: Db,
    where: { id?: number; transactionId?: string; agencyId?: number | null; consumerUserId?: number },
  ) {
    let query = source
      .selectFrom('flight_bookings as b')
      .leftJoin('agencies as a', 'a.id', 'b.agency_id')
      .leftJoin('agent_users as u', 'u.id', 'b.booked_by')
      .selectAll('b')
      .select(['a.company_name', 'a.agency_code', 'u.first_name', 'u.last_name']);
    if (where.id !== undefined) query = query.where('b.id', '=', where.id);
    if (where.transactionId !== undefined) query = query.where('b.transaction_id', '=', where.transactionId);
    if (where.agencyId !== undefined && where.agencyId !== null)
      query = query.where('b.agency_id', '=', where.agencyId);
    if (where.consumerUserId !== undefined) query = query.where('b.consumer_user_id', '=', where.consumerUserId);
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    const segments = await source
      .selectFrom('flight_booking_segments')
      .select(['carrier', 'pnr'])
      .where('booking_id', '=', row.id)
      .orderBy('leg_index')
      .orderBy('segment_index')
      .execute();
    const pnrs = [...new Map(segments.map((segment) => [segment.carrier, segment.pnr])).entries()].map(
      ([carrier, pnr]) => ({ carrier, pnr }),
    );
    const fare = jsonColumn<FareSummary>(row.fare);
    const status = row.status as FlightBookingStatus;
    return {
      id: row.id,
      transactionId: row.transaction_id,
      channel: row.channel,
      status,
      statusLabel: BOOKING_STATUS_LABELS[status],
      paymentStatus: row.payment_status,
      tripType: row.trip_type,
      cabin: row.cabin as Cabin,
      fareType: row.fare_type,
      international: row.international,
      legs: jsonColumn<QuotedLeg[]>(row.itinerary),
      pnrs,
      travellers: jsonColumn<BookedTraveller[]>(row.travellers),
      contact: jsonColumn<FlightBooking['contact']>(row.contact),
      gst: row.gst === null ? null : jsonColumn<FlightBooking['gst']>(row.gst),
      fare: fare.lines,
      totalPaise: Number(row.total_paise),
      // Bookings stored before the agency's fee was one line read the same way (decision 021).
      customerFare: foldAgencyFee(fare.customerLines, SUMMARY_LABELS.AGENCY_FEE),
      customerTotalPaise: fare.customerTotalPaise,
      fareRules: jsonColumn<Record<string, FareRules>>(row.fare_rules),
      agencyName: row.company_name ?? '',
      agencyCode: row.agency_code ?? '',
      bookedBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
      bookedAt: new Date(row.created_at).toISOString(),
      holdUntil: iso(row.hold_until),
      ticketedAt: iso(row.ticketed_at),
      releasedAt: iso(row.released_at),
      releaseReason: row.release_reason,
      walletDocumentNo: row.wallet_document_no,
      invoiceNo: row.invoice_no,
      customerInvoiceNo: row.customer_invoice_no,
    } satisfies FlightBooking;
  }

  /**
   * Releases every hold past its time limit, and every traveller's unpaid booking past its payment
   * deadline; returns how many. Runs on a timer and at start-up. Under the booking's row lock, so a
   * payment settling at the same moment either confirms the booking first or finds it released.
   */
  async function expireHolds(): Promise<number> {
    const at = new Date(now());
    const due = await db
      .selectFrom('flight_bookings')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'ON_HOLD'), eb('hold_until', '<=', at)]),
          eb.and([eb('status', '=', 'NOT_CONFIRMED'), eb('payment_deadline', '<=', at)]),
        ]),
      )
      .execute();
    let released = 0;
    for (const { id } of due) {
      const flights = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('flight_bookings')
          .select(['status', 'hold_until', 'payment_deadline'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        const limit =
          row?.status === 'ON_HOLD' ? row.hold_until : row?.status === 'NOT_CONFIRMED' ? row.payment_deadline : null;
        if (!row || limit === null || new Date(limit).getTime() > now()) return null;
        return releaseIn(trx, id, row.status === 'ON_HOLD' ? 'Time limit passed' : PAYMENT_DEADLINE_RELEASE_REASON);
      });
      if (flights) {
        released += 1;
        await refreshSold(flights);
      }
    }
    if (released > 0) deps.logger.info({ released }, 'flight holds and unpaid bookings past their time limit released');
    return released;
  }

  /**
   * A traveller's payment arrived: under the booking's row lock, an unpaid booking whose seats are
   * still kept is confirmed and ticketed (with its tax invoice number); one whose seats were
   * released is not, and the caller owes the money back. The traveller is e-mailed either way.
   */
  async function confirmPaidIn(
    trx: Transaction<Database>,
    bookingId: number,
    payment: { amountPaise: number; method: string; providerPaymentId: string },
  ): Promise<'CONFIRMED' | 'RELEASED'> {
    const row = await trx
      .selectFrom('flight_bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .where('channel', '=', 'CONSUMER')
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    if (row.status === 'CONFIRMED') return 'CONFIRMED';
    const contact = jsonColumn<FlightBooking['contact']>(row.contact);
    const route = routeOf(jsonColumn<QuotedLeg[]>(row.itinerary));
    const ticketPage = `${deps.publicUrl ?? ''}/flight/ticket/${row.transaction_id}`;
    if (row.status !== 'NOT_CONFIRMED') {
      await deps.mail.enqueue(trx, {
        to: contact.email,
        subject: `Refund due: booking ${row.transaction_id} could not be confirmed`,
        html: `<p>We received ${escapeHtml(formatRupees(payment.amountPaise))} by ${escapeHtml(payment.method)} (payment ${escapeHtml(payment.providerPaymentId)}) for your flight booking ${escapeHtml(row.transaction_id)} (${escapeHtml(route)}), after its seats had been released because the payment was not received in time.</p><p>The booking could not be confirmed. The full amount will be refunded to your payment method within 5–7 working days.</p><p><a href="${ticketPage}">See the booking</a></p>`,
        reference: `flight-refund-due:${row.id}`,
      });
      return 'RELEASED';
    }
    const travellers = jsonColumn<BookedTraveller[]>(row.travellers);
    const current = await view(trx, { id: bookingId });
    await issueTickets(trx, travellers, new Map(current.pnrs.map((entry) => [entry.carrier, entry.pnr])));
    await trx
      .updateTable('flight_bookings')
      .set({
        status: 'CONFIRMED',
        payment_status: 'PAID',
        ticketed_at: new Date(now()),
        ...(await invoiceNumbers(trx, row.agency_id, deps.today())),
        travellers: JSON.stringify(travellers),
      })
      .where('id', '=', bookingId)
      .execute();
    await deps.mail.enqueue(trx, {
      to: contact.email,
      subject: `Booking confirmed: ${route} (${row.transaction_id})`,
      html: `<p>Your payment of ${escapeHtml(formatRupees(payment.amountPaise))} was received and your flight booking ${escapeHtml(row.transaction_id)} is confirmed: PNR ${escapeHtml(current.pnrs.map((entry) => entry.pnr).join(', '))}.</p><p><a href="${ticketPage}">Open your e-ticket</a></p>`,
      reference: `flight-confirmed:${row.id}`,
    });
    return 'CONFIRMED';
  }

  /** The booking's agency as its documents name it (for a traveller's booking, the traveller). */
  async function agencyParty(bookingId: number): Promise<AgencyParty> {
    const row = await db
      .selectFrom('flight_bookings as b')
      .innerJoin('agencies as a', 'a.id', 'b.agency_id')
      .select([
        'a.company_name',
        'a.agency_code',
        'a.address1',
        'a.address2',
        'a.city',
        'a.state',
        'a.pincode',
        'a.contact_number',
        'a.gst_number',
        'a.id as agency_id',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) {
      // A traveller's booking has no agency: its documents name the traveller, or the GST details given.
      const booking = await view(db, { id: bookingId });
      const lead = booking.travellers[0];
      return {
        name:
          booking.gst?.gstCompany ||
          booking.gst?.gstHolder ||
          (lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : ''),
        code: '',
        address: booking.gst?.gstAddress ?? '',
        state: booking.gst?.gstNumber ? '' : OPERATOR.state,
        phone: booking.contact.mobile,
        gstin: booking.gst?.gstNumber ?? '',
        email: '',
        logo: null,
      };
    }
    const owner = await db
      .selectFrom('agent_users')
      .select('email')
      .where('agency_id', '=', row.agency_id)
      .where('role', '=', 'OWNER')
      .executeTakeFirst();
    return {
      name: row.company_name,
      code: row.agency_code ?? '',
      address: [row.address1, row.address2, `${row.city} ${row.pincode}`, row.state].filter(Boolean).join(', '),
      state: row.state,
      phone: row.contact_number,
      gstin: row.gst_number ?? '',
      email: owner?.email ?? '',
      logo: await agencyLogo(row.agency_id),
    };
  }

  /** The agency's logo for its documents; a logo that cannot be read leaves the document without it. */
  async function agencyLogo(agencyId: number): Promise<AgencyParty['logo']> {
    try {
      return (await deps.agencyLogo?.(agencyId)) ?? null;
    } catch (error) {
      deps.logger.warn({ err: error, agencyId }, 'agency logo unreadable');
      return null;
    }
  }

  /** A booking's document as PDF bytes; invoices exist once the booking is ticketed. */
  async function documentPdf(booking: FlightBooking, document: FlightDocument, showFare: boolean): Promise<Buffer> {
    if (document !== 'e-ticket' && !booking.invoiceNo) {
      throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notTicketed);
    }
    return renderPdf(document, booking, await agencyParty(booking.id), { showFare });
  }

  const mailer = documentMail({ db, mail: deps.mail, logger: deps.logger, documentPdf, agencyParty });
  const { mailDocument } = mailer;

  const agencyScope = (user: AgentUser) => (user.role === 'ADMIN' ? null : (user.agency_id as number));

  return {
    soldSeats,

    /** Reads the seats sold here into memory; at start-up. */
    async load(): Promise<void> {
      const rows = await db.selectFrom('flight_inventory').selectAll().execute();
      sold.clear();
      for (const row of rows) sold.set(`${row.schedule_id}|${row.flight_date}|${row.cabin}`, row.seats_sold);
    },

    quote,

    /**
     * Books and pays from the wallet, or holds: one transaction with the idempotency key, the seats
     * and the money. A price that moved since `acceptedTotalPaise` is refused with PriceChangedError.
     */
    async book(user: AgentUser, body: BookingBody, key: string | undefined) {
      let flights: FlightKey[] = [];
      const answer = await idempotent(db, { scope: `flight-booking:${user.id}`, key, body }, async (trx) => {
        const booked = await bookIn(trx, { channel: 'AGENT', user }, body);
        flights = booked.flights;
        return { statusCode: 201, body: await view(trx, { id: booked.id }) };
      });
      // Only the request that made the booking mails its e-ticket; a replay of the key does not.
      if (flights.length > 0) {
        await refreshSold(flights);
        await mailer.mailTicketed(answer.body as FlightBooking);
      }
      return answer;
    },

    async booking(user: AgentUser, id: number): Promise<FlightBooking> {
      return view(db, { id, agencyId: agencyScope(user) });
    },

    /** Perform Ticketing: pays a hold from the wallet and issues its tickets, if it is still within its limit. */
    async ticket(user: AgentUser, id: number): Promise<FlightBooking> {
      let expired: FlightKey[] | null = null;
      const booking = await db.transaction().execute(async (trx) => {
        const row = await lockBooking(trx, user, id);
        if (row.status !== 'ON_HOLD') throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notOnHold);
        if (new Date(row.hold_until as Date).getTime() <= now()) {
          expired = await releaseIn(trx, id, 'Time limit passed');
          return null;
        }
        const legs = jsonColumn<QuotedLeg[]>(row.itinerary);
        const travellers = jsonColumn<BookedTraveller[]>(row.travellers);
        const view0 = await view(trx, { id });
        const documentNo = await payFromWallet(trx, {
          agencyId: row.agency_id as number,
          totalPaise: Number(row.total_paise),
          transactionId: row.transaction_id,
          route: routeOf(legs),
          userId: user.id,
          lead: travellers[0],
          pnrs: view0.pnrs.map((entry) => entry.pnr),
        });
        await issueTickets(trx, travellers, new Map(view0.pnrs.map((entry) => [entry.carrier, entry.pnr])));
        await trx
          .updateTable('flight_bookings')
          .set({
            status: 'CONFIRMED',
            payment_status: 'PAID',
            ticketed_at: new Date(now()),
            wallet_document_no: documentNo,
            ...(await invoiceNumbers(trx, row.agency_id, deps.today())),
            travellers: JSON.stringify(travellers),
          })
          .where('id', '=', id)
          .execute();
        return view(trx, { id });
      });
      if (expired) {
        await refreshSold(expired);
        throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.holdExpired);
      }
      await mailer.mailTicketed(booking as FlightBooking);
      return booking as FlightBooking;
    },

    /** Release: the hold's seats go back on sale; no money moved, none moves. */
    async release(user: AgentUser, id: number): Promise<FlightBooking> {
      const { booking, flights } = await db.transaction().execute(async (trx) => {
        const row = await lockBooking(trx, user, id);
        if (row.status !== 'ON_HOLD') throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notOnHold);
        const flights = await releaseIn(trx, id, `Released by ${user.first_name} ${user.last_name}`);
        return { booking: await view(trx, { id }), flights };
      });
      await refreshSold(flights);
      return booking;
    },

    expireHolds,

    /** A traveller's booking: its seats are kept, NOT_CONFIRMED and unpaid, until `paymentDeadline` (ms). */
    bookForTraveller(trx: Transaction<Database>, consumerUserId: number, body: BookingBody, paymentDeadline: number) {
      return bookIn(trx, { channel: 'CONSUMER', consumerUserId, paymentDeadline }, body);
    },

    confirmPaidIn,

    /** Brings the search's seat counts up to date after a transaction that sold seats has committed. */
    noteSold: refreshSold,

    /** A traveller's own booking by its transaction id, with its payment deadline; 404 for anyone else's. */
    async consumerBooking(consumerUserId: number, transactionId: string) {
      const booking = await view(db, { transactionId, consumerUserId });
      const row = await db
        .selectFrom('flight_bookings')
        .select('payment_deadline')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow();
      return { booking, paymentDeadline: iso(row.payment_deadline) };
    },

    /** Both sides of the tax invoice and its GST split, for the print pages. */
    async documents(user: AgentUser, id: number): Promise<BookingDocuments> {
      const booking = await view(db, { id, agencyId: agencyScope(user) });
      const { logo, email: _email, ...agency } = await agencyParty(booking.id);
      return {
        agency: { ...agency, logoUrl: logo?.url ?? null },
        operator: { ...OPERATOR },
        gst: gstSplit(booking.fare, agency),
        customerInvoice: customerInvoice(booking, agency),
      };
    },

    /** A document as PDF; invoices exist once the booking is ticketed. */
    async pdf(user: AgentUser, id: number, document: FlightDocument, showFare: boolean): Promise<Buffer> {
      return documentPdf(await view(db, { id, agencyId: agencyScope(user) }), document, showFare);
    },

    /** E-mails a document as a PDF attachment ('Email Sent Successfully' / 'Failed to send Email'). */
    async emailDocument(
      user: AgentUser,
      id: number,
      input: { to: string; document: FlightDocument; showFare: boolean },
    ): Promise<{ message: string }> {
      return mailDocument(await view(db, { id, agencyId: agencyScope(user) }), input);
    },

    /** A traveller's own document as PDF, for a booking the caller has already found to be theirs. */
    documentPdf,
    /** E-mails a traveller's own document, for a booking the caller has already found to be theirs. */
    mailDocument,

    /** Flight Hold Queues: the agency's holds, soonest limit first (every agency's for the back office). */
    async holdQueue(user: AgentUser): Promise<HoldQueueEntry[]> {
      let query = db
        .selectFrom('flight_bookings as b')
        .leftJoin('agent_users as u', 'u.id', 'b.booked_by')
        .select([
          'b.id',
          'b.transaction_id',
          'b.itinerary',
          'b.travellers',
          'b.total_paise',
          'b.hold_until',
          'u.first_name',
          'u.last_name',
        ])
        .where('b.status', '=', 'ON_HOLD')
        .where('b.hold_until', '>', new Date(now()))
        .orderBy('b.hold_until');
      const scope = agencyScope(user);
      if (scope !== null) query = query.where('b.agency_id', '=', scope);
      const rows = await query.execute();
      const pnrRows =
        rows.length === 0
          ? []
          : await db
              .selectFrom('flight_booking_segments')
              .select(['booking_id', 'carrier', 'pnr'])
              .where(
                'booking_id',
                'in',
                rows.map((row) => row.id),
              )
              .execute();
      return rows.map((row) => {
        const legs = jsonColumn<QuotedLeg[]>(row.itinerary);
        const travellers = jsonColumn<BookedTraveller[]>(row.travellers);
        const lead = travellers[0];
        const pnrs = [...new Set(pnrRows.filter((entry) => entry.booking_id === row.id).map((entry) => entry.pnr))];
        const first = legs[0]?.itinerary.segments[0];
        return {
          id: row.id,
          transactionId: row.transaction_id,
          // The airports flown, which a nearby-airports search may have changed from the ones searched.
          route: legs
            .map((leg) => `${leg.itinerary.segments[0]?.origin}-${leg.itinerary.segments.at(-1)?.destination}`)
            .join(', '),
          departure: first
            ? `${first.departureDate} ${first.departureTime.slice(0, 2)}:${first.departureTime.slice(2)}`
            : '',
          leadTraveller: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '',
          travellers: travellers.length,
          totalPaise: Number(row.total_paise),
          holdUntil: new Date(row.hold_until as Date).toISOString(),
          bookedBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
          pnrs: pnrs.join(', '),
        };
      });
    },

    /** Checks holds every `everyMs` (unref'd, so it never keeps the process alive); returns a stop. */
    startHoldExpiry(everyMs = 30_000): () => void {
      const run = () => {
        expireHolds().catch((error) => deps.logger.error({ err: error }, 'releasing expired holds failed'));
      };
      run();
      const timer = setInterval(run, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type FlightBookingsService = ReturnType<typeof createFlightBookingsService>;

/** A booking's ledger line: route, lead traveller, PNRs and the booking's transaction ID. */
export function bookingNarration(booking: {
  transactionId: string;
  route: string;
  lead: { firstName: string; lastName: string } | undefined;
  pnrs: readonly string[];
}): string {
  const lead = booking.lead ? `${booking.lead.firstName} ${booking.lead.lastName}`.trim() : '';
  const pnrs = [...new Set(booking.pnrs)].join('/');
  return [`Flight ${booking.route}`, lead, pnrs && `PNR ${pnrs}`, booking.transactionId].filter(Boolean).join(' · ');
}

import type { FareSummary } from '@tripsetu/domain/fare-summary.ts';
import type {
  CancellationQuote,
  CancellationRequestReason,
  DecidedCharges,
} from '@tripsetu/domain/flight-cancellation.ts';
import type { RescheduleQuote } from '@tripsetu/domain/flight-reschedule.ts';
import type { ServiceItem, ServicesQuote } from '@tripsetu/domain/flight-services.ts';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import type { AgentUser } from '../agents/agents.service.ts';

export type Channel = 'AGENT' | 'CONSUMER';
export type Db = Kysely<Database> | Transaction<Database>;

/** Who books: an agent paying from the wallet or holding, or a traveller who pays on the gateway's page by a deadline. */
export type Booker =
  | { channel: 'AGENT'; user: AgentUser; action: 'BOOK' | 'HOLD' }
  | { channel: 'CONSUMER'; consumerUserId: number; paymentDeadline: number };

/** The booking's contact and the customer's GST details, as every product's booking form asks them. */
export interface BookingParty {
  contact: { email: string; alternateEmail: string; countryCode: string; mobile: string };
  gst: Record<string, unknown> | null;
}

/**
 * What a product has priced and reserved in the booking's transaction, under its inventory locks,
 * before the booking core writes the header. Refusals are thrown (AppError) and change nothing.
 */
export interface Reservation extends BookingParty {
  fare: FareSummary;
  markupPaise: number;
  /** When the service starts (ms): a flight's first departure, a bus's departure, a hotel's check-in. */
  startsAt: number;
  /** The latest the booking may be kept unpaid on hold (ms), or null when this one may not be held. */
  holdLimit: number | null;
  /** What the trip is, in a few words, for payment descriptions and mail subjects ("DEL-BOM"). */
  trip: string;
  /** The wallet's ledger line for this booking, once it has its transaction id. */
  narration(transactionId: string): string;
  /**
   * Writes the product's own rows for the booking whose header was just written; `issued` when it is
   * paid now, so that what the traveller travels on (tickets, vouchers) is written with it.
   */
  write(trx: Transaction<Database>, bookingId: number, issued: boolean): Promise<void>;
  /** After the transaction has committed: brings in-memory inventory (the search's counts) up to date. */
  committed(): Promise<void>;
}

/** How mail and ledger lines name a booking of this product. */
export interface BookingDescription {
  /** "flight booking", "bus booking" … */
  noun: string;
  trip: string;
  /** The references the traveller travels on: "PNR AB12CD, EF34GH". */
  references: string;
  /** A wallet ledger line: trip, lead traveller, references, transaction id. */
  narration: string;
  /** The traveller's page of this booking on the consumer site, from the site's root. */
  travellerPath: string;
  /** What a hold or an unpaid booking keeps: "seats", "rooms". */
  kept: string;
  /** What the traveller travels on: "e-ticket", "voucher". */
  document: string;
}

/** What to cancel: some travellers (all, or a few) on some journeys (all, or one direction). */
export interface CancellationSelection {
  travellers: number[];
  legs: number[];
}

/** A cancellation priced by its product: the quote, and the product's units it cancels. */
export interface PricedCancellation {
  quote: CancellationQuote;
  units: readonly unknown[];
}

/** A product whose issued bookings can be cancelled, whole or in part, by its own rules. */
export interface Cancellable {
  /** Prices the selection now; refuses (cancellationFailed) what cannot be cancelled. */
  price(source: Db, bookingId: number, selection: CancellationSelection, today: string): Promise<PricedCancellation>;
  /**
   * Prices a request the rules cannot (departed, cancelled by the airline, a medical waiver) by the back
   * office's charges, or by those suggested for its reason when none are given; with the suggestion.
   */
  priceDecided(
    source: Db,
    bookingId: number,
    selection: CancellationSelection,
    today: string,
    decision: { reason: CancellationRequestReason; charges?: DecidedCharges },
  ): Promise<PricedCancellation & { suggested: DecidedCharges }>;
  /** Cancels the priced units in the core's transaction and gives their inventory back. */
  apply(
    trx: Transaction<Database>,
    bookingId: number,
    units: readonly unknown[],
    cancellationId: number,
  ): Promise<{ everything: boolean; committed: () => Promise<void> }>;
}

/** What to reschedule: some travellers off one journey, onto an option (a flight's fare) of another date. */
export interface RescheduleChoice {
  travellers: number[];
  legs: number[];
  date: string;
  optionId: string;
}

/** A reschedule priced and reserved in the core's transaction, under the inventory's locks. */
export interface ReservedReschedule {
  quote: RescheduleQuote;
  /** The new booking: its fare summary adds up to what the move costs; `write` issues its documents when asked. */
  reservation: Reservation;
}

/** A product whose issued bookings can move travellers to another date by its rules (decision 024). */
export interface Reschedulable {
  /** What the travellers could move to on a date: the product's own shape (flights: the route's itineraries). */
  options(
    source: Db,
    bookingId: number,
    selection: CancellationSelection,
    date: string,
    today: string,
  ): Promise<unknown>;
  /** Prices the move now; refuses (rescheduleFailed) what cannot be moved. Nothing is kept. */
  price(source: Db, bookingId: number, choice: RescheduleChoice, today: string): Promise<RescheduleQuote>;
  /** Prices it again under the inventory's locks and reserves the new booking, in the core's transaction. */
  reserve(
    trx: Transaction<Database>,
    bookingId: number,
    choice: RescheduleChoice,
    today: string,
  ): Promise<ReservedReschedule>;
  /**
   * Takes the chosen travellers off the old booking's journey and gives its inventory back, in the core's
   * transaction under the old booking's lock: at once for an agent, once the payment arrives for a traveller.
   * Refuses (rescheduleFailed) when they are no longer on it.
   */
  move(
    trx: Transaction<Database>,
    bookingId: number,
    selection: CancellationSelection,
    rescheduleId: number,
  ): Promise<{ everything: boolean; committed: () => Promise<void> }>;
}

/** A product whose issued bookings can have services added after booking (flights: decision 025). */
export interface Serviceable {
  /** What can be added now, in the product's own shape (flights: seat maps, the catalogue, the cut-offs). */
  options(source: Db, bookingId: number): Promise<unknown>;
  /** Prices the items now; refuses (servicesFailed) what cannot be added. Nothing is kept. */
  price(source: Db, bookingId: number, items: ServiceItem[], today: string): Promise<ServicesQuote>;
  /** Prices them again in the core's transaction, under the inventory's locks, and what adds them. */
  reserve(
    trx: Transaction<Database>,
    bookingId: number,
    items: ServiceItem[],
    today: string,
  ): Promise<{ quote: ServicesQuote; apply: (trx: Transaction<Database>) => Promise<void> }>;
}

/** What finds a reservation made outside TripSetu: its reference (an airline PNR) and a traveller's last name. */
export interface ImportReference {
  reference: string;
  lastName: string;
}

/**
 * A reservation made outside TripSetu, found under its row lock: ready to become the agency's booking on
 * hold (`holdLimit` set; its inventory is kept already, so `write` takes none), or lapsed past its time
 * limit, which the transaction records (inventory back on sale) before the import is refused.
 */
export type FoundImport =
  | { reservation: Reservation & { holdLimit: number } }
  | { lapsed: { reason: string; committed: () => Promise<void> } };

/** A product whose reservations made elsewhere can be brought into an agency's bookings (flights: decision 026). */
export interface Importable {
  /** Finds and checks the reservation for this agent's agency; refuses (importFailed) what cannot be imported. */
  find(trx: Transaction<Database>, user: AgentUser, reference: ImportReference): Promise<FoundImport>;
}

/**
 * An offline quote the back office made and an agency accepted (decision 028): the product's own offer
 * (flights: the journeys at the group's fare and the flights to hold), and the travellers and contact the
 * agency entered, in the shape of the product's booking form.
 */
export interface Quotable {
  /**
   * Checks the travellers against the offer, then keeps the offer's inventory under its row locks at the
   * quoted fare, for a booking on hold until `holdLimit`. Refuses (bookingFailed) what is sold out or can
   * no longer be held; a refusal changes nothing.
   */
  reserve(trx: Transaction<Database>, offer: unknown, party: unknown): Promise<Reservation & { holdLimit: number }>;
}

/** One row of a hold queue, whatever the product. */
export interface HeldSummary {
  route: string;
  departure: string;
  leadTraveller: string;
  travellers: number;
  references: string;
}

/**
 * What a product implements to be sold through the booking core (issue 20, decision 022). The core
 * owns the header, the lifecycle (book, hold, issue, release, expire, confirm a gateway payment), the
 * money and the invoice numbers; the product owns its price, rules, inventory and what it issues.
 */
export interface BookingProduct<Body> {
  readonly code: ProductCode;
  /** The transaction id's prefix: TS and the product's letter (TSF for flights). */
  readonly prefix: string;
  /** Prices the request now under the inventory's locks, checks its rules and keeps the inventory. */
  reserve(trx: Transaction<Database>, booker: Booker, body: Body): Promise<Reservation>;
  /** Issues what the traveller travels on (tickets, vouchers) for a booking being paid, in its transaction. */
  issue(trx: Transaction<Database>, bookingId: number): Promise<void>;
  /** Gives the booking's inventory back on sale; returns what to do once the transaction has committed. */
  release(trx: Transaction<Database>, bookingId: number): Promise<() => Promise<void>>;
  /** How mail and the ledger name this booking. */
  describe(source: Db, bookingId: number, transactionId: string): Promise<BookingDescription>;
  /** Hold-queue rows for these bookings, by id. */
  summarize(source: Db, bookingIds: readonly number[]): Promise<Map<number, HeldSummary>>;
  /**
   * The bookings whose own references match a search text (flights: a PNR, a ticket number, a traveller's
   * name), as a subquery of booking ids that the list narrows further (agency, dates, page).
   */
  // biome-ignore lint/suspicious/noExplicitAny: whichever of the product's tables the subquery reads
  matching?(source: Db, text: string): SelectQueryBuilder<Database, any, { booking_id: number }>;
  /** Cancellation by the product's rules, when it has them (flights: decision 023). */
  readonly cancellation?: Cancellable;
  /** Rescheduling by the product's rules, when it has them (flights: decision 024). */
  readonly reschedule?: Reschedulable;
  /** Services after booking, when the product sells them (flights: decision 025). */
  readonly services?: Serviceable;
  /** Reservations made outside TripSetu brought into an agency's bookings (flights: Import PNR, decision 026). */
  readonly imports?: Importable;
  /** Offline quotes accepted as bookings on hold (flights: offline requests, decision 028). */
  readonly quoted?: Quotable;
}

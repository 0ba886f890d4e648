import { isAirportCode } from '@tripsetu/domain/airports.ts';
import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import { BOOKING_MSG, holdLimit } from '@tripsetu/domain/flight-booking.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import {
  farePaiseOf,
  indiaLocalToInstant,
  OFFLINE_MSG,
  OFFLINE_OPEN_MAX,
  OFFLINE_REQUEST_TYPE_LABELS,
  OFFLINE_STATUS_LABELS,
  type OfflineAcceptBody,
  type OfflineAccepted,
  type OfflineFlightOptions,
  type OfflineQuote,
  type OfflineQuoteBody,
  type OfflineRequestBody,
  type OfflineRequestRow,
  offlineReference,
  offlineStatusAt,
  type PreferredTime,
  rejectReasonProblem,
  validateOfflineQuote,
  validateOfflineRequest,
} from '@tripsetu/domain/offline-requests.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { BookingCore } from '../bookings/bookings.service.ts';
import type {
  FlightOffer,
  FlightOfflineOffers,
  OfferView,
  OfflineTrip,
} from '../flight-bookings/flight-offline-quote.ts';
import type { MailService } from '../mail/mail.service.ts';
import { offlineQuotedMail, offlineRejectedMail } from './offline-request-mails.ts';
import { type OfflineRequestRecord, offlineRequestsRepo as repo } from './offline-requests.repo.ts';
import { serviceRequests, type TravellerBookingOf } from './service-requests.ts';

const HOUR = 3_600_000;
const iso = (at: Date | string) => new Date(at).toISOString();
const dateText = (value: Date | string) => (typeof value === 'string' ? value.slice(0, 10) : iso(value).slice(0, 10));

/** The quote as stored: the product's offer to book, and what the agency reads. */
interface StoredQuote {
  offer: FlightOffer;
  view: OfferView & { remarks: string; quotedAt: string };
}

function tripOf(row: OfflineRequestRecord): OfflineTrip {
  return {
    tripType: row.trip_type,
    from: row.origin,
    to: row.destination,
    departDate: dateText(row.depart_date),
    returnDate: row.return_date === null ? null : dateText(row.return_date),
    cabin: row.cabin as Cabin,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    preferredAirline: row.preferred_airline,
    preferredTime: row.preferred_time as PreferredTime,
  };
}

const routeText = (row: OfflineRequestRecord) =>
  `${row.origin}${row.trip_type === 'ROUND_TRIP' ? '⇄' : '→'}${row.destination} ${dateText(row.depart_date)}`;

function toRow(row: OfflineRequestRecord, now: number): OfflineRequestRow {
  const trip = tripOf(row);
  const stored = row.quote === null ? null : jsonColumn<StoredQuote>(row.quote);
  const validUntil = row.valid_until === null ? null : iso(row.valid_until);
  const status = offlineStatusAt(row.status, validUntil, now);
  return {
    id: row.id,
    reference: offlineReference(row.id),
    status,
    statusLabel: OFFLINE_STATUS_LABELS[status],
    requestType: row.request_type,
    requestTypeLabel: OFFLINE_REQUEST_TYPE_LABELS[row.request_type],
    tripType: trip.tripType,
    from: trip.from,
    to: trip.to,
    departDate: trip.departDate,
    returnDate: trip.returnDate,
    cabin: trip.cabin,
    adults: trip.adults,
    children: trip.children,
    infants: trip.infants,
    preferredAirline: trip.preferredAirline,
    preferredTime: trip.preferredTime,
    remarks: row.remarks,
    agencyName: row.company_name,
    requestedBy: `${row.requester_first} ${row.requester_last}`,
    requestedAt: iso(row.created_at),
    ageHours: Math.max(0, Math.floor((now - new Date(row.created_at).getTime()) / HOUR)),
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    rejectionReason: row.rejection_reason,
    quote: stored && validUntil ? { ...stored.view, validUntil } : null,
    booking:
      row.booking_id !== null && row.transaction_id ? { id: row.booking_id, transactionId: row.transaction_id } : null,
  };
}

/**
 * Offline requests (issue 21, decision 028): an agency asks for a group or a special fare; the back office
 * sees those waiting, oldest first, picks flights of the inventory from a real search of the route and
 * quotes a fare per passenger type valid until a time, or rejects with a reason, each answer e-mailed to
 * the agent who asked; the agency accepts a valid quote with the travellers' names and the booking core
 * holds it at the quoted fare. Travellers' special-service requests (service-requests.ts) join it.
 */
export function createOfflineRequestsService(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicUrl: string;
  offers: Pick<FlightOfflineOffers, 'options' | 'price'>;
  core: Pick<BookingCore, 'holdQuotedIn'>;
  travellerBooking: TravellerBookingOf;
  today: () => string;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => Date.now());
  const scopeOf = (user: AgentUser) => (user.role === 'ADMIN' ? null : (user.agency_id as number));

  async function found(user: AgentUser, id: number): Promise<OfflineRequestRecord> {
    const row = await repo.find(db, id, scopeOf(user));
    if (!row) throw new AppError('NOT_FOUND', OFFLINE_MSG.notFound);
    return row;
  }

  const mailFacts = (row: OfflineRequestRecord) => ({
    id: row.id,
    reference: offlineReference(row.id),
    to: row.requester_email,
    firstName: row.requester_first,
    trip: routeText(row),
  });

  return {
    /** An agency's request, SUBMITTED for the back office; refused (nothing written) when a field is wrong. */
    async submit(user: AgentUser, body: OfflineRequestBody): Promise<OfflineRequestRow> {
      const input = {
        requestType: body.requestType,
        tripType: body.tripType,
        from: body.from,
        to: body.to,
        departDate: body.departDate,
        returnDate: body.returnDate ?? '',
        cabin: body.cabin,
        adults: body.adults,
        children: body.children ?? 0,
        infants: body.infants ?? 0,
        preferredAirline: body.preferredAirline ?? '',
        preferredTime: body.preferredTime ?? 'ANY',
        remarks: body.remarks ?? '',
      };
      const errors = validateOfflineRequest(input, deps.today(), {
        isAirport: isAirportCode,
        isCarrier: (code) => carrierByCode(code) !== undefined,
      });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const agencyId = user.agency_id as number;
      const id = await db.transaction().execute(async (trx) => {
        if ((await repo.countWaiting(trx, agencyId)) >= OFFLINE_OPEN_MAX) {
          throw new AppError('CONFLICT', OFFLINE_MSG.tooManyOpen);
        }
        return repo.insert(trx, {
          agency_id: agencyId,
          requested_by: user.id,
          request_type: input.requestType as OfflineRequestRow['requestType'],
          trip_type: input.tripType as OfflineRequestRow['tripType'],
          origin: input.from.trim().toUpperCase(),
          destination: input.to.trim().toUpperCase(),
          depart_date: input.departDate.trim(),
          return_date: input.tripType === 'ROUND_TRIP' ? input.returnDate.trim() : null,
          cabin: input.cabin,
          adults: input.adults,
          children: input.children,
          infants: input.infants,
          preferred_airline: input.preferredAirline.trim().toUpperCase(),
          preferred_time: input.preferredTime,
          remarks: input.remarks.trim(),
        });
      });
      return toRow(await found(user, id), now());
    },

    /** The agency's requests, newest first, with their status and age. */
    async agencyRequests(user: AgentUser): Promise<OfflineRequestRow[]> {
      const rows = await repo.listForAgency(db, user.agency_id as number);
      return rows.map((row) => toRow(row, now()));
    },

    /** One request: the agency's own, or any for the back office; another agency's is not found. */
    async request(user: AgentUser, id: number): Promise<OfflineRequestRow> {
      return toRow(await found(user, id), now());
    },

    /** The back office's queue: requests waiting for an answer, oldest first, with their age. */
    async waitingRequests(): Promise<OfflineRequestRow[]> {
      return (await repo.waiting(db)).map((row) => toRow(row, now()));
    },

    /** The request's flights on its dates with room for the group, from a search of the route. */
    async flightOptions(admin: AgentUser, id: number): Promise<OfflineFlightOptions> {
      const row = await found(admin, id);
      if (row.status !== 'SUBMITTED') throw new AppError('CONFLICT', OFFLINE_MSG.notOpen);
      return deps.offers.options(tripOf(row));
    },

    /** The back office's quote: priced now, then written under the request's lock if still unanswered, and e-mailed. */
    async quote(admin: AgentUser, id: number, body: OfflineQuoteBody): Promise<OfflineRequestRow> {
      const row = await found(admin, id);
      if (row.status !== 'SUBMITTED') throw new AppError('CONFLICT', OFFLINE_MSG.notOpen);
      const input = {
        fareIds: body.fareIds,
        adultFare: body.adultFare,
        childFare: body.childFare ?? '',
        infantFare: body.infantFare ?? '',
        validUntil: body.validUntil,
        remarks: body.remarks ?? '',
      };
      const journeys = row.trip_type === 'ROUND_TRIP' ? 2 : 1;
      const errors = validateOfflineQuote(input, { journeys, children: row.children, infants: row.infants }, now());
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const fare = (text: string, travels: boolean) => (travels ? (farePaiseOf(text) as number) : null);
      const priced = deps.offers.price(tripOf(row), {
        fareIds: input.fareIds,
        fares: {
          ADT: fare(input.adultFare, true),
          CHD: fare(input.childFare, row.children > 0),
          INF: fare(input.infantFare, row.infants > 0),
        },
      });
      const validUntil = indiaLocalToInstant(input.validUntil) as Date;
      // Whoever accepts at the last minute must still be able to hold it (decision 013's hold rules).
      if (holdLimit(validUntil.getTime(), priced.offer.firstDepartureUtc) === null) {
        throw AppError.validation({ validUntil: OFFLINE_MSG.validUntilAfterHold });
      }
      const stored: StoredQuote = {
        offer: priced.offer,
        view: { ...priced.view, remarks: input.remarks.trim(), quotedAt: new Date(now()).toISOString() },
      };
      await db.transaction().execute(async (trx) => {
        const locked = await repo.lock(trx, id);
        if (locked?.status !== 'SUBMITTED') throw new AppError('CONFLICT', OFFLINE_MSG.notOpen);
        await repo.update(trx, id, {
          status: 'QUOTED',
          answered_by: admin.id,
          answered_at: new Date(now()),
          quote: JSON.stringify(stored),
          valid_until: validUntil,
        });
        const quote: OfflineQuote = { ...stored.view, validUntil: validUntil.toISOString() };
        await deps.mail.enqueue(trx, offlineQuotedMail(deps.publicUrl, mailFacts(row), quote));
      });
      return toRow(await found(admin, id), now());
    },

    /** The back office cannot meet the request: REJECTED with the reason, e-mailed to the agent. */
    async reject(admin: AgentUser, id: number, reason: string): Promise<OfflineRequestRow> {
      const row = await found(admin, id);
      const problem = rejectReasonProblem(reason);
      if (problem) throw AppError.validation({ reason: problem });
      await db.transaction().execute(async (trx) => {
        const locked = await repo.lock(trx, id);
        if (locked?.status !== 'SUBMITTED') throw new AppError('CONFLICT', OFFLINE_MSG.notOpen);
        await repo.update(trx, id, {
          status: 'REJECTED',
          answered_by: admin.id,
          answered_at: new Date(now()),
          rejection_reason: reason.trim(),
        });
        await deps.mail.enqueue(trx, offlineRejectedMail(deps.publicUrl, mailFacts(row), reason.trim()));
      });
      return toRow(await found(admin, id), now());
    },

    /**
     * The agency accepts a valid quote with its travellers: under the request's row lock, the booking core
     * holds the quoted flights at the quoted fare (their inventory rows locked), and the request is BOOKED
     * with the booking. However many accept at once, one booking is made; the rest are told it is booked.
     * An expired quote, or flights without the seats now, are refused and nothing changes.
     */
    async accept(user: AgentUser, id: number, body: OfflineAcceptBody): Promise<OfflineAccepted> {
      await found(user, id);
      const made = await db.transaction().execute(async (trx) => {
        const row = await repo.lock(trx, id);
        if (!row || row.agency_id !== user.agency_id) throw new AppError('NOT_FOUND', OFFLINE_MSG.notFound);
        if (row.status === 'BOOKED') {
          const booking = await trx
            .selectFrom('bookings')
            .select(['id', 'transaction_id'])
            .where('id', '=', row.booking_id as number)
            .executeTakeFirstOrThrow();
          throw new AppError(
            'BOOKING_FAILED',
            OFFLINE_MSG.alreadyBooked,
            {},
            {
              title: BOOKING_MSG.bookingFailed,
              bookingId: String(booking.id),
              transactionId: booking.transaction_id,
            },
          );
        }
        if (row.status === 'REJECTED') throw bookingFailed(OFFLINE_MSG.rejectedAlready);
        if (row.status !== 'QUOTED' || row.quote === null) throw bookingFailed(OFFLINE_MSG.notQuoted);
        if (new Date(row.valid_until as Date).getTime() <= now()) throw bookingFailed(OFFLINE_MSG.expired);
        const stored = jsonColumn<StoredQuote>(row.quote);
        const party = {
          travellers: body.travellers,
          contact: {
            email: body.contact.email ?? '',
            alternateEmail: body.contact.alternateEmail ?? '',
            countryCode: body.contact.countryCode ?? '+91',
            mobile: body.contact.mobile ?? '',
          },
        };
        const booked = await deps.core.holdQuotedIn(trx, 'FLIGHT', user, stored.offer, party);
        await repo.update(trx, id, {
          status: 'BOOKED',
          booking_id: booked.id,
          accepted_by: user.id,
          accepted_at: new Date(now()),
        });
        return booked;
      });
      await made.committed();
      return {
        product: 'FLIGHT',
        id: made.id,
        transactionId: made.transactionId,
        holdUntil: new Date(made.holdUntil).toISOString(),
        message: OFFLINE_MSG.accepted,
      };
    },

    // Travellers' special services on their own flight bookings: service-requests.ts.
    ...serviceRequests({
      db,
      mail: deps.mail,
      publicUrl: deps.publicUrl,
      now,
      today: deps.today,
      bookingOf: deps.travellerBooking,
    }),
  };
}

export type OfflineRequestsService = ReturnType<typeof createOfflineRequestsService>;

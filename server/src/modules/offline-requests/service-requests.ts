import type { FlightBooking, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import {
  isOfflineService,
  OFFLINE_SERVICE_LABELS,
  type OfflineService,
  SERVICE_REQUEST_MSG,
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_REQUESTS_LISTED,
  SERVICE_REQUESTS_PER_DAY,
  type ServiceAnswerBody,
  type ServiceRequestInput,
  type ServiceRequestRow,
  serviceRequestReference,
  type TravellerServiceRequest,
  validateServiceAnswer,
  validateServiceRequest,
} from '@tripsetu/domain/service-requests.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { serviceAnsweredMail } from './offline-request-mails.ts';
import { offlineRequestsRepo as repo, type ServiceRequestRecord } from './offline-requests.repo.ts';

/** The traveller's own flight booking by its transaction id ('Booking not found.' for anyone else's). */
export type TravellerBookingOf = (
  traveller: ConsumerUser,
  transactionId: string,
) => Promise<{ booking: FlightBooking }>;

const HOUR = 3_600_000;
const iso = (at: Date | string) => new Date(at).toISOString();
const tripOf = (itinerary: unknown) =>
  itinerary === null
    ? ''
    : jsonColumn<QuotedLeg[]>(itinerary)
        .map((leg) => `${leg.from}-${leg.to}`)
        .join(', ');
const serviceOf = (row: ServiceRequestRecord) => row.service as OfflineService;
const priceOf = (row: ServiceRequestRecord) => (row.price_paise === null ? null : Number(row.price_paise));

function forTraveller(row: ServiceRequestRecord): TravellerServiceRequest {
  return {
    id: row.id,
    reference: serviceRequestReference(row.id),
    txid: row.transaction_id,
    trip: tripOf(row.itinerary),
    service: serviceOf(row),
    service_label: OFFLINE_SERVICE_LABELS[serviceOf(row)],
    details: row.details,
    status: row.status,
    status_label: SERVICE_REQUEST_STATUS_LABELS[row.status],
    created_at: iso(row.created_at),
    answered_at: row.answered_at === null ? null : iso(row.answered_at),
    price_paise: priceOf(row),
    answer: row.answer,
  };
}

function forBackOffice(row: ServiceRequestRecord, now: number): ServiceRequestRow {
  return {
    id: row.id,
    reference: serviceRequestReference(row.id),
    transactionId: row.transaction_id,
    trip: tripOf(row.itinerary),
    travellerName: `${row.first_name} ${row.last_name}`.trim(),
    travellerEmail: row.email,
    service: serviceOf(row),
    serviceLabel: OFFLINE_SERVICE_LABELS[serviceOf(row)],
    details: row.details,
    status: row.status,
    statusLabel: SERVICE_REQUEST_STATUS_LABELS[row.status],
    requestedAt: iso(row.created_at),
    ageHours: Math.max(0, Math.floor((now - new Date(row.created_at).getTime()) / HOUR)),
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    pricePaise: priceOf(row),
    answer: row.answer,
  };
}

/**
 * Travellers' special services (/flight/offline-ssr-booking; issue 21, decision 028), a part of the offline
 * requests service: a traveller asks, on one of their own confirmed flight bookings whose flight has not
 * left, for a service online booking does not sell; the back office prices it or declines it, and the
 * answer is e-mailed. A priced service is paid by the link the team sends: the site takes no payment for it.
 */
export function serviceRequests(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicUrl: string;
  now: () => number;
  today: () => string;
  bookingOf: TravellerBookingOf;
}) {
  const { db } = deps;
  const alreadyWaiting = (id: number) =>
    new AppError('CONFLICT', SERVICE_REQUEST_MSG.alreadyWaiting(serviceRequestReference(id)), {
      service: SERVICE_REQUEST_MSG.alreadyWaiting(serviceRequestReference(id)),
    });

  return {
    /** The traveller's requests, newest first, with the answers. */
    async travellerServiceRequests(traveller: ConsumerUser): Promise<TravellerServiceRequest[]> {
      return (await repo.servicesForTraveller(db, traveller.id, SERVICE_REQUESTS_LISTED)).map(forTraveller);
    },

    /** A new request on the traveller's own booking, SUBMITTED for the back office. */
    async raiseServiceRequest(traveller: ConsumerUser, input: ServiceRequestInput): Promise<TravellerServiceRequest> {
      const errors = validateServiceRequest(input);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const { booking } = await deps.bookingOf(traveller, input.txid.trim());
      const lastDate = booking.legs.at(-1)?.date ?? '';
      if (booking.status !== 'CONFIRMED' || lastDate < deps.today()) {
        throw new AppError('CONFLICT', SERVICE_REQUEST_MSG.bookingClosed, { txid: SERVICE_REQUEST_MSG.bookingClosed });
      }
      const waiting = await repo.waitingService(db, booking.id, input.service);
      if (waiting) throw alreadyWaiting(waiting.id);
      await enforceRateLimits(
        db,
        [{ key: `service-requests:${traveller.id}`, max: SERVICE_REQUESTS_PER_DAY, windowMs: 24 * HOUR }],
        SERVICE_REQUEST_MSG.tooMany,
      );
      const id = await db
        .transaction()
        .execute((trx) =>
          repo.insertService(trx, {
            consumer_user_id: traveller.id,
            booking_id: booking.id,
            service: input.service,
            details: input.details.trim(),
          }),
        )
        .catch(async (error: { code?: string }) => {
          // Two at once: the unique index lets one in; the other is told which.
          if (error.code !== '23505') throw error;
          const winner = await repo.waitingService(db, booking.id, input.service);
          throw alreadyWaiting(winner?.id ?? 0);
        });
      return forTraveller((await repo.findService(db, id)) as ServiceRequestRecord);
    },

    /** The back office's queue of travellers' service requests: waiting ones, oldest first. */
    async waitingServiceRequests(): Promise<ServiceRequestRow[]> {
      return (await repo.waitingServices(db)).map((row) => forBackOffice(row, deps.now()));
    },

    /** The back office prices or declines a request, once; the traveller is e-mailed in the same transaction. */
    async answerServiceRequest(admin: AgentUser, id: number, body: ServiceAnswerBody): Promise<ServiceRequestRow> {
      const existing = await repo.findService(db, id);
      if (!existing) throw new AppError('NOT_FOUND', SERVICE_REQUEST_MSG.notFound);
      const input = { decision: body.decision, price: body.price ?? '', message: body.message };
      const errors = validateServiceAnswer(input);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const pricePaise = input.decision === 'PRICE' ? rupeesTextToPaise(input.price) : null;
      const message = input.message.trim();
      await db.transaction().execute(async (trx) => {
        const locked = await repo.lockService(trx, id);
        if (locked?.status !== 'SUBMITTED') throw new AppError('CONFLICT', SERVICE_REQUEST_MSG.alreadyAnswered);
        await repo.updateService(trx, id, {
          status: pricePaise === null ? 'DECLINED' : 'PRICED',
          answered_by: admin.id,
          answered_at: new Date(deps.now()),
          price_paise: pricePaise,
          answer: message,
        });
        if (existing.email && isOfflineService(existing.service)) {
          const facts = {
            id,
            reference: serviceRequestReference(id),
            to: existing.email,
            firstName: existing.first_name,
            trip: tripOf(existing.itinerary),
            service: OFFLINE_SERVICE_LABELS[existing.service],
            transactionId: existing.transaction_id,
          };
          await deps.mail.enqueue(trx, serviceAnsweredMail(deps.publicUrl, facts, { pricePaise, message }));
        }
      });
      return forBackOffice((await repo.findService(db, id)) as ServiceRequestRecord, deps.now());
    },
  };
}

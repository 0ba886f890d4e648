import {
  BUS_BLOCK_MINUTES,
  BUS_BLOCK_MSG,
  type BusBlockAnswer,
  type BusBlockBody,
  type BusPrice,
  priceBusSeats,
  validateBusBlock,
} from '@tripsetu/domain/bus-booking.ts';
import { BUS_MSG_DECIDED } from '@tripsetu/domain/bus-search.ts';
import { type Earnings, earningsShown } from '@tripsetu/domain/commissions.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { busSeatsRepo } from './bus-seats.repo.ts';
import type { BusSupplier, TakenSeats } from './supplier.ts';

const MINUTE = 60_000;

/** A block refused: 'Seat Block Failed.' with the reason (decision 030); nothing kept. */
const blockFailed = (reason: string, fields: Record<string, string> = {}) =>
  new AppError('CONFLICT', reason, fields, { title: BUS_BLOCK_MSG.failed });

/**
 * Blocking seats for an agent's booking (issue 22, decision 030): the travellers checked, the trip's seats
 * read again (never a cached layout: the trade's tentative bookings fail on stale data), a ladies seat refused
 * for a male traveller here rather than at the booking, and the seats kept for BUS_BLOCK_MINUTES in one
 * transaction — each seat's row taken only if it is free or its keeping lapsed, so that of agents racing for
 * the same seats one keeps them and the others are told which were taken.
 */
export function busBlocks(deps: {
  db: Kysely<Database>;
  supplier: BusSupplier;
  today: () => string;
  now: () => number;
  /** Whether the trip is still sold (not within the sales close of its departure). */
  open: (date: string, time: string) => boolean;
  taken: (tripIds: readonly string[]) => Promise<TakenSeats>;
  /** After the block's transaction, won or lost to another agent: the shown seats read again. */
  refresh: (tripIds: readonly string[]) => Promise<void>;
  /** What the agency would earn on these seats by the commission rules (the booking applies them again). */
  earnings: (agencyId: number, price: BusPrice) => Earnings | null;
}) {
  return {
    async block(user: AgentUser, body: BusBlockBody): Promise<BusBlockAnswer> {
      const errors = validateBusBlock(body);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const taken = await deps.taken([body.tripId]);
      const trip = deps.supplier.trip(body.tripId, taken);
      if (!trip || !deps.open(trip.departureDate, trip.departureTime)) {
        throw new AppError('NOT_FOUND', BUS_MSG_DECIDED.tripNotFound);
      }
      const seats = deps.supplier.seats(trip.id, taken)?.seats ?? [];
      const chosen = body.seats.map((choice, index) => {
        const seat = seats.find((entry) => entry.seatNo === choice.seatNo);
        if (!seat) throw AppError.validation({ [`seats.${index}.seatNo`]: BUS_BLOCK_MSG.notOnBus });
        if (seat.ladies && choice.gender !== 'F') {
          throw blockFailed(BUS_BLOCK_MSG.ladiesOnly, { [`seats.${index}.gender`]: BUS_BLOCK_MSG.ladiesOnly });
        }
        return { choice, seat };
      });
      const gone = chosen.filter(({ seat }) => !seat.available).map(({ seat }) => seat.seatNo);
      if (gone.length > 0) throw blockFailed(`${BUS_BLOCK_MSG.taken} ${gone.join(', ')}.`, { seats: gone.join(',') });
      const boarding = trip.boardingPoints.find((stop) => stop.id === body.boardingPointId);
      const dropping = trip.droppingPoints.find((stop) => stop.id === body.droppingPointId);
      if (!boarding || !dropping) {
        throw AppError.validation({
          ...(boarding ? {} : { boardingPointId: BUS_BLOCK_MSG.boardingRequired }),
          ...(dropping ? {} : { droppingPointId: BUS_BLOCK_MSG.droppingRequired }),
        });
      }
      const price = priceBusSeats(
        chosen.map(({ seat }) => seat),
        trip.busType.ac,
        deps.today(),
      );
      const at = new Date(deps.now());
      const expiresAt = new Date(deps.now() + BUS_BLOCK_MINUTES * MINUTE);
      const blockId = await deps.db
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('bus_blocks')
            .values({
              trip_id: trip.id,
              agency_id: user.agency_id as number,
              agent_user_id: user.id,
              boarding_point: boarding.id,
              dropping_point: dropping.id,
              travellers: JSON.stringify(
                chosen.map(({ choice, seat }) => ({
                  seatNo: seat.seatNo,
                  name: choice.name.trim(),
                  age: choice.age,
                  gender: choice.gender,
                })),
              ),
              contact: JSON.stringify({ email: body.contact.email.trim(), mobile: body.contact.mobile.trim() }),
              price: JSON.stringify(price),
              total_paise: price.totalPaise,
              expires_at: expiresAt,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const held = await busSeatsRepo.hold(trx, {
            tripId: trip.id,
            date: trip.departureDate,
            seatNos: chosen.map(({ seat }) => seat.seatNo),
            blockId: id,
            at,
            expiresAt,
          });
          if (held.length < chosen.length) {
            const lost = chosen.map(({ seat }) => seat.seatNo).filter((seatNo) => !held.includes(seatNo));
            throw blockFailed(`${BUS_BLOCK_MSG.taken} ${lost.join(', ')}.`, { seats: lost.join(',') });
          }
          return id;
        })
        .finally(() => deps.refresh([trip.id]));
      return {
        blockId,
        tripId: trip.id,
        expiresAt: expiresAt.toISOString(),
        price,
        earnings: earningsShown(deps.earnings(user.agency_id as number, price), price.totalPaise),
        message: BUS_BLOCK_MSG.blocked,
      };
    },
  };
}

import type { FlightSchedule } from '@tripsetu/domain/flight-types.ts';
import {
  parseFlight,
  SERIES_MSG,
  type SeriesFare,
  type SeriesFareBody,
  seriesBodyOfCells,
  seriesFareErrors,
} from '@tripsetu/domain/series-fares.ts';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../agencies/agency-files.ts';
import { cabinCapacity } from '../flights/inventory-supplier.ts';
import type { FlightNetwork } from '../flights/network.ts';
import type { SeriesBlocks } from '../flights/series-blocks.ts';
import { sheetRows } from './series-sheet.ts';

type FieldErrors = Partial<Record<keyof SeriesFareBody, string>>;
const keyOf = (scheduleId: number, date: string, cabin: string) => `${scheduleId}|${date}|${cabin}`;

/**
 * Agent series fares for the back office (issue 24, decision 037): blocks added one by one or from a spreadsheet
 * (all its rows or none, each refusal said under its row and column), listed with their seats sold, and
 * withdrawn. Every change is put in memory for the search at once.
 */
export function createSeriesFaresService(deps: {
  db: Kysely<Database>;
  blocks: SeriesBlocks;
  network: () => FlightNetwork;
  today: () => string;
  /** Forgets the searches' priced legs, so that a block added or withdrawn shows in the next search. */
  forgetPriced: () => void;
}) {
  const { db } = deps;

  /** The body's errors, the schedule's own included (the flight flies that day, with such a cabin). */
  function errorsOf(body: SeriesFareBody): { errors: FieldErrors; schedule?: FlightSchedule } {
    const errors = seriesFareErrors(body, deps.today());
    const flight = parseFlight(body.flight);
    if (!flight || errors.flight) return { errors };
    const schedule = deps.network().schedule(`${flight.carrier}-${flight.flightNumber}`);
    if (!schedule) return { errors: { ...errors, flight: SERIES_MSG.flightUnknown } };
    if (
      !errors.date &&
      deps
        .network()
        .departures(schedule.origin, schedule.destination, body.date)
        .every((on) => on.schedule !== schedule)
    ) {
      errors.date = SERIES_MSG.notOperating;
    }
    if (!errors.cabin && cabinCapacity(schedule.aircraft, body.cabin) === 0) errors.cabin = SERIES_MSG.cabinMissing;
    return { errors, schedule };
  }

  /** Blocks on sale for these flights, dates and cabins (a withdrawn one may be followed by a new one). */
  async function existing(
    trx: Kysely<Database> | Transaction<Database>,
    bodies: { scheduleId: number; body: SeriesFareBody }[],
  ) {
    if (bodies.length === 0) return new Set<string>();
    const rows = await trx
      .selectFrom('series_fare_blocks')
      .select(['schedule_id', 'flight_date', 'cabin'])
      .where('schedule_id', 'in', [...new Set(bodies.map((entry) => entry.scheduleId))])
      .where('flight_date', 'in', [...new Set(bodies.map((entry) => entry.body.date))])
      .where('withdrawn_at', 'is', null)
      .execute();
    return new Set(rows.map((row) => keyOf(row.schedule_id, row.flight_date, row.cabin)));
  }

  /** Keeps blocks that passed their checks, one writer at a time (so that two adds of one flight cannot both pass). */
  async function insert(
    addedBy: string,
    bodies: { row: number; scheduleId: number; body: SeriesFareBody }[],
    duplicateField: (row: number) => string,
  ): Promise<number[]> {
    const ids = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('series-fare-blocks'))`.execute(trx);
      const kept = await existing(trx, bodies);
      const duplicates = bodies.filter(({ scheduleId, body }) => kept.has(keyOf(scheduleId, body.date, body.cabin)));
      if (duplicates.length > 0) {
        throw AppError.validation(
          Object.fromEntries(duplicates.map(({ row }) => [duplicateField(row), SERIES_MSG.duplicate])),
        );
      }
      const rows = await trx
        .insertInto('series_fare_blocks')
        .values(
          bodies.map(({ scheduleId, body }) => ({
            schedule_id: scheduleId,
            flight_date: body.date,
            cabin: body.cabin,
            seats: body.seats,
            adult_fare_paise: body.adultFarePaise,
            child_fare_paise: body.childFarePaise,
            infant_fare_paise: body.infantFarePaise,
            check_in_kg: body.checkInKg,
            added_by: addedBy,
          })),
        )
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    });
    await deps.blocks.refresh(
      bodies.map(({ scheduleId, body }) => ({ scheduleId, date: body.date, cabin: body.cabin })),
    );
    deps.forgetPriced();
    return ids;
  }

  const listQuery = () =>
    db
      .selectFrom('series_fare_blocks as b')
      .innerJoin('flight_schedules as s', 's.id', 'b.schedule_id')
      .selectAll('b')
      .select(['s.carrier', 's.flight_number', 's.origin', 's.destination', 's.departure_time']);

  type ListRow = Selectable<Database['series_fare_blocks']> & {
    carrier: string;
    flight_number: number;
    origin: string;
    destination: string;
    departure_time: string;
  };
  const fareOf = (row: ListRow): SeriesFare => ({
    id: row.id,
    flight: `${row.carrier}-${row.flight_number}`,
    date: row.flight_date,
    cabin: row.cabin as SeriesFare['cabin'],
    seats: row.seats,
    adultFarePaise: row.adult_fare_paise,
    childFarePaise: row.child_fare_paise,
    infantFarePaise: row.infant_fare_paise,
    checkInKg: row.check_in_kg,
    origin: row.origin,
    destination: row.destination,
    departureTime: row.departure_time,
    seatsSold: row.seats_sold,
    seatsLeft: row.withdrawn_at === null ? row.seats - row.seats_sold : 0,
    addedBy: row.added_by,
    addedAt: new Date(row.added_at).toISOString(),
    withdrawnAt: row.withdrawn_at === null ? null : new Date(row.withdrawn_at).toISOString(),
  });

  return {
    /** The blocks of flights from today on, soonest first. */
    async list(): Promise<SeriesFare[]> {
      const rows = await listQuery()
        .where('b.flight_date', '>=', deps.today())
        .orderBy('b.flight_date')
        .orderBy('s.departure_time')
        .orderBy('b.id')
        .limit(1_000)
        .execute();
      return rows.map(fareOf);
    },

    async add(addedBy: string, input: SeriesFareBody): Promise<SeriesFare> {
      const body = { ...input, flight: input.flight.trim().toUpperCase() };
      const { errors, schedule } = errorsOf(body);
      if (Object.keys(errors).length > 0 || !schedule) throw AppError.validation(errors as Record<string, string>);
      const [id] = await insert(addedBy, [{ row: 0, scheduleId: schedule.id, body }], () => 'date');
      const row = await listQuery()
        .where('b.id', '=', id as number)
        .executeTakeFirstOrThrow();
      return fareOf(row);
    },

    /** A spreadsheet's rows, all kept or (any row refused) none; each refusal under `rows.<row>.<field>`. */
    async upload(addedBy: string, file: UploadedFile | undefined): Promise<{ added: number }> {
      if (!file) throw AppError.validation({ file: SERIES_MSG.fileRequired });
      const rows = await sheetRows(file);
      const errors: Record<string, string> = {};
      const valid: { row: number; scheduleId: number; body: SeriesFareBody }[] = [];
      const seen = new Map<string, number>();
      for (const { row, cells } of rows) {
        const read = seriesBodyOfCells(cells, deps.today());
        const body = { ...read.body, flight: read.body.flight.toUpperCase() };
        const checked = errorsOf(body);
        const rowErrors: FieldErrors = { ...checked.errors, ...read.errors };
        if (checked.schedule && Object.keys(rowErrors).length === 0) {
          const key = keyOf(checked.schedule.id, body.date, body.cabin);
          const first = seen.get(key);
          if (first !== undefined) rowErrors.date = SERIES_MSG.duplicateInFile(first);
          else seen.set(key, row);
        }
        for (const [field, message] of Object.entries(rowErrors)) errors[`rows.${row}.${field}`] = message;
        if (Object.keys(rowErrors).length === 0 && checked.schedule)
          valid.push({ row, scheduleId: checked.schedule.id, body });
      }
      // Blocks kept already are said with the rest, so that one upload shows every row to correct.
      const kept = await existing(db, valid);
      for (const { row, scheduleId, body } of valid) {
        if (kept.has(keyOf(scheduleId, body.date, body.cabin))) errors[`rows.${row}.date`] = SERIES_MSG.duplicate;
      }
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', SERIES_MSG.uploadRefused, errors);
      try {
        const ids = await insert(addedBy, valid, (row) => `rows.${row}.date`);
        return { added: ids.length };
      } catch (error) {
        if (error instanceof AppError) throw new AppError('VALIDATION', SERIES_MSG.uploadRefused, error.fields);
        throw error;
      }
    },

    /** Stops a block's unsold seats being sold; what it sold stays sold. */
    async withdraw(withdrawnBy: string, id: number): Promise<SeriesFare> {
      const row = await listQuery().where('b.id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', SERIES_MSG.notFound);
      // Under the block's lock: a booking taking its seats finishes first, or sees it withdrawn.
      const done = await db.transaction().execute(async (trx) => {
        await deps.blocks.lock(trx, [id]);
        const changed = await trx
          .updateTable('series_fare_blocks')
          .set({ withdrawn_at: new Date(), withdrawn_by: withdrawnBy })
          .where('id', '=', id)
          .where('withdrawn_at', 'is', null)
          .executeTakeFirst();
        return Number(changed.numUpdatedRows) === 1;
      });
      if (!done) throw new AppError('CONFLICT', SERIES_MSG.alreadyWithdrawn);
      await deps.blocks.refresh([{ scheduleId: row.schedule_id, date: row.flight_date, cabin: row.cabin }]);
      deps.forgetPriced();
      return fareOf(await listQuery().where('b.id', '=', id).executeTakeFirstOrThrow());
    },
  };
}

export type SeriesFaresService = ReturnType<typeof createSeriesFaresService>;

import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function listDestinations(db: Db) {
  return db.selectFrom('destinations').selectAll().orderBy('name').execute();
}

export function listPackages(db: Db) {
  return db.selectFrom('packages').selectAll().orderBy('package_id').execute();
}

export function listPackageImages(db: Db) {
  return db.selectFrom('package_images').selectAll().orderBy('package_id').orderBy('position').execute();
}

export function listPackagePrices(db: Db) {
  return db.selectFrom('package_prices').selectAll().orderBy('package_id').orderBy('supplement_paise').execute();
}

export function listPackageCityPrices(db: Db) {
  return db
    .selectFrom('package_city_prices')
    .selectAll()
    .orderBy('package_id')
    .orderBy('adult_price_paise')
    .orderBy('departing_city')
    .execute();
}

export interface NewBooking {
  booking: Insertable<Database['package_bookings']>;
  passengers: Insertable<Database['package_booking_passengers']>[];
}

export async function insertBooking(trx: Transaction<Database>, { booking, passengers }: NewBooking): Promise<void> {
  await trx.insertInto('package_bookings').values(booking).execute();
  await trx.insertInto('package_booking_passengers').values(passengers).execute();
}

export function findBooking(db: Db, txid: string) {
  return db
    .selectFrom('package_bookings')
    .innerJoin('packages', 'packages.package_id', 'package_bookings.package_id')
    .selectAll('package_bookings')
    .select(['packages.package_name', 'packages.noof_nights', 'packages.noof_days', 'packages.destination'])
    .where('package_bookings.txid', '=', txid)
    .executeTakeFirst();
}

export function findBookingPassengers(db: Db, txid: string) {
  return db.selectFrom('package_booking_passengers').selectAll().where('txid', '=', txid).orderBy('position').execute();
}

/** A booking as lists show it, with its package and any cancellation request. */
function bookingSummaries(db: Db) {
  return db
    .selectFrom('package_bookings')
    .innerJoin('packages', 'packages.package_id', 'package_bookings.package_id')
    .leftJoin('package_cancellation_requests', 'package_cancellation_requests.txid', 'package_bookings.txid')
    .select([
      'package_bookings.txid',
      'package_bookings.package_id',
      'packages.package_name',
      'packages.destination',
      'package_bookings.status',
      'package_bookings.depdate',
      'package_bookings.returndate',
      'package_bookings.numadults_single',
      'package_bookings.numadults_double',
      'package_bookings.numadults_triple',
      'package_bookings.numchildren_withbed',
      'package_bookings.numchildren_withoutbed',
      'package_bookings.numinfants',
      'package_bookings.total_paise',
      'package_bookings.fare',
      'package_bookings.created_at',
      'package_bookings.pax_mobile',
      'package_bookings.pax_email',
      'package_cancellation_requests.requested_at',
    ]);
}

/** Bookings whose lead contact is this mobile, newest first. */
export function listBookingsByMobile(db: Db, mobile: string) {
  return bookingSummaries(db)
    .where('package_bookings.pax_mobile', '=', mobile)
    .orderBy('package_bookings.created_at', 'desc')
    .orderBy('package_bookings.txid')
    .execute();
}

export function findBookingSummary(db: Db, txid: string) {
  return bookingSummaries(db).where('package_bookings.txid', '=', txid).executeTakeFirst();
}

/** Records a cancellation request once; answers false when one already exists. */
export async function insertCancellationRequest(
  db: Db,
  request: Insertable<Database['package_cancellation_requests']>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('package_cancellation_requests')
    .values(request)
    .onConflict((oc) => oc.column('txid').doNothing())
    .returning('txid')
    .executeTakeFirst();
  return inserted !== undefined;
}

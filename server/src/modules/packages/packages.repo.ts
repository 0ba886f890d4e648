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

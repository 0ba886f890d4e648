import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { generateCatalogue } from './catalogue.ts';

/**
 * Writes the demo catalogue for `today` (YYYY-MM-DD, India) in one transaction. Safe to run at every
 * start: destinations and packages are upserted, and each generated package's pictures and prices are
 * replaced. No package is ever deleted, so bookings keep their package.
 */
export async function seedCatalogue(db: Kysely<Database>, today: string): Promise<{ packages: number }> {
  const catalogue = generateCatalogue(today);
  const packageIds = catalogue.packages.map((row) => row.package_id);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('destinations')
      .values(catalogue.destinations)
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          country: eb.ref('excluded.country'),
          domint: eb.ref('excluded.domint'),
        })),
      )
      .execute();

    await trx
      .insertInto('packages')
      .values(catalogue.packages)
      .onConflict((conflict) =>
        conflict.column('package_id').doUpdateSet((eb) => ({
          package_name: eb.ref('excluded.package_name'),
          package_description: eb.ref('excluded.package_description'),
          theme: eb.ref('excluded.theme'),
          destination: eb.ref('excluded.destination'),
          noof_days: eb.ref('excluded.noof_days'),
          noof_nights: eb.ref('excluded.noof_nights'),
          packagerating: eb.ref('excluded.packagerating'),
          best_season: eb.ref('excluded.best_season'),
          operates_on_days: eb.ref('excluded.operates_on_days'),
          highlights: eb.ref('excluded.highlights'),
          itinerary: eb.ref('excluded.itinerary'),
          inclusions: eb.ref('excluded.inclusions'),
          exclusions: eb.ref('excluded.exclusions'),
          includes_flight: eb.ref('excluded.includes_flight'),
          includes_hotel: eb.ref('excluded.includes_hotel'),
          includes_transfers: eb.ref('excluded.includes_transfers'),
          includes_cab: eb.ref('excluded.includes_cab'),
          default_image: eb.ref('excluded.default_image'),
          single_supplement_pct: eb.ref('excluded.single_supplement_pct'),
          triple_discount_pct: eb.ref('excluded.triple_discount_pct'),
          child_nobed_discount_pct: eb.ref('excluded.child_nobed_discount_pct'),
          valid_from: eb.ref('excluded.valid_from'),
          valid_to: eb.ref('excluded.valid_to'),
        })),
      )
      .execute();

    await trx.deleteFrom('package_images').where('package_id', 'in', packageIds).execute();
    await trx.deleteFrom('package_prices').where('package_id', 'in', packageIds).execute();
    await trx.deleteFrom('package_city_prices').where('package_id', 'in', packageIds).execute();
    await trx.insertInto('package_images').values(catalogue.images).execute();
    await trx.insertInto('package_prices').values(catalogue.prices).execute();
    await trx.insertInto('package_city_prices').values(catalogue.cityPrices).execute();
  });

  return { packages: catalogue.packages.length };
}

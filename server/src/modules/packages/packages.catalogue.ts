import { isoWeekday } from '@tripsetu/domain/dates.ts';
import type { CityPrice, OccupancyTerms } from '@tripsetu/domain/pricing.ts';
import type { Kysely } from 'kysely';
import type { Database, PackageRow } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import * as repo from './packages.repo.ts';

/** A package with everything the site shows and the reprice needs, held in memory. */
export interface CataloguePackage {
  row: Omit<PackageRow, 'highlights' | 'itinerary' | 'inclusions' | 'exclusions'> & {
    highlights: string[];
    itinerary: string[];
    inclusions: string[];
    exclusions: string[];
  };
  images: { imageUrl: string; caption: string }[];
  prices: { packageType: string; mealPlan: string; supplementPaise: number }[];
  cityPrices: (CityPrice & { city: string })[];
  terms: OccupancyTerms;
  /** The lowest adult price over its departure cities: the card's 'from' price. */
  basePricePaise: number;
}

export interface CatalogueSearch {
  destination: string;
  jdate: string;
  numdays: number;
  budgetPaise?: number;
}

/**
 * The package catalogue answers searches from memory (DESIGN.md: hot read paths), loaded from the
 * database at start and reloaded after the catalogue changes.
 */
export class PackageCatalogue {
  #byId = new Map<number, CataloguePackage>();
  #byDestination = new Map<string, CataloguePackage[]>();
  #destinations: { name: string; domint: string }[] = [];

  async load(db: Kysely<Database>): Promise<void> {
    const [destinations, packages, images, prices, cityPrices] = await Promise.all([
      repo.listDestinations(db),
      repo.listPackages(db),
      repo.listPackageImages(db),
      repo.listPackagePrices(db),
      repo.listPackageCityPrices(db),
    ]);
    const byId = new Map<number, CataloguePackage>();
    for (const row of packages) {
      byId.set(row.package_id, {
        row: {
          ...row,
          highlights: asStrings(row.highlights),
          itinerary: asStrings(row.itinerary),
          inclusions: asStrings(row.inclusions),
          exclusions: asStrings(row.exclusions),
        },
        images: [],
        prices: [],
        cityPrices: [],
        terms: {
          singleSupplementPct: row.single_supplement_pct,
          tripleDiscountPct: row.triple_discount_pct,
          childNoBedDiscountPct: row.child_nobed_discount_pct,
        },
        basePricePaise: 0,
      });
    }
    for (const image of images)
      byId.get(image.package_id)?.images.push({ imageUrl: image.image_url, caption: image.caption });
    for (const price of prices) {
      byId.get(price.package_id)?.prices.push({
        packageType: price.package_type,
        mealPlan: price.meal_plan,
        supplementPaise: price.supplement_paise,
      });
    }
    for (const price of cityPrices) {
      byId.get(price.package_id)?.cityPrices.push({
        city: price.departing_city,
        adultPaise: price.adult_price_paise,
        childPaise: price.child_price_paise,
        infantPaise: price.infant_price_paise,
      });
    }
    const byDestination = new Map<string, CataloguePackage[]>();
    for (const item of byId.values()) {
      item.basePricePaise = Math.min(...item.cityPrices.map((c) => c.adultPaise));
      const list = byDestination.get(item.row.destination.toLowerCase()) ?? [];
      list.push(item);
      byDestination.set(item.row.destination.toLowerCase(), list);
    }
    this.#byId = byId;
    this.#byDestination = byDestination;
    this.#destinations = destinations
      .filter((d) => byDestination.has(d.name.toLowerCase()))
      .map((d) => ({ name: d.name, domint: d.domint }));
  }

  destinations(domint: string): string[] {
    return this.#destinations.filter((d) => domint === 'all' || d.domint === domint).map((d) => d.name);
  }

  get(packageId: number): CataloguePackage | undefined {
    return this.#byId.get(packageId);
  }

  /**
   * Packages at the destination that are sold and operate on the journey date, the closest duration
   * first, then the cheapest (docs/decisions/003).
   */
  search({ destination, jdate, numdays, budgetPaise }: CatalogueSearch): CataloguePackage[] {
    const weekday = isoWeekday(jdate);
    const candidates = this.#byDestination.get(destination.trim().toLowerCase()) ?? [];
    return candidates
      .filter((p) => isSoldOn(p, jdate, weekday))
      .filter((p) => budgetPaise === undefined || p.basePricePaise <= budgetPaise)
      .sort(
        (a, b) =>
          Math.abs(a.row.noof_days - numdays) - Math.abs(b.row.noof_days - numdays) ||
          a.basePricePaise - b.basePricePaise ||
          a.row.package_id - b.row.package_id,
      );
  }
}

export function isSoldOn(item: CataloguePackage, depdate: string, weekday = isoWeekday(depdate)): boolean {
  return item.row.valid_from <= depdate && depdate <= item.row.valid_to && item.row.operates_on_days.includes(weekday);
}

function asStrings(value: unknown): string[] {
  const parsed = jsonColumn<unknown>(value);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

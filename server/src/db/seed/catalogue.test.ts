import { describe, expect, it } from 'vitest';
import { AIRFARE_INCLUSION, DEPARTURE_CITIES, generateCatalogue, MEAL_PLANS, PACKAGE_TYPES } from './catalogue.ts';
import { renderPackageSvg } from './images.ts';

const TODAY = '2025-06-15';
const catalogue = generateCatalogue(TODAY);
const json = (value: string | undefined) => JSON.parse(value ?? 'null') as string[];
const rowsOf = <T extends { package_id: number }>(rows: T[], packageId: number) =>
  rows.filter((row) => row.package_id === packageId);

/** Checks that every opened tag is closed in order: enough to catch broken markup. */
function tagsBalance(markup: string): boolean {
  const open: string[] = [];
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) open.push(name as string);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('generateCatalogue', () => {
  it('gives identical output for the same day', () => {
    expect(generateCatalogue(TODAY)).toEqual(catalogue);
  });

  it('moves only the validity window when the day changes', () => {
    const later = generateCatalogue('2025-09-01');
    expect(later.packages.map(({ valid_from, valid_to, ...rest }) => rest)).toEqual(
      catalogue.packages.map(({ valid_from, valid_to, ...rest }) => rest),
    );
    expect(later.prices).toEqual(catalogue.prices);
    expect(later.cityPrices).toEqual(catalogue.cityPrices);
  });

  it('keeps packages valid from 30 days ago until a year ahead', () => {
    for (const row of catalogue.packages) {
      expect(row.valid_from).toBe('2025-05-16');
      expect(row.valid_to).toBe('2026-06-15');
    }
  });

  it('sells at least 44 packages over at least 22 domestic destinations', () => {
    expect(catalogue.packages.length).toBeGreaterThanOrEqual(44);
    expect(catalogue.destinations.length).toBeGreaterThanOrEqual(22);
    const names = catalogue.destinations.map((destination) => destination.name);
    expect(names).toEqual(
      expect.arrayContaining(['Goa', 'Kerala', 'Manali', 'Kashmir', 'Ladakh', 'Andaman', 'Sikkim']),
    );
    for (const destination of catalogue.destinations) expect(destination.domint).toBe('domestic');
    for (const row of catalogue.packages) expect(names).toContain(row.destination);
  });

  it('numbers packages from 1001 without gaps', () => {
    expect(catalogue.packages.map((row) => row.package_id)).toEqual(catalogue.packages.map((_, i) => 1001 + i));
  });

  it('offers every destination in at least two durations, one of them departing daily', () => {
    for (const destination of catalogue.destinations) {
      const packages = catalogue.packages.filter((row) => row.destination === destination.name);
      expect(new Set(packages.map((row) => row.noof_days)).size, destination.name).toBeGreaterThanOrEqual(2);
      const daily = packages.some((row) => [1, 2, 3, 4, 5, 6, 7].every((day) => row.operates_on_days.includes(day)));
      expect(daily, destination.name).toBe(true);
    }
  });

  it('also has packages that operate on a few weekdays only', () => {
    const someDays = catalogue.packages.filter((row) => row.operates_on_days.length < 7);
    expect(someDays.length).toBeGreaterThan(0);
    for (const row of someDays) {
      expect(row.operates_on_days.length).toBeGreaterThanOrEqual(3);
      expect(row.operates_on_days.length).toBeLessThanOrEqual(5);
      expect([...row.operates_on_days].sort()).toEqual(row.operates_on_days);
      for (const day of row.operates_on_days) expect(day).toBeGreaterThanOrEqual(1);
      for (const day of row.operates_on_days) expect(day).toBeLessThanOrEqual(7);
    }
  });

  it('writes one itinerary entry per day, with nights one fewer than days', () => {
    for (const row of catalogue.packages) {
      expect(row.noof_days).toBeGreaterThanOrEqual(3);
      expect(row.noof_days).toBeLessThanOrEqual(10);
      expect(row.noof_nights).toBe(row.noof_days - 1);
      const itinerary = json(row.itinerary);
      expect(itinerary).toHaveLength(row.noof_days);
      itinerary.forEach((line, i) => {
        expect(line.startsWith(`Day ${i + 1}: `)).toBe(true);
        expect(line).not.toContain('||');
      });
    }
  });

  it('describes each package with a rating, a season and four to six highlights', () => {
    for (const row of catalogue.packages) {
      expect(row.packagerating).toBeGreaterThanOrEqual(3);
      expect(row.packagerating).toBeLessThanOrEqual(5);
      expect(row.best_season).toMatch(/^[A-Z][a-z]+ to [A-Z][a-z]+/);
      expect(row.package_description.split('. ').length).toBeGreaterThanOrEqual(2);
      const highlights = json(row.highlights);
      expect(highlights.length).toBeGreaterThanOrEqual(4);
      expect(highlights.length).toBeLessThanOrEqual(6);
      expect(row.single_supplement_pct).toBeGreaterThanOrEqual(25);
      expect(row.single_supplement_pct).toBeLessThanOrEqual(45);
      expect(row.triple_discount_pct).toBeGreaterThanOrEqual(5);
      expect(row.triple_discount_pct).toBeLessThanOrEqual(12);
      expect(row.child_nobed_discount_pct).toBeGreaterThanOrEqual(20);
      expect(row.child_nobed_discount_pct).toBeLessThanOrEqual(35);
    }
  });

  it('lists airfare among the inclusions exactly when the package includes flights', () => {
    for (const row of catalogue.packages) {
      const inclusions = json(row.inclusions);
      expect(inclusions.includes(AIRFARE_INCLUSION), row.package_name).toBe(row.includes_flight);
      expect(inclusions.filter((line) => /airfare/i.test(line)).length).toBe(row.includes_flight ? 1 : 0);
      expect(inclusions.includes('Sightseeing by private cab as per itinerary')).toBe(row.includes_cab);
      // GST is charged as its own fare line, so no package lists it as an exclusion.
      expect(json(row.exclusions).some((line) => /GST/.test(line))).toBe(false);
    }
    const withFlights = catalogue.packages.filter((row) => row.includes_flight).length;
    expect(withFlights / catalogue.packages.length).toBeGreaterThan(0.3);
    expect(withFlights / catalogue.packages.length).toBeLessThan(0.7);
  });

  it('shows at least four pictures per package, the first being the default image', () => {
    for (const row of catalogue.packages) {
      const images = rowsOf(catalogue.images, row.package_id);
      expect(images.length).toBeGreaterThanOrEqual(4);
      expect(images.map((image) => image.position)).toEqual(images.map((_, i) => i + 1));
      expect(images[0]?.image_url).toBe(row.default_image);
      expect(row.default_image).toBe(`/media/packages/${row.package_id}/1.svg`);
      for (const image of images) expect(image.caption.length).toBeGreaterThan(2);
    }
  });

  it('prices two to six departure cities per package in whole rupees, a child never above an adult', () => {
    for (const row of catalogue.packages) {
      const cityPrices = rowsOf(catalogue.cityPrices, row.package_id);
      expect(cityPrices.length).toBeGreaterThanOrEqual(2);
      expect(cityPrices.length).toBeLessThanOrEqual(6);
      for (const price of cityPrices) {
        expect(DEPARTURE_CITIES).toContain(price.departing_city);
        const adult = Number(price.adult_price_paise);
        const child = Number(price.child_price_paise);
        const infant = Number(price.infant_price_paise);
        for (const paise of [adult, child, infant]) {
          expect(paise).toBeGreaterThan(0);
          expect(paise % 100).toBe(0);
        }
        expect(child).toBeLessThan(adult);
        expect(adult).toBeGreaterThanOrEqual(8_999_00);
        expect(adult).toBeLessThanOrEqual(95_000_00);
        expect(infant).toBeLessThanOrEqual(6_000_00);
      }
      if (!row.includes_flight) {
        expect(new Set(cityPrices.map((price) => price.adult_price_paise)).size).toBe(1);
      }
    }
  });

  it('charges more for longer tours with flights than for short ones by road', () => {
    const cheapest = (rows: typeof catalogue.packages) =>
      Math.min(
        ...rows.flatMap((row) => rowsOf(catalogue.cityPrices, row.package_id).map((p) => Number(p.adult_price_paise))),
      );
    const longFlying = catalogue.packages.filter((row) => row.includes_flight && row.noof_days >= 7);
    const shortByRoad = catalogue.packages.filter((row) => !row.includes_flight && row.noof_days <= 4);
    const dearestShort = Math.max(
      ...shortByRoad.flatMap((row) =>
        rowsOf(catalogue.cityPrices, row.package_id).map((p) => Number(p.adult_price_paise)),
      ),
    );
    expect(cheapest(longFlying)).toBeGreaterThan(dearestShort);
  });

  it('sells each package in two to four types with the cheapest type on breakfast at no supplement', () => {
    const mealCodes = MEAL_PLANS.map((plan) => plan.code as string);
    for (const row of catalogue.packages) {
      const prices = rowsOf(catalogue.prices, row.package_id);
      const types = [...new Set(prices.map((price) => price.package_type))];
      const meals = [...new Set(prices.map((price) => price.meal_plan))];
      expect(types.length).toBeGreaterThanOrEqual(2);
      expect(types.length).toBeLessThanOrEqual(4);
      expect(prices).toHaveLength(types.length * meals.length);
      for (const type of types) expect(PACKAGE_TYPES as readonly string[]).toContain(type);
      for (const meal of meals) expect(mealCodes).toContain(meal);
      const lowest = prices.find((price) => price.package_type === types[0] && price.meal_plan === 'CP');
      expect(Number(lowest?.supplement_paise)).toBe(0);
      for (const price of prices) {
        expect(Number(price.supplement_paise) % 100).toBe(0);
        if (price !== lowest) expect(Number(price.supplement_paise)).toBeGreaterThan(0);
      }
    }
  });

  it('labels the meal plans as the trade does', () => {
    expect(MEAL_PLANS).toEqual([
      { code: 'CP', label: 'Breakfast only' },
      { code: 'MAP', label: 'Breakfast and dinner' },
      { code: 'AP', label: 'All meals' },
    ]);
    expect(PACKAGE_TYPES).toEqual(['Standard', 'Deluxe', 'Premium', 'Luxury']);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => generateCatalogue('15/06/2025')).toThrow();
  });
});

describe('renderPackageSvg', () => {
  it('draws every catalogue picture as self-contained, well-formed SVG', () => {
    for (const image of catalogue.images) {
      const row = catalogue.packages.find((candidate) => candidate.package_id === image.package_id);
      if (!row) throw new Error(`no package ${image.package_id}`);
      const svg = renderPackageSvg({
        packageId: image.package_id,
        position: image.position,
        destination: row.destination,
        theme: row.theme,
        caption: image.caption,
      });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('viewBox="0 0 1200 800"');
      expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/http|href|<image|@import/);
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
      expect(tagsBalance(svg), `${image.package_id}/${image.position}`).toBe(true);
    }
  });

  it('draws the same picture for the same input and different ones for different positions', () => {
    const input = { packageId: 1001, position: 2, destination: 'Goa', theme: 'Beach', caption: 'Baga Beach' };
    expect(renderPackageSvg(input)).toBe(renderPackageSvg({ ...input }));
    expect(renderPackageSvg(input)).not.toBe(renderPackageSvg({ ...input, position: 3 }));
  });

  it('escapes the caption', () => {
    const svg = renderPackageSvg({
      packageId: 1001,
      position: 1,
      destination: 'Goa',
      theme: 'Beach',
      caption: 'Sun & Sand <Baga> "Goa"',
    });
    expect(svg).toContain('Sun &amp; Sand &lt;Baga&gt; &quot;Goa&quot;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(tagsBalance(svg)).toBe(true);
  });

  it('falls back to a scene for the theme when the destination is unknown', () => {
    const svg = renderPackageSvg({
      packageId: 5,
      position: 1,
      destination: 'Atlantis',
      theme: 'Wildlife',
      caption: 'Reef',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(tagsBalance(svg)).toBe(true);
  });
});

// Deterministic demo catalogue of domestic holiday packages, built from the facts in destinations.ts.
// The same `today` always gives the same rows; only the validity window moves with the date.

import type { NewDestination, NewPackage, NewPackageCityPrice, NewPackageImage, NewPackagePrice } from '../schema.ts';
import { DESTINATIONS, type HolidayDestination, type HolidayTheme, type TourDay } from './destinations.ts';
import { mulberry32, randomInt } from './random.ts';

export const PACKAGE_TYPES = ['Standard', 'Deluxe', 'Premium', 'Luxury'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const MEAL_PLANS = [
  { code: 'CP', label: 'Breakfast only' },
  { code: 'MAP', label: 'Breakfast and dinner' },
  { code: 'AP', label: 'All meals' },
] as const;
export type MealPlanCode = (typeof MEAL_PLANS)[number]['code'];

export const DEPARTURE_CITIES = [
  'Delhi',
  'Mumbai',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Ahmedabad',
  'Pune',
  'Jaipur',
  'Kochi',
  'Lucknow',
  'Chandigarh',
] as const;
export type DepartureCity = (typeof DEPARTURE_CITIES)[number];

export const FIRST_PACKAGE_ID = 1001;
export const AIRFARE_INCLUSION = 'Return economy airfare from your departure city';

export interface Catalogue {
  destinations: NewDestination[];
  packages: NewPackage[];
  images: NewPackageImage[];
  prices: NewPackagePrice[];
  cityPrices: NewPackageCityPrice[];
}

const CATALOGUE_SEED = 0x7a1e_5e7d;

const AIRPORT_OF_CITY: Record<DepartureCity, { lat: number; lon: number }> = {
  Delhi: { lat: 28.56, lon: 77.1 },
  Mumbai: { lat: 19.09, lon: 72.87 },
  Bengaluru: { lat: 13.2, lon: 77.71 },
  Chennai: { lat: 12.99, lon: 80.17 },
  Kolkata: { lat: 22.65, lon: 88.45 },
  Hyderabad: { lat: 17.24, lon: 78.43 },
  Ahmedabad: { lat: 23.07, lon: 72.63 },
  Pune: { lat: 18.58, lon: 73.92 },
  Jaipur: { lat: 26.82, lon: 75.81 },
  Kochi: { lat: 10.15, lon: 76.4 },
  Lucknow: { lat: 26.76, lon: 80.89 },
  Chandigarh: { lat: 30.67, lon: 76.79 },
};

/** Islands with no practical way in but by air, so their packages always include the flights. */
const FLY_IN_ONLY = new Set(['Andaman', 'Lakshadweep']);

/** Closer than this, travellers drive or take the train, so the package is not sold with flights from there. */
const MIN_FLIGHT_KM = 350;

/** Thin routes and small aircraft make these airports dearer to fly to than distance alone says (rupees, return). */
const THIN_ROUTE_PREMIUM: Record<string, number> = {
  AGX: 8000,
  IXL: 4000,
  KUU: 4000,
  IXZ: 3000,
  SXR: 2000,
  BHJ: 1500,
  PGH: 1500,
  AGR: 1500,
  HBX: 1000,
};

const HOTEL_STARS: Record<PackageType, number> = { Standard: 3, Deluxe: 4, Premium: 4, Luxury: 5 };
/** Per person per night over Standard, for a destination with a land rate of ₹3,500. */
const TYPE_STEP_PER_NIGHT: Record<PackageType, number> = { Standard: 0, Deluxe: 800, Premium: 1900, Luxury: 4200 };
const MEAL_PER_NIGHT: Record<MealPlanCode, number> = { CP: 0, MAP: 600, AP: 1100 };
const MEAL_PLAN_EXTRA: Partial<Record<MealPlanCode, string>> = {
  MAP: 'dinner too on the MAP meal plan',
  AP: 'lunch and dinner too on the AP meal plan',
};

const THEME_NOTES: Record<HolidayTheme, string> = {
  Beach: 'Expect unhurried days on the sand, sea-facing sundowners and fresh seafood.',
  Honeymoon: 'It is paced for couples, with free evenings and romantic settings along the way.',
  Family: 'Short drives and easy sightseeing keep it comfortable for children and grandparents alike.',
  Adventure: 'It is built for active travellers, with outdoor activities that can be added on the spot.',
  'Hill Station': 'Cool mountain air, viewpoints and walks through pine and tea country set the pace.',
  Heritage: 'Forts, palaces and old quarters are seen with a guide and time to explore each at leisure.',
  Wildlife: 'Safaris in the early morning and late afternoon give the best chance of sightings.',
  Pilgrimage: 'Temple visits and river aartis are timed so that you can attend them in comfort.',
  Nature: 'Waterfalls, forests and quiet viewpoints make it a restful escape from the city.',
};

interface PackageBlueprint {
  destination: string;
  name: string;
  theme: HolidayTheme;
  /** Indexes into the destination's day plans, between the arrival and the departure day. */
  route: number[];
}

const BLUEPRINTS: PackageBlueprint[] = [
  { destination: 'Goa', name: 'Goa Beach Escape', theme: 'Beach', route: [0, 2] },
  { destination: 'Goa', name: 'Goa Honeymoon Special', theme: 'Honeymoon', route: [0, 2, 4] },
  { destination: 'Goa', name: 'Goa Family Fun with Dudhsagar', theme: 'Family', route: [0, 1, 3, 2, 4] },
  { destination: 'Kerala', name: 'Munnar & Thekkady Getaway', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Kerala', name: 'Kerala Backwaters Honeymoon', theme: 'Honeymoon', route: [0, 1, 2, 3] },
  { destination: 'Kerala', name: 'Grand Kerala Holiday', theme: 'Family', route: [0, 1, 2, 3, 4, 5, 6] },
  { destination: 'Manali', name: 'Manali Snow Escape', theme: 'Adventure', route: [0, 1] },
  { destination: 'Manali', name: 'Manali Honeymoon with Solang Valley', theme: 'Honeymoon', route: [0, 1, 2, 4] },
  { destination: 'Manali', name: 'Kullu Manali Family Holiday', theme: 'Family', route: [0, 1, 2, 3, 4] },
  { destination: 'Kashmir', name: 'Kashmir Paradise with Gulmarg', theme: 'Honeymoon', route: [0, 2, 4] },
  { destination: 'Kashmir', name: 'Kashmir Valley Explorer', theme: 'Family', route: [0, 1, 2, 3, 4] },
  { destination: 'Kashmir', name: 'Kashmir Great Escape', theme: 'Nature', route: [0, 1, 2, 3, 4, 5, 6] },
  {
    destination: 'Rajasthan',
    name: 'Royal Rajasthan Heritage Tour',
    theme: 'Heritage',
    route: [0, 1, 3, 4, 5, 6, 7, 8],
  },
  { destination: 'Rajasthan', name: 'Jaipur & Udaipur Lakes and Palaces', theme: 'Honeymoon', route: [0, 9, 7, 8] },
  { destination: 'Rajasthan', name: 'Rajasthan Desert Safari', theme: 'Adventure', route: [0, 1, 2, 3, 4] },
  { destination: 'Andaman', name: 'Andaman Island Hopper', theme: 'Beach', route: [0, 2, 3] },
  { destination: 'Andaman', name: 'Andaman Honeymoon Special', theme: 'Honeymoon', route: [0, 1, 2, 3] },
  { destination: 'Andaman', name: 'Andaman Explorer with Baratang', theme: 'Adventure', route: [4, 0, 1, 2, 3, 5] },
  { destination: 'Sikkim', name: 'Gangtok Getaway with Tsomgo Lake', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Sikkim', name: 'Sikkim Honeymoon with Lachung', theme: 'Honeymoon', route: [0, 1, 2, 3] },
  { destination: 'Sikkim', name: 'Sikkim Explorer with Pelling', theme: 'Nature', route: [0, 1, 2, 3, 4, 5] },
  { destination: 'Ladakh', name: 'Leh Ladakh with Pangong', theme: 'Adventure', route: [0, 1, 4, 5] },
  { destination: 'Ladakh', name: 'Ladakh Honeymoon Escape', theme: 'Honeymoon', route: [0, 2, 3, 5, 1] },
  { destination: 'Ladakh', name: 'Ladakh Grand Circuit with Nubra', theme: 'Nature', route: [0, 1, 2, 3, 5, 6] },
  { destination: 'Shimla', name: 'Shimla Hill Retreat', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Shimla', name: 'Shimla Family Holiday with Chail', theme: 'Family', route: [0, 1, 2, 3] },
  { destination: 'Darjeeling', name: 'Darjeeling Tea & Toy Train', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Darjeeling', name: 'Darjeeling & Kalimpong Holiday', theme: 'Family', route: [0, 1, 2, 3] },
  { destination: 'Ooty', name: 'Ooty Nilgiri Getaway', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Ooty', name: 'Ooty & Coonoor Family Holiday', theme: 'Family', route: [0, 1, 2, 3] },
  { destination: 'Coorg', name: 'Coorg Coffee Country Escape', theme: 'Nature', route: [0, 1] },
  { destination: 'Coorg', name: 'Coorg Honeymoon in the Hills', theme: 'Honeymoon', route: [0, 1, 2, 3] },
  { destination: 'Rishikesh', name: 'Rishikesh Rafting Adventure', theme: 'Adventure', route: [0] },
  {
    destination: 'Rishikesh',
    name: 'Rishikesh & Haridwar Spiritual Retreat',
    theme: 'Pilgrimage',
    route: [1, 2, 3, 4],
  },
  { destination: 'Varanasi', name: 'Kashi Spiritual Sojourn', theme: 'Pilgrimage', route: [0] },
  { destination: 'Varanasi', name: 'Varanasi & Sarnath Heritage Trail', theme: 'Heritage', route: [0, 1, 2] },
  { destination: 'Agra', name: 'Taj Mahal Getaway', theme: 'Heritage', route: [0] },
  { destination: 'Agra', name: 'Agra, Fatehpur Sikri & Vrindavan', theme: 'Family', route: [0, 1, 2] },
  { destination: 'Meghalaya', name: 'Meghalaya Waterfalls & Root Bridges', theme: 'Nature', route: [1, 2, 3] },
  { destination: 'Meghalaya', name: 'Shillong & Cherrapunji Explorer', theme: 'Adventure', route: [0, 1, 2, 3, 4] },
  { destination: 'Kutch', name: 'Rann of Kutch White Desert', theme: 'Nature', route: [0, 1] },
  { destination: 'Kutch', name: 'Kutch Heritage & Crafts Trail', theme: 'Heritage', route: [0, 1, 2, 3, 4] },
  { destination: 'Pondicherry', name: 'Pondicherry French Quarter Escape', theme: 'Beach', route: [0] },
  { destination: 'Pondicherry', name: 'Pondicherry & Auroville Honeymoon', theme: 'Honeymoon', route: [0, 1, 2] },
  { destination: 'Mysore', name: 'Royal Mysore Getaway', theme: 'Heritage', route: [0] },
  { destination: 'Mysore', name: 'Mysore & Bandipur Wildlife Holiday', theme: 'Wildlife', route: [0, 1, 2, 3] },
  { destination: 'Hampi', name: 'Hampi Ruins Explorer', theme: 'Heritage', route: [0, 1] },
  { destination: 'Hampi', name: 'Hampi & Badami Heritage Trail', theme: 'Heritage', route: [0, 1, 2, 3] },
  { destination: 'Lakshadweep', name: 'Lakshadweep Coral Island Escape', theme: 'Beach', route: [0, 1] },
  { destination: 'Lakshadweep', name: 'Lakshadweep Honeymoon Lagoon Retreat', theme: 'Honeymoon', route: [0, 1, 2, 3] },
  { destination: 'Kodaikanal', name: 'Kodaikanal Lake Retreat', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Kodaikanal', name: 'Kodaikanal Honeymoon with Madurai', theme: 'Honeymoon', route: [0, 1, 2] },
  { destination: 'Mahabaleshwar', name: 'Mahabaleshwar Strawberry Hills', theme: 'Hill Station', route: [0] },
  { destination: 'Mahabaleshwar', name: 'Mahabaleshwar & Panchgani Family Holiday', theme: 'Family', route: [0, 1, 2] },
  { destination: 'Nainital', name: 'Nainital Lake District Getaway', theme: 'Hill Station', route: [0, 1] },
  { destination: 'Nainital', name: 'Nainital & Mukteshwar Family Holiday', theme: 'Family', route: [0, 1, 2] },
  { destination: 'Amritsar', name: 'Amritsar Golden Temple Pilgrimage', theme: 'Pilgrimage', route: [0] },
  { destination: 'Amritsar', name: 'Amritsar Heritage & Wagah Border', theme: 'Heritage', route: [0, 1] },
  { destination: 'Jim Corbett', name: 'Jim Corbett Jungle Safari', theme: 'Wildlife', route: [0] },
  { destination: 'Jim Corbett', name: 'Corbett Family Safari Holiday', theme: 'Family', route: [0, 1, 2] },
];

export function generateCatalogue(today: string): Catalogue {
  const validFrom = addDays(today, -30);
  const validTo = addDays(today, 365);
  const catalogue: Catalogue = {
    destinations: DESTINATIONS.map((destination) => ({
      name: destination.name,
      state: destination.state,
      country: 'India',
      domint: 'domestic',
    })),
    packages: [],
    images: [],
    prices: [],
    cityPrices: [],
  };
  const destinationsWithDailyPackage = new Set<string>();
  BLUEPRINTS.forEach((blueprint, index) => {
    const destination = DESTINATIONS.find((candidate) => candidate.name === blueprint.destination);
    if (!destination) throw new Error(`No facts for destination ${blueprint.destination}`);
    const packageId = FIRST_PACKAGE_ID + index;
    const rng = mulberry32(CATALOGUE_SEED ^ Math.imul(packageId, 0x9e3779b1));
    // Every destination keeps one package that departs on any day, so a search by date always finds it.
    const mustRunDaily = !destinationsWithDailyPackage.has(destination.name);
    destinationsWithDailyPackage.add(destination.name);
    const built = buildPackage(blueprint, destination, packageId, rng, mustRunDaily, validFrom, validTo);
    catalogue.packages.push(built.row);
    catalogue.images.push(...built.images);
    catalogue.prices.push(...built.prices);
    catalogue.cityPrices.push(...built.cityPrices);
  });
  return catalogue;
}

function buildPackage(
  blueprint: PackageBlueprint,
  destination: HolidayDestination,
  packageId: number,
  rng: () => number,
  mustRunDaily: boolean,
  validFrom: string,
  validTo: string,
) {
  const route = blueprint.route.map((dayIndex) => {
    const day = destination.days[dayIndex];
    if (!day) throw new Error(`${blueprint.name}: no day plan ${dayIndex} in ${destination.name}`);
    return day;
  });
  const tourDays = [destination.arrival, ...route];
  const days = tourDays.length + 1;
  const nights = days - 1;

  const includesFlight = FLY_IN_ONLY.has(destination.name) || rng() < 0.5;
  const includesCab = !destination.localTransport;
  const packageTypes = choosePackageTypes(rng);
  const mealPlans = chooseMealPlans(rng);
  const operatesOnDays = mustRunDaily || rng() < 0.65 ? [1, 2, 3, 4, 5, 6, 7] : chooseWeekdays(rng);
  const rating = weightedRating(rng);

  const row: NewPackage = {
    package_id: packageId,
    package_name: blueprint.name,
    package_description: describe(destination, blueprint.theme, tourDays, days, nights),
    theme: blueprint.theme,
    destination: destination.name,
    noof_days: days,
    noof_nights: nights,
    packagerating: rating,
    best_season: destination.bestSeason,
    operates_on_days: operatesOnDays,
    highlights: JSON.stringify(highlightsOf(destination, tourDays, packageTypes, includesCab)),
    itinerary: JSON.stringify(itineraryOf(destination, tourDays, includesFlight)),
    inclusions: JSON.stringify(
      inclusionsOf(destination, blueprint.theme, tourDays, nights, packageTypes, mealPlans, includesFlight),
    ),
    exclusions: JSON.stringify(exclusionsOf(destination, tourDays, includesFlight)),
    includes_flight: includesFlight,
    includes_hotel: true,
    includes_transfers: true,
    includes_cab: includesCab,
    default_image: imageUrl(packageId, 1),
    single_supplement_pct: randomInt(rng, 25, 45),
    triple_discount_pct: randomInt(rng, 5, 12),
    child_nobed_discount_pct: randomInt(rng, 20, 35),
    valid_from: validFrom,
    valid_to: validTo,
  };

  const images: NewPackageImage[] = captionsOf(destination, tourDays, randomInt(rng, 4, 6)).map((caption, i) => ({
    package_id: packageId,
    position: i + 1,
    image_url: imageUrl(packageId, i + 1),
    caption,
  }));

  return {
    row,
    images,
    prices: supplementsOf(destination, packageId, nights, packageTypes, mealPlans, rng),
    cityPrices: cityPricesOf(destination, blueprint.theme, packageId, nights, includesFlight, rng),
  };
}

function imageUrl(packageId: number, position: number): string {
  return `/media/packages/${packageId}/${position}.svg`;
}

function describe(
  destination: HolidayDestination,
  theme: HolidayTheme,
  tourDays: TourDay[],
  days: number,
  nights: number,
): string {
  // 'Birla Mandir, Jaipur' reads as two items in a list, so the town is left out.
  const sights = unique(tourDays.map((day) => (day.places[0] ?? day.overnight).split(',')[0] as string)).slice(0, 5);
  const towns = unique(tourDays.map((day) => day.overnight));
  return `${destination.intro} Over ${days} days and ${nights} nights you visit ${listOf(sights)}, staying in ${listOf(towns)}. ${THEME_NOTES[theme]}`;
}

function highlightsOf(
  destination: HolidayDestination,
  tourDays: TourDay[],
  packageTypes: PackageType[],
  includesCab: boolean,
): string[] {
  const sights = unique(tourDays.map((day) => day.highlight));
  // Short tours have few sights of their own; round them off with what the package itself offers.
  const packageFacts = [
    `Handpicked ${starsOf(packageTypes)} hotels`,
    includesCab ? 'Private cab with an experienced local driver' : (destination.localTransport ?? ''),
    `Best time to visit: ${destination.bestSeason}`,
  ].filter(Boolean);
  return [...sights, ...packageFacts].slice(0, Math.min(6, Math.max(4, sights.length)));
}

function starsOf(packageTypes: PackageType[]): string {
  return unique(packageTypes.map((type) => `${HOTEL_STARS[type]}★`)).join('/');
}

function itineraryOf(destination: HolidayDestination, tourDays: TourDay[], includesFlight: boolean): string[] {
  const lines = tourDays.map(
    (day, i) => `Day ${i + 1}: ${day.title} — ${day.plan} Overnight ${day.stay ?? `in ${day.overnight}`}.`,
  );
  const lastTown = tourDays[tourDays.length - 1]?.overnight ?? destination.name;
  const airport = destination.departureAirports?.[lastTown] ?? destination.gateway.airport;
  const onward = includesFlight ? 'your flight home' : 'your onward journey';
  lines.push(
    `Day ${tourDays.length + 1}: Departure from ${lastTown} — After breakfast, check out and transfer to ${airport} for ${onward}.`,
  );
  return lines;
}

function inclusionsOf(
  destination: HolidayDestination,
  theme: HolidayTheme,
  tourDays: TourDay[],
  nights: number,
  packageTypes: PackageType[],
  mealPlans: MealPlanCode[],
  includesFlight: boolean,
): string[] {
  const stars = starsOf(packageTypes);
  const hotelNights = nights - tourDays.filter((day) => day.stay).length;
  const lines: string[] = [];
  if (includesFlight) lines.push(AIRFARE_INCLUSION);
  lines.push(`${hotelNights} ${hotelNights === 1 ? 'night' : 'nights'} accommodation in ${stars} hotels`);
  lines.push(['Daily breakfast', ...mealPlans.flatMap((plan) => MEAL_PLAN_EXTRA[plan] ?? [])].join('; '));
  lines.push(`Transfers from and to ${destination.gateway.airport}`);
  if (destination.localTransport) {
    lines.push(destination.localTransport);
  } else {
    lines.push('Sightseeing by private cab as per itinerary', 'All toll, parking and driver allowances');
  }
  lines.push(...tourDays.flatMap((day) => (day.inclusion ? [day.inclusion] : [])));
  if (theme === 'Honeymoon') lines.push('Flower bed decoration on arrival', 'One candlelight dinner for the couple');
  return unique(lines);
}

function exclusionsOf(destination: HolidayDestination, tourDays: TourDay[], includesFlight: boolean): string[] {
  // GST is not an exclusion: the reprice charges it as its own line of the fare.
  const lines: string[] = [];
  if (!includesFlight) lines.push(`Air or train fare to ${destination.gateway.city} and back`);
  lines.push('Lunch and dinner unless mentioned', 'Entry fees to monuments, parks and activities');
  lines.push(...tourDays.flatMap((day) => (day.exclusion ? [day.exclusion] : [])));
  lines.push(
    'Personal expenses such as tips, laundry and phone calls',
    'Travel insurance',
    'Anything not mentioned in inclusions',
  );
  return unique(lines);
}

function captionsOf(destination: HolidayDestination, tourDays: TourDay[], wanted: number): string[] {
  // One place from each day before a second from any, so the pictures follow the whole tour.
  const longest = Math.max(...tourDays.map((day) => day.places.length));
  const seen = unique(
    Array.from({ length: longest }, (_, rank) => tourDays.flatMap((day) => day.places[rank] ?? [])).flat(),
  );
  const ordered = seen.includes(destination.coverPlace)
    ? [destination.coverPlace, ...seen.filter((place) => place !== destination.coverPlace)]
    : seen;
  // Short tours see few places; fill up with other sights of the same destination.
  const spare = unique(destination.days.flatMap((day) => day.places)).filter((place) => !ordered.includes(place));
  return [...ordered, ...spare].slice(0, Math.max(4, Math.min(wanted, ordered.length)));
}

function choosePackageTypes(rng: () => number): PackageType[] {
  const count = randomInt(rng, 2, 4);
  const start = count < 4 && rng() < 0.25 ? 1 : 0;
  return PACKAGE_TYPES.slice(start, start + count);
}

function chooseMealPlans(rng: () => number): MealPlanCode[] {
  const roll = rng();
  if (roll < 0.2) return ['CP'];
  if (roll < 0.65) return ['CP', 'MAP'];
  return ['CP', 'MAP', 'AP'];
}

function chooseWeekdays(rng: () => number): number[] {
  const weekdays = shuffle([1, 2, 3, 4, 5, 6, 7], rng);
  return weekdays.slice(0, randomInt(rng, 3, 5)).sort((a, b) => a - b);
}

function weightedRating(rng: () => number): number {
  const roll = rng();
  if (roll < 0.2) return 3;
  if (roll < 0.7) return 4;
  return 5;
}

function supplementsOf(
  destination: HolidayDestination,
  packageId: number,
  nights: number,
  packageTypes: PackageType[],
  mealPlans: MealPlanCode[],
  rng: () => number,
): NewPackagePrice[] {
  const costLevel = (destination.landRatePerNight / 3500) * (0.9 + rng() * 0.2);
  const baseType = packageTypes[0] ?? 'Standard';
  return packageTypes.flatMap((type) =>
    mealPlans.map((mealPlan) => {
      const typeRupees = (TYPE_STEP_PER_NIGHT[type] - TYPE_STEP_PER_NIGHT[baseType]) * costLevel * nights;
      const mealRupees = MEAL_PER_NIGHT[mealPlan] * nights;
      return {
        package_id: packageId,
        package_type: type,
        meal_plan: mealPlan,
        supplement_paise: rupees(roundTo(typeRupees + mealRupees, 100)),
      };
    }),
  );
}

function cityPricesOf(
  destination: HolidayDestination,
  theme: HolidayTheme,
  packageId: number,
  nights: number,
  includesFlight: boolean,
  rng: () => number,
): NewPackageCityPrice[] {
  const honeymoonExtras = theme === 'Honeymoon' ? 1.08 : 1;
  const landRupees = destination.landRatePerNight * nights * (0.92 + rng() * 0.2) * honeymoonExtras + 4000;
  const childShare = randomInt(rng, 60, 80) / 100;
  const eligible = DEPARTURE_CITIES.filter(
    (city) => !includesFlight || distanceKm(AIRPORT_OF_CITY[city], destination.gateway) >= MIN_FLIGHT_KM,
  );
  const chosen = new Set(shuffle([...eligible], rng).slice(0, Math.min(eligible.length, randomInt(rng, 2, 6))));
  const landInfant = 1500 + 500 * randomInt(rng, 0, 2);
  return DEPARTURE_CITIES.filter((city) => chosen.has(city)).map((city) => {
    const airfare = includesFlight ? returnAirfare(city, destination, rng) : 0;
    const adult = clamp(roundUpTo(landRupees + airfare, 500) - 1, 8999, 94999);
    const child = roundTo(adult * childShare, 100) - 1;
    const infant = includesFlight ? clamp(roundTo(1500 + airfare * 0.15, 100), 3000, 6000) : landInfant;
    return {
      package_id: packageId,
      departing_city: city,
      adult_price_paise: rupees(adult),
      child_price_paise: rupees(child),
      infant_price_paise: rupees(infant),
    };
  });
}

/** Per person, economy, both ways, in rupees. */
function returnAirfare(city: DepartureCity, destination: HolidayDestination, rng: () => number): number {
  const km = distanceKm(AIRPORT_OF_CITY[city], destination.gateway);
  return (3000 + 5 * km + (THIN_ROUTE_PREMIUM[destination.gateway.iata] ?? 0)) * (0.95 + rng() * 0.15);
}

function distanceKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

function rupees(wholeRupees: number): number {
  return Math.round(wholeRupees) * 100;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function roundUpTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function addDays(isoDate: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

function shuffle<T>(items: T[], rng: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

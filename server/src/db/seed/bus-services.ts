import { type BusType, busTypeOf } from '@tripsetu/domain/bus-types.ts';
import { BUS_CITIES } from './bus-cities.ts';
import { BUS_OPERATORS, type BusOperatorSeed } from './bus-operators.ts';
import { mulberry32, randomInt } from './random.ts';

/**
 * City pairs served, both ways, with the road distance (km, rounded) and how many buses leave each way on a
 * day: the busy corridors (Bengaluru–Hyderabad, Mumbai–Pune, Delhi–Jaipur) have dozens, small towns a few.
 */
export const BUS_ROUTES: readonly (readonly [string, string, number, number])[] = [
  ['BLR', 'MAA', 346, 36],
  ['BLR', 'HYD', 570, 40],
  ['BLR', 'MYS', 145, 30],
  ['BLR', 'IXE', 352, 18],
  ['BLR', 'COK', 550, 20],
  ['BLR', 'CJB', 365, 18],
  ['BLR', 'TIR', 250, 16],
  ['BLR', 'GOI', 560, 14],
  ['BLR', 'HBX', 410, 14],
  ['BLR', 'PNY', 310, 10],
  ['BLR', 'IXM', 435, 12],
  ['BLR', 'IXG', 500, 10],
  ['BLR', 'VGA', 640, 10],
  ['BLR', 'PNQ', 840, 12],
  ['BLR', 'BOM', 985, 10],
  ['MAA', 'CJB', 505, 18],
  ['MAA', 'IXM', 460, 18],
  ['MAA', 'TIR', 135, 20],
  ['MAA', 'PNY', 150, 16],
  ['MAA', 'HYD', 630, 16],
  ['MAA', 'COK', 690, 10],
  ['MAA', 'VGA', 455, 12],
  ['MAA', 'TRV', 775, 8],
  ['HYD', 'VGA', 275, 30],
  ['HYD', 'VTZ', 620, 16],
  ['HYD', 'TIR', 560, 12],
  ['HYD', 'PNQ', 560, 14],
  ['HYD', 'BOM', 710, 12],
  ['HYD', 'NAG', 500, 10],
  ['VGA', 'VTZ', 350, 16],
  ['COK', 'TRV', 205, 20],
  ['COK', 'CJB', 190, 14],
  ['IXE', 'GOI', 365, 8],
  ['BOM', 'PNQ', 150, 40],
  ['BOM', 'GOI', 590, 18],
  ['BOM', 'ISK', 170, 18],
  ['BOM', 'IXU', 335, 14],
  ['BOM', 'AMD', 530, 20],
  ['BOM', 'STV', 285, 16],
  ['BOM', 'IDR', 590, 10],
  ['BOM', 'NAG', 820, 8],
  ['BOM', 'HBX', 580, 8],
  ['PNQ', 'GOI', 450, 14],
  ['PNQ', 'ISK', 210, 14],
  ['PNQ', 'IXU', 235, 14],
  ['PNQ', 'NAG', 710, 10],
  ['AMD', 'UDR', 260, 16],
  ['AMD', 'BDQ', 110, 24],
  ['AMD', 'STV', 265, 18],
  ['AMD', 'RAJ', 215, 18],
  ['AMD', 'JAI', 675, 10],
  ['AMD', 'IDR', 400, 10],
  ['IDR', 'BHO', 195, 18],
  ['UDR', 'JAI', 395, 14],
  ['UDR', 'JDH', 250, 10],
  ['DEL', 'JAI', 280, 36],
  ['DEL', 'KUU', 540, 20],
  ['DEL', 'IXC', 250, 26],
  ['DEL', 'DED', 250, 22],
  ['DEL', 'SLV', 345, 14],
  ['DEL', 'AGR', 235, 20],
  ['DEL', 'LKO', 555, 16],
  ['DEL', 'ATQ', 450, 14],
  ['DEL', 'HWR', 220, 18],
  ['JAI', 'JDH', 335, 14],
  ['JAI', 'AGR', 240, 12],
  ['IXC', 'KUU', 300, 12],
  ['IXC', 'SLV', 115, 16],
  ['LKO', 'AGR', 335, 10],
];

/** A bus service: one operator's bus on one route at one time, every day. */
export interface BusService {
  /** Stable across starts: the operator and its service number ('VRL-2041'). */
  code: string;
  operator: BusOperatorSeed;
  serviceName: string;
  type: BusType;
  from: string;
  to: string;
  /** Local 'HHMM'. */
  departureTime: string;
  durationMinutes: number;
  km: number;
  /** A seat's fare on an ordinary weekday (paise, whole rupees). */
  seatFarePaise: number;
  /** Indexes into the origin's and the destination's points, in the order the bus calls. */
  boarding: readonly { point: number; afterMinutes: number }[];
  dropping: readonly { point: number; beforeMinutes: number }[];
}

/** State undertakings' brand names for their buses, by type. */
const BRANDS: Record<string, Record<string, string>> = {
  KSRTC: { VOLVO_SEMI: 'Airavat', AC_SLEEPER: 'Ambaari', NAC_SEATER: 'Rajahamsa', NAC_SLEEPER: 'Non AC Sleeper' },
  APSRTC: { VOLVO_SEMI: 'Garuda', AC_SLEEPER: 'Amaravathi', NAC_SEATER: 'Super Luxury' },
  TGSRTC: { VOLVO_SEMI: 'Garuda Plus', AC_SLEEPER: 'Lahari', NAC_SEATER: 'Super Luxury' },
  MSRTC: { AC_SEATER: 'Shivshahi', AC_SLEEPER: 'Shivshahi Sleeper', NAC_SEATER: 'Hirkani' },
  HRTC: { VOLVO_SEMI: 'Himsuta', NAC_SEATER: 'Ordinary' },
};

const CITY_STATES = new Map(BUS_CITIES.map((city) => [city.id, city.state]));
const POINTS = new Map(BUS_CITIES.map((city) => [city.id, city.points.length]));

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/** The operators who may run a route: either end in a state they serve. State undertakings count twice. */
function operatorsFor(from: string, to: string): BusOperatorSeed[] {
  const states = [CITY_STATES.get(from), CITY_STATES.get(to)];
  return BUS_OPERATORS.filter((operator) => states.some((state) => state && operator.states.includes(state))).flatMap(
    (operator) => (operator.state ? [operator, operator] : [operator]),
  );
}

/** When a bus leaves: long routes mostly in the evening and at night, short ones through the day. */
function departureMinutes(rng: () => number, km: number): number {
  const overnight = km > 330 && rng() < 0.8;
  const minutes = overnight ? randomInt(rng, 17 * 60, 23 * 60 + 45) : randomInt(rng, 5 * 60, 23 * 60);
  return Math.round(minutes / 5) * 5;
}

function serviceOn(rng: () => number, from: string, to: string, km: number, number: number): BusService {
  const candidates = operatorsFor(from, to);
  const operator = candidates[randomInt(rng, 0, candidates.length - 1)] as BusOperatorSeed;
  // The first type is the operator's usual bus; the others run now and then.
  const typeCode = rng() < 0.55 ? operator.types[0] : operator.types[randomInt(rng, 0, operator.types.length - 1)];
  const type = busTypeOf(typeCode as string) as BusType;
  const departure = departureMinutes(rng, km);
  const durationMinutes = Math.round(((km / type.speedKmh) * 60 + 20) / 5) * 5;
  const stops = (city: string) => Math.min(POINTS.get(city) ?? 1, randomInt(rng, 2, 4));
  const boardingCount = stops(from);
  const droppingCount = stops(to);
  const start = randomInt(rng, 0, (POINTS.get(from) ?? 1) - 1);
  const end = randomInt(rng, 0, (POINTS.get(to) ?? 1) - 1);
  const brand = BRANDS[operator.code]?.[type.code];
  return {
    code: `${operator.code}-${number}`,
    operator,
    serviceName: brand ? `${operator.name} ${brand}` : `${operator.name} ${type.name}`,
    type,
    from,
    to,
    departureTime: hhmm(departure),
    durationMinutes,
    km,
    seatFarePaise: Math.round((km * type.paisePerKm * operator.priceFactor * (0.95 + rng() * 0.1)) / 1000) * 1000,
    boarding: Array.from({ length: boardingCount }, (_, i) => ({
      point: (start + i) % (POINTS.get(from) ?? 1),
      // Stops are timetabled to the five minutes.
      afterMinutes: i * 5 * randomInt(rng, 3, 5),
    })),
    dropping: Array.from({ length: droppingCount }, (_, i) => ({
      point: (end + i) % (POINTS.get(to) ?? 1),
      beforeMinutes: (droppingCount - 1 - i) * 5 * randomInt(rng, 3, 5),
    })),
  };
}

/** Every bus service of the inventory, the same at every start (the numbers are seeded by route). */
export function generateBusServices(): BusService[] {
  const services: BusService[] = [];
  for (const [index, [a, b, km, daily]] of BUS_ROUTES.entries()) {
    for (const [direction, [from, to]] of [
      [a, b],
      [b, a],
    ].entries()) {
      const rng = mulberry32(7919 * (index + 1) + direction);
      for (let n = 0; n < daily; n++) {
        services.push(serviceOn(rng, from as string, to as string, km, 1000 + index * 100 + direction * 50 + n));
      }
    }
  }
  return services;
}

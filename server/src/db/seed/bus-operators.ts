import type { BusCancellationWindow } from '@tripsetu/domain/bus-search.ts';

/**
 * Bus operators of TripSetu's inventory (issue 22, decision 030): the state transport undertakings and the
 * private operators agents sell most, where they run (states at either end of a route), the buses they run,
 * and their cancellation policies. Ratings and contact numbers are the demo's own.
 */
export interface BusOperatorSeed {
  code: string;
  name: string;
  state: boolean;
  /** A route is theirs to run when either end is in one of these states. */
  states: readonly string[];
  /** Bus type codes (bus-types.ts), the first the most common. */
  types: readonly string[];
  policy: keyof typeof CANCELLATION_POLICIES;
  rating: number;
  /** How operators price against each other: 0.9 cheaper, 1.15 premium. */
  priceFactor: number;
}

/**
 * Cancellation charges by hours before departure, as operators publish them (the trade's compact
 * '0:12:100:0;12:-1:20:0' strings read as windows): state undertakings charge least early and keep the fare
 * only in the last hours; premium private operators charge more, sooner.
 */
export const CANCELLATION_POLICIES = {
  STATE: [
    { fromHours: 48, toHours: null, chargePercent: 10 },
    { fromHours: 24, toHours: 48, chargePercent: 25 },
    { fromHours: 2, toHours: 24, chargePercent: 50 },
    { fromHours: 0, toHours: 2, chargePercent: 100 },
  ],
  PREMIUM: [
    { fromHours: 24, toHours: null, chargePercent: 10 },
    { fromHours: 12, toHours: 24, chargePercent: 25 },
    { fromHours: 4, toHours: 12, chargePercent: 50 },
    { fromHours: 0, toHours: 4, chargePercent: 100 },
  ],
  FLEXIBLE: [
    { fromHours: 12, toHours: null, chargePercent: 15 },
    { fromHours: 6, toHours: 12, chargePercent: 50 },
    { fromHours: 0, toHours: 6, chargePercent: 100 },
  ],
} as const satisfies Record<string, readonly BusCancellationWindow[]>;

const SOUTH = ['KA', 'TN', 'KL', 'AP', 'TS', 'PY', 'GA'];
const WEST = ['MH', 'GA', 'GJ', 'KA', 'MP'];
const NORTH = ['DL', 'RJ', 'UP', 'HP', 'PB', 'CH', 'UK', 'GJ', 'MP'];

const o = (
  code: string,
  name: string,
  state: boolean,
  states: readonly string[],
  types: readonly string[],
  policy: BusOperatorSeed['policy'],
  rating: number,
  priceFactor: number,
): BusOperatorSeed => ({ code, name, state, states, types, policy, rating, priceFactor });

export const BUS_OPERATORS: readonly BusOperatorSeed[] = [
  o(
    'KSRTC',
    'KSRTC (Karnataka)',
    true,
    ['KA'],
    ['VOLVO_SEMI', 'AC_SLEEPER', 'NAC_SEATER', 'NAC_SLEEPER'],
    'STATE',
    4.3,
    0.9,
  ),
  o('MSRTC', 'MSRTC', true, ['MH'], ['NAC_SEATER', 'AC_SEATER', 'AC_SLEEPER'], 'STATE', 3.9, 0.85),
  o('APSRTC', 'APSRTC', true, ['AP'], ['VOLVO_SEMI', 'AC_SLEEPER', 'NAC_SEATER'], 'STATE', 4.1, 0.9),
  o('TGSRTC', 'TGSRTC', true, ['TS'], ['AC_SLEEPER', 'VOLVO_SEMI', 'NAC_SEATER'], 'STATE', 4.0, 0.9),
  o('SETC', 'SETC (Tamil Nadu)', true, ['TN', 'PY'], ['NAC_SEATER', 'AC_SEATER', 'NAC_SLEEPER'], 'STATE', 3.8, 0.85),
  o('KERALARTC', 'Kerala RTC', true, ['KL'], ['VOLVO_SEMI', 'NAC_SEATER', 'AC_SEATER'], 'STATE', 3.9, 0.9),
  o('GSRTC', 'GSRTC', true, ['GJ'], ['NAC_SEATER', 'AC_SEATER', 'NAC_SLEEPER'], 'STATE', 3.7, 0.85),
  o('RSRTC', 'RSRTC', true, ['RJ'], ['NAC_SEATER', 'AC_SEATER', 'AC_SEATER_SLEEPER'], 'STATE', 3.7, 0.85),
  o('HRTC', 'HRTC', true, ['HP'], ['VOLVO_SEMI', 'NAC_SEATER'], 'STATE', 4.0, 0.9),
  o('UPSRTC', 'UPSRTC', true, ['UP'], ['NAC_SEATER', 'AC_SEATER'], 'STATE', 3.6, 0.85),
  o(
    'VRL',
    'VRL Travels',
    false,
    [...SOUTH, 'MH'],
    ['VOLVO_SLEEPER', 'AC_SLEEPER', 'NAC_SLEEPER'],
    'PREMIUM',
    4.4,
    1.05,
  ),
  o('SRS', 'SRS Travels', false, SOUTH, ['AC_SLEEPER', 'NAC_SLEEPER', 'AC_SEATER_SLEEPER'], 'PREMIUM', 4.0, 0.95),
  o(
    'ORANGE',
    'Orange Travels',
    false,
    ['TS', 'AP', 'KA', 'TN', 'MH'],
    ['BENZ_SLEEPER', 'AC_SLEEPER', 'VOLVO_SEMI'],
    'PREMIUM',
    4.3,
    1.1,
  ),
  o(
    'KALLADA',
    'Kallada Travels',
    false,
    ['KL', 'KA', 'TN'],
    ['VOLVO_SLEEPER', 'SCANIA_SEMI', 'AC_SLEEPER'],
    'PREMIUM',
    4.1,
    1.05,
  ),
  o(
    'KAVERI',
    'Kaveri Travels',
    false,
    ['TS', 'AP', 'KA', 'TN'],
    ['AC_SLEEPER', 'AC_SEATER_SLEEPER'],
    'PREMIUM',
    4.0,
    1.0,
  ),
  o('NEETA', 'Neeta Tours and Travels', false, WEST, ['VOLVO_SEMI', 'AC_SLEEPER', 'AC_SEATER'], 'PREMIUM', 4.2, 1.05),
  o(
    'PAULO',
    'Paulo Travels',
    false,
    ['GA', 'MH', 'KA'],
    ['VOLVO_SLEEPER', 'AC_SLEEPER', 'NAC_SLEEPER'],
    'PREMIUM',
    4.2,
    1.1,
  ),
  o(
    'SHRINATH',
    'Shrinath Travels',
    false,
    ['GJ', 'RJ', 'MH', 'MP'],
    ['AC_SLEEPER', 'NAC_SLEEPER', 'AC_SEATER_SLEEPER'],
    'PREMIUM',
    3.9,
    0.95,
  ),
  o(
    'INTRCITY',
    'IntrCity SmartBus',
    false,
    [...SOUTH, ...WEST, ...NORTH],
    ['AC_SLEEPER', 'VOLVO_SEMI'],
    'FLEXIBLE',
    4.5,
    1.1,
  ),
  o('ZINGBUS', 'Zingbus', false, [...NORTH, 'MH', 'KA'], ['AC_SLEEPER', 'VOLVO_SEMI'], 'FLEXIBLE', 4.2, 1.0),
  o(
    'NUEGO',
    'NueGo',
    false,
    ['DL', 'UP', 'RJ', 'MP', 'TS', 'AP', 'KA', 'TN', 'CH', 'UK'],
    ['EV_SEATER'],
    'FLEXIBLE',
    4.4,
    1.0,
  ),
  o('FRESHBUS', 'Fresh Bus', false, ['KA', 'AP', 'TS', 'TN'], ['EV_SEATER'], 'FLEXIBLE', 4.5, 1.0),
];

/** Amenities by bus type: what an A/C sleeper offers, what an ordinary seater does not. */
export const AMENITIES_BY_TYPE: Record<string, readonly string[]> = {
  NAC_SEATER: ['Emergency Contact Number', 'Track My Bus'],
  AC_SEATER: ['Water Bottle', 'Charging Point', 'Track My Bus', 'Emergency Contact Number'],
  EV_SEATER: ['Water Bottle', 'Charging Point', 'Reading Light', 'Track My Bus', 'CCTV', 'WiFi', 'Snacks'],
  VOLVO_SEMI: ['Water Bottle', 'Blanket', 'Charging Point', 'Reading Light', 'Track My Bus', 'Movie'],
  SCANIA_SEMI: ['Water Bottle', 'Blanket', 'Charging Point', 'Reading Light', 'Track My Bus', 'CCTV', 'Toilet'],
  NAC_SLEEPER: ['Charging Point', 'Reading Light', 'Emergency Contact Number'],
  AC_SLEEPER: ['Water Bottle', 'Blanket', 'Pillow', 'Charging Point', 'Reading Light', 'Track My Bus'],
  BENZ_SLEEPER: ['Water Bottle', 'Blanket', 'Pillow', 'Charging Point', 'Reading Light', 'Track My Bus', 'CCTV'],
  VOLVO_SLEEPER: [
    'Water Bottle',
    'Blanket',
    'Pillow',
    'Charging Point',
    'Reading Light',
    'Track My Bus',
    'CCTV',
    'Toilet',
  ],
  AC_SEATER_SLEEPER: ['Water Bottle', 'Blanket', 'Charging Point', 'Track My Bus'],
};

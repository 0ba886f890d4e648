/**
 * Buses as the trade names them (issue 22, decision 030): the type printed on a ticket, what it is (A/C or
 * not, seats or berths) and the seat layout it has. Layouts are drawn by `bus-layouts.ts`.
 */

/** How a bus is laid out inside: seats 2+2 on one deck, berths 2+1 on two, or seats below and berths above. */
export const BUS_LAYOUT_KINDS = ['SEATER_2_2', 'SEMI_SLEEPER_2_2', 'SLEEPER_2_1', 'SEATER_SLEEPER_2_1'] as const;
export type BusLayoutKind = (typeof BUS_LAYOUT_KINDS)[number];

export interface BusType {
  code: string;
  /** As the ticket prints it: 'Volvo Multi-Axle A/C Semi Sleeper (2+2)'. */
  name: string;
  ac: boolean;
  /** Has berths (a sleeper, or seats below and berths above). */
  sleeper: boolean;
  /** Has seats. */
  seater: boolean;
  electric: boolean;
  layout: BusLayoutKind;
  /** Rupees per km for a seat (a berth costs `berthFactor` times that), before weekends and demand. */
  paisePerKm: number;
  berthFactor: number;
  /** Average speed on the road, km/h: a Volvo on the expressway is quicker than an ordinary bus. */
  speedKmh: number;
}

export const BUS_TYPES: readonly BusType[] = [
  t('NAC_SEATER', 'Non A/C Seater (2+2)', false, 'SEATER_2_2', 95, 42),
  t('AC_SEATER', 'A/C Seater (2+2)', true, 'SEATER_2_2', 130, 48),
  t('EV_SEATER', 'Electric A/C Seater (2+2)', true, 'SEATER_2_2', 140, 50, { electric: true }),
  t('VOLVO_SEMI', 'Volvo Multi-Axle A/C Semi Sleeper (2+2)', true, 'SEMI_SLEEPER_2_2', 175, 55),
  t('SCANIA_SEMI', 'Scania Multi-Axle A/C Semi Sleeper (2+2)', true, 'SEMI_SLEEPER_2_2', 180, 55),
  t('NAC_SLEEPER', 'Non A/C Sleeper (2+1)', false, 'SLEEPER_2_1', 120, 45),
  t('AC_SLEEPER', 'A/C Sleeper (2+1)', true, 'SLEEPER_2_1', 185, 50),
  t('BENZ_SLEEPER', 'Bharat Benz A/C Sleeper (2+1)', true, 'SLEEPER_2_1', 195, 52),
  t('VOLVO_SLEEPER', 'Volvo Multi-Axle A/C Sleeper (2+1)', true, 'SLEEPER_2_1', 215, 55),
  t('AC_SEATER_SLEEPER', 'A/C Seater / Sleeper (2+1)', true, 'SEATER_SLEEPER_2_1', 150, 48),
];

function t(
  code: string,
  name: string,
  ac: boolean,
  layout: BusLayoutKind,
  paisePerKm: number,
  speedKmh: number,
  extra: { electric?: boolean } = {},
): BusType {
  const sleeper = layout === 'SLEEPER_2_1' || layout === 'SEATER_SLEEPER_2_1';
  const seater = layout !== 'SLEEPER_2_1';
  return {
    code,
    name,
    ac,
    sleeper,
    seater,
    electric: extra.electric ?? false,
    layout,
    paisePerKm,
    berthFactor: 1.25,
    speedKmh,
  };
}

const byCode = new Map(BUS_TYPES.map((type) => [type.code, type]));
export const busTypeOf = (code: string): BusType | undefined => byCode.get(code);

/** The filters of the results page for bus type (issue 22): A/C, non A/C, sleeper, seater. */
export const BUS_TYPE_FILTERS = ['AC', 'NON_AC', 'SLEEPER', 'SEATER'] as const;
export type BusTypeFilter = (typeof BUS_TYPE_FILTERS)[number];
export const BUS_TYPE_FILTER_LABELS: Record<BusTypeFilter, string> = {
  AC: 'A/C',
  NON_AC: 'Non A/C',
  SLEEPER: 'Sleeper',
  SEATER: 'Seater',
};

/** Whether a bus type passes one filter. */
export function matchesTypeFilter(type: Pick<BusType, 'ac' | 'sleeper' | 'seater'>, filter: BusTypeFilter): boolean {
  switch (filter) {
    case 'AC':
      return type.ac;
    case 'NON_AC':
      return !type.ac;
    case 'SLEEPER':
      return type.sleeper;
    case 'SEATER':
      return type.seater;
  }
}

/** What a bus offers on board, as operators list them. */
export const BUS_AMENITIES = [
  'Water Bottle',
  'Blanket',
  'Charging Point',
  'Reading Light',
  'Track My Bus',
  'CCTV',
  'Emergency Contact Number',
  'Pillow',
  'WiFi',
  'Toilet',
  'Snacks',
  'Movie',
] as const;

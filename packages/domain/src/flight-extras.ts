import { BOOKING_MSG, BOOKING_MSG_DECIDED, type BookingPaxType } from './flight-booking.ts';
import type { CabinLayout } from './flight-types.ts';

/**
 * What a flight traveller may buy beyond the fare (agent-portal.md §3, §9; decision 013): meals, excess
 * baggage and special services with their prices and rules, and the cabin's seats with what each costs
 * and who may sit where.
 */

export interface MealOption {
  code: string;
  label: string;
  pricePaise: number;
  childOnly?: boolean;
}
/** Meals, one per seated traveller per flight, IATA special-meal codes. */
export const MEALS: readonly MealOption[] = [
  { code: 'VGML', label: 'Vegetarian meal', pricePaise: 400_00 },
  { code: 'NVML', label: 'Non-vegetarian meal', pricePaise: 450_00 },
  { code: 'VJML', label: 'Jain meal', pricePaise: 400_00 },
  { code: 'DBML', label: 'Diabetic meal', pricePaise: 450_00 },
  { code: 'CHML', label: 'Child meal', pricePaise: 350_00, childOnly: true },
];

export interface BaggageOption {
  code: string;
  kg: number;
  label: string;
}
/** Excess check-in baggage bought ahead, per traveller per journey (onward, return, each multi-city flight). */
export const BAGGAGE: readonly BaggageOption[] = [5, 10, 15, 20, 30].map((kg) => ({
  code: `XB${String(kg).padStart(2, '0')}`,
  kg,
  label: `Excess baggage ${kg} kg`,
}));
/** §9: at most 60 kg of excess baggage per traveller per journey. */
export const MAX_EXCESS_BAGGAGE_KG = 60;
const BAGGAGE_PER_KG_PAISE = { domestic: 500_00, international: 900_00 };
export const baggagePricePaise = (option: BaggageOption, international: boolean) =>
  option.kg * BAGGAGE_PER_KG_PAISE[international ? 'international' : 'domestic'];

export interface SpecialServiceOption {
  code: string;
  label: string;
  pricePaise: number;
}
/** Special service requests per traveller per journey (IATA SSR codes). */
export const SPECIAL_SERVICES: readonly SpecialServiceOption[] = [
  { code: 'WCHR', label: 'Wheelchair to the aircraft door (can climb steps)', pricePaise: 0 },
  { code: 'WCHS', label: 'Wheelchair to the seat (cannot climb steps)', pricePaise: 0 },
  { code: 'WCHC', label: 'Wheelchair, fully immobile', pricePaise: 0 },
  { code: 'MAAS', label: 'Meet and assist', pricePaise: 0 },
  { code: 'FFWD', label: 'Priority check-in and boarding', pricePaise: 400_00 },
  { code: 'SPEQ', label: 'Sports equipment', pricePaise: 1500_00 },
];

export interface JourneyExtras {
  baggage: string[];
  services: string[];
}

/** One traveller's excess baggage and special services on one journey: §5's rules. */
export function validateJourneyExtras(extras: JourneyExtras): { baggage?: string; services?: string } {
  const errors: { baggage?: string; services?: string } = {};
  const options = extras.baggage.map((code) => BAGGAGE.find((option) => option.code === code));
  if (options.some((option) => !option)) errors.baggage = BOOKING_MSG_DECIDED.baggageUnknown;
  else if (new Set(extras.baggage).size !== extras.baggage.length) errors.baggage = BOOKING_MSG.baggageTwice;
  else if (options.reduce((kg, option) => kg + (option?.kg ?? 0), 0) > MAX_EXCESS_BAGGAGE_KG) {
    errors.baggage = BOOKING_MSG.baggageMax;
  }
  if (extras.services.some((code) => !SPECIAL_SERVICES.some((service) => service.code === code))) {
    errors.services = BOOKING_MSG_DECIDED.ssrUnknown;
  } else if (new Set(extras.services).size !== extras.services.length) errors.services = BOOKING_MSG.ssrTwice;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Seats

export type SeatPosition = 'WINDOW' | 'MIDDLE' | 'AISLE';
export interface SeatSpec {
  seatNo: string;
  row: number;
  letter: string;
  position: SeatPosition;
  extraLegroom: boolean;
  exitRow: boolean;
  pricePaise: number;
}

/** Seat prices in Economy (other cabins choose seats free): extra legroom, the front rows, window or aisle. */
export const SEAT_PRICES = { extraLegroom: 1200_00, front: 600_00, windowOrAisle: 350_00, middle: 0 } as const;
const FRONT_ROWS = 5;

/** Every seat of a cabin layout with its position and price, row by row. */
export function layoutSeats(layout: CabinLayout): SeatSpec[][] {
  const groups = layout.letters.split('-');
  const rows: SeatSpec[][] = [];
  let index = 0;
  for (let row = layout.firstRow; row <= layout.lastRow; row++) {
    if (layout.skipRows?.includes(row)) continue;
    index += 1;
    const extraLegroom = layout.extraLegroomRows.includes(row);
    const exitRow = layout.exitRows.includes(row);
    const seats: SeatSpec[] = [];
    groups.forEach((group, groupIndex) => {
      [...group].forEach((letter, i) => {
        const edge = (groupIndex === 0 && i === 0) || (groupIndex === groups.length - 1 && i === group.length - 1);
        const aisle = (i === group.length - 1 && groupIndex < groups.length - 1) || (i === 0 && groupIndex > 0);
        const position: SeatPosition = edge ? 'WINDOW' : aisle ? 'AISLE' : 'MIDDLE';
        let pricePaise: number = SEAT_PRICES.middle;
        if (layout.cabin !== 'ECONOMY') pricePaise = 0;
        else if (extraLegroom) pricePaise = SEAT_PRICES.extraLegroom;
        else if (index <= FRONT_ROWS) pricePaise = SEAT_PRICES.front;
        else if (position !== 'MIDDLE') pricePaise = SEAT_PRICES.windowOrAisle;
        seats.push({ seatNo: `${row}${letter}`, row, letter, position, extraLegroom, exitRow, pricePaise });
      });
    });
    rows.push(seats);
  }
  return rows;
}

/** A seat a traveller may not have: exit rows are for adults without an infant on their lap. */
export function seatRestriction(seat: SeatSpec, traveller: { paxType: BookingPaxType; withInfant: boolean }) {
  if (!seat.exitRow) return null;
  if (traveller.paxType === 'CHD') return BOOKING_MSG.seatChild;
  if (traveller.paxType === 'INF') return BOOKING_MSG_DECIDED.seatInfantNoSeat;
  if (traveller.withInfant) return BOOKING_MSG_DECIDED.seatInfant;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The fare summary

/**
 * What a traveller has beyond the fare, as the traveller's documents say it: 'Seat 14C, Vegetarian meal,
 * +10 kg, Meet and assist'. Names, not codes: the customer reads these (issue 19).
 */
export function travellerExtrasText(traveller: {
  legs: readonly {
    seats: readonly string[];
    meals: readonly string[];
    baggage: readonly string[];
    services: readonly string[];
  }[];
}): string {
  return traveller.legs
    .flatMap((leg) => [
      ...leg.seats.filter(Boolean).map((seat) => `Seat ${seat}`),
      ...leg.meals.filter(Boolean).map((code) => MEALS.find((meal) => meal.code === code)?.label ?? code),
      ...leg.baggage.map((code) => `+${Number(code.slice(2))} kg`),
      ...leg.services.map((code) => SPECIAL_SERVICES.find((service) => service.code === code)?.label ?? code),
    ])
    .join(', ');
}

/** An option the quote prices: a meal, a baggage piece, a service. */
export interface PricedExtra {
  code: string;
  pricePaise: number;
}

/** What a quote prices, whatever its wire shape: seats by leg, flight and seat; the catalogues. */
export interface ExtrasPrices {
  seat(legIndex: number, segmentIndex: number, seatNo: string): number;
  meals: readonly PricedExtra[];
  services: readonly PricedExtra[];
  baggage(legIndex: number): readonly PricedExtra[] | undefined;
}

/** One traveller's choices on one leg: a seat and a meal per flight, baggage and services per leg. */
export interface LegChoices {
  seats?: readonly string[];
  meals?: readonly string[];
  baggage?: readonly string[];
  services?: readonly string[];
}

/** What the chosen extras cost, by the fare summary's lines (decision 013). */
export interface ExtrasTotals {
  seats: number;
  meals: number;
  baggage: number;
  specialServices: number;
}

const priceOf = (options: readonly PricedExtra[] | undefined, code: string) =>
  options?.find((option) => option.code === code)?.pricePaise ?? 0;

/**
 * Σ of the quote's prices of every seat, meal, excess baggage piece and service chosen, per traveller
 * and leg. Both sites show it on the review before the server prices the same choices again.
 */
export function extrasTotals(prices: ExtrasPrices, travellers: readonly (readonly LegChoices[])[]): ExtrasTotals {
  const totals: ExtrasTotals = { seats: 0, meals: 0, baggage: 0, specialServices: 0 };
  for (const legs of travellers) {
    legs.forEach((choices, legIndex) => {
      choices.seats?.forEach((seatNo, segmentIndex) => {
        if (seatNo !== '') totals.seats += prices.seat(legIndex, segmentIndex, seatNo);
      });
      for (const code of choices.meals ?? []) if (code !== '') totals.meals += priceOf(prices.meals, code);
      for (const code of choices.baggage ?? []) totals.baggage += priceOf(prices.baggage(legIndex), code);
      for (const code of choices.services ?? []) totals.specialServices += priceOf(prices.services, code);
    });
  }
  return totals;
}

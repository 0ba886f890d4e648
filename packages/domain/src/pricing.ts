import { formatRupees, type Paise, percentOf } from './money.ts';

/**
 * Package repricing (the `getpackagefare` call). Prices are per traveller on twin sharing from the
 * chosen departure city; room occupancy, package type and meal plan adjust them (docs/decisions/004).
 */

/** GST on tour operator services without input tax credit. */
export const PACKAGE_GST_PERCENT = 5;
/** Our service charge per booking, never refundable (§9). */
export const SERVICE_CHARGE_PAISE = 29_900;

export interface CityPrice {
  adultPaise: Paise;
  childPaise: Paise;
  infantPaise: Paise;
}

export interface OccupancyTerms {
  singleSupplementPct: number;
  tripleDiscountPct: number;
  childNoBedDiscountPct: number;
}

export interface RoomMix {
  numadults_single: number;
  numadults_double: number;
  numadults_triple: number;
  numchildren_withbed: number;
  numchildren_withoutbed: number;
  numinfants: number;
}

export type FareComponentCode =
  | 'ADULT_TWIN'
  | 'ADULT_SINGLE'
  | 'ADULT_TRIPLE'
  | 'CHILD_WITH_BED'
  | 'CHILD_NO_BED'
  | 'INFANT'
  | 'PACKAGE_SUPPLEMENT'
  | 'GST'
  | 'SERVICE_CHARGE';

export interface FareComponent {
  code: FareComponentCode;
  label: string;
  amountPaise: Paise;
}

export interface FareQuote {
  components: FareComponent[];
  totalPaise: Paise;
}

export function adultsIn(mix: RoomMix): number {
  return mix.numadults_single + mix.numadults_double + mix.numadults_triple;
}

export function childrenIn(mix: RoomMix): number {
  return mix.numchildren_withbed + mix.numchildren_withoutbed;
}

/** Rooms a mix needs: one per single adult, one per two adults sharing, one per three. */
export function roomsFor(mix: RoomMix): number {
  return mix.numadults_single + mix.numadults_double / 2 + mix.numadults_triple / 3;
}

/** A mix is well formed when doubles come in pairs, triples in threes and children have a room. */
export function isValidRoomMix(mix: RoomMix): boolean {
  const counts = Object.values(mix);
  if (counts.some((n) => !Number.isInteger(n) || n < 0 || n > 9)) return false;
  if (mix.numadults_double % 2 !== 0 || mix.numadults_triple % 3 !== 0) return false;
  if (adultsIn(mix) < 1 || mix.numinfants > adultsIn(mix)) return false;
  return childrenIn(mix) <= 2 * roomsFor(mix);
}

/**
 * The default room allocation for a passenger mix (booking defaults: 1 room, 1 single adult):
 * one adult alone, pairs on twin sharing, an odd group of three or more puts three in one room;
 * one child per room shares the parents' bed, further children get an extra bed.
 */
export function allocateRooms(adults: number, children: number, infants: number): RoomMix {
  const mix: RoomMix = {
    numadults_single: 0,
    numadults_double: 0,
    numadults_triple: 0,
    numchildren_withbed: 0,
    numchildren_withoutbed: 0,
    numinfants: infants,
  };
  if (adults === 1) mix.numadults_single = 1;
  else if (adults % 2 === 0) mix.numadults_double = adults;
  else {
    mix.numadults_triple = 3;
    mix.numadults_double = adults - 3;
  }
  const rooms = roomsFor(mix);
  mix.numchildren_withoutbed = Math.min(children, rooms);
  mix.numchildren_withbed = children - mix.numchildren_withoutbed;
  return mix;
}

/** Occupancy supplements and discounts are quoted in whole rupees, as travellers see them. */
function percentInRupees(paise: Paise, percent: number): Paise {
  return Math.round(percentOf(paise, percent) / 100) * 100;
}

function line(code: FareComponentCode, count: number, unitPaise: Paise, what: string): FareComponent {
  return { code, label: `${what} (${count} × ${formatRupees(unitPaise)})`, amountPaise: count * unitPaise };
}

export function quotePackageFare(input: {
  cityPrice: CityPrice;
  terms: OccupancyTerms;
  supplementPaise: Paise;
  mix: RoomMix;
}): FareQuote {
  const { cityPrice, terms, supplementPaise, mix } = input;
  const adult = cityPrice.adultPaise;
  const child = cityPrice.childPaise;
  const components: FareComponent[] = [];
  const add = (component: FareComponent) => {
    if (component.amountPaise !== 0) components.push(component);
  };

  add(line('ADULT_TWIN', mix.numadults_double, adult, 'Adults on twin sharing'));
  add(
    line(
      'ADULT_SINGLE',
      mix.numadults_single,
      adult + percentInRupees(adult, terms.singleSupplementPct),
      'Adults on single occupancy',
    ),
  );
  add(
    line(
      'ADULT_TRIPLE',
      mix.numadults_triple,
      adult - percentInRupees(adult, terms.tripleDiscountPct),
      'Adults on triple sharing',
    ),
  );
  add(line('CHILD_WITH_BED', mix.numchildren_withbed, child, 'Children with extra bed'));
  add(
    line(
      'CHILD_NO_BED',
      mix.numchildren_withoutbed,
      child - percentInRupees(child, terms.childNoBedDiscountPct),
      'Children without bed',
    ),
  );
  add(line('INFANT', mix.numinfants, cityPrice.infantPaise, 'Infants'));
  add(line('PACKAGE_SUPPLEMENT', adultsIn(mix) + childrenIn(mix), supplementPaise, 'Package type and meal plan'));

  const packagePrice = components.reduce((sum, c) => sum + c.amountPaise, 0);
  // GST is rounded to the nearest rupee, as section 170 of the CGST Act allows, so totals are whole rupees.
  add({
    code: 'GST',
    label: `GST (${PACKAGE_GST_PERCENT}%)`,
    amountPaise: percentInRupees(packagePrice, PACKAGE_GST_PERCENT),
  });
  add({ code: 'SERVICE_CHARGE', label: 'Service charge', amountPaise: SERVICE_CHARGE_PAISE });

  return { components, totalPaise: components.reduce((sum, c) => sum + c.amountPaise, 0) };
}

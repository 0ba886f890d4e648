import {
  FARE_COMPONENT_LABELS,
  FARE_COMPONENTS,
  type FareOption,
  type Itinerary,
} from '@tripsetu/domain/flight-api.ts';
import type { PaxType } from '@tripsetu/domain/flight-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

/** §2 fare summary: what the picked fare of each leg costs, by passenger type and by component. */
export interface FareChoice {
  itinerary: Itinerary;
  fare: FareOption;
}

export const PAX_TYPE_LABELS: Record<PaxType, { one: string; many: string }> = {
  ADT: { one: 'Adult', many: 'Adults' },
  CHD: { one: 'Child', many: 'Children' },
  INF: { one: 'Infant', many: 'Infants' },
};

export interface PaxLine {
  paxType: PaxType;
  count: number;
  perPaxPaise: number;
  /** count × perPaxPaise */
  totalPaise: number;
}

export interface LegFare {
  legIndex: number;
  chain: string;
  family: string;
  pax: PaxLine[];
  totalPaise: number;
}

export interface FareSummary {
  legs: LegFare[];
  /** Every picked fare's components added up for all travellers, in FARE_COMPONENTS order. */
  components: { code: (typeof FARE_COMPONENTS)[number]; label: string; amountPaise: number }[];
  totalPaise: number;
  /** Every leg has a fare picked. */
  complete: boolean;
}

/** '6E-2134 · 6E-517': the flights of an itinerary, carrier and number. */
export function flightChain(itinerary: Itinerary): string {
  return itinerary.segments.map((segment) => `${segment.carrier}-${segment.flightNumber}`).join(' · ');
}

export function fareSummaryOf(choices: readonly (FareChoice | undefined)[], legCount: number): FareSummary {
  const componentTotals = new Map<string, number>();
  const legs: LegFare[] = [];
  choices.forEach((choice, legIndex) => {
    if (!choice) return;
    const pax = choice.fare.pax
      .filter((line) => line.count > 0)
      .map((line) => ({
        paxType: line.paxType,
        count: line.count,
        perPaxPaise: line.totalPaise,
        totalPaise: line.count * line.totalPaise,
      }));
    for (const line of choice.fare.pax) {
      for (const component of line.components) {
        componentTotals.set(
          component.code,
          (componentTotals.get(component.code) ?? 0) + line.count * component.amountPaise,
        );
      }
    }
    legs.push({
      legIndex,
      chain: flightChain(choice.itinerary),
      family: choice.fare.family,
      pax,
      totalPaise: choice.fare.totalPaise,
    });
  });
  return {
    legs,
    components: FARE_COMPONENTS.filter((code) => componentTotals.has(code)).map((code) => ({
      code,
      label: FARE_COMPONENT_LABELS[code],
      amountPaise: componentTotals.get(code) ?? 0,
    })),
    totalPaise: legs.reduce((sum, leg) => sum + leg.totalPaise, 0),
    complete: legCount > 0 && legs.length === legCount,
  };
}

/** '2 Adults × ₹5,250': how many travel at a passenger type's fare, and that fare. */
export function paxLineLabel(line: Pick<PaxLine, 'paxType' | 'count' | 'perPaxPaise'>): string {
  const label = PAX_TYPE_LABELS[line.paxType];
  return `${line.count} ${line.count === 1 ? label.one : label.many} × ${formatRupees(line.perPaxPaise)}`;
}

import type { ServiceItem } from './flight-services.ts';

/**
 * What a person has chosen to add after booking (decision 025), as both sites' forms keep it: by flight
 * ('leg|segment|traveller') for seats and meals, by journey ('leg|traveller') for baggage and services.
 */
export interface ServicesDraft {
  seats: Record<string, string>;
  meals: Record<string, string>;
  baggage: Record<string, string>;
  services: Record<string, string[]>;
}
export const EMPTY_DRAFT: ServicesDraft = { seats: {}, meals: {}, baggage: {}, services: {} };

export const flightKey = (legIndex: number, segmentIndex: number, traveller: number) =>
  `${legIndex}|${segmentIndex}|${traveller}`;
export const journeyKey = (legIndex: number, traveller: number) => `${legIndex}|${traveller}`;

/** The draft as the items the server prices, in a stable order. */
export function itemsOf(draft: ServicesDraft): ServiceItem[] {
  const items: ServiceItem[] = [];
  const split = (key: string) => key.split('|').map(Number);
  for (const [key, code] of Object.entries(draft.seats)) {
    const [legIndex = 0, segmentIndex = 0, traveller = 0] = split(key);
    if (code) items.push({ traveller, legIndex, segmentIndex, kind: 'SEAT', code });
  }
  for (const [key, code] of Object.entries(draft.meals)) {
    const [legIndex = 0, segmentIndex = 0, traveller = 0] = split(key);
    if (code) items.push({ traveller, legIndex, segmentIndex, kind: 'MEAL', code });
  }
  for (const [key, code] of Object.entries(draft.baggage)) {
    const [legIndex = 0, traveller = 0] = split(key);
    if (code) items.push({ traveller, legIndex, segmentIndex: 0, kind: 'BAGGAGE', code });
  }
  for (const [key, codes] of Object.entries(draft.services)) {
    const [legIndex = 0, traveller = 0] = split(key);
    for (const code of codes) items.push({ traveller, legIndex, segmentIndex: 0, kind: 'SERVICE', code });
  }
  return items;
}

/** Whether a kind can still be added on a flight (its cut-off not passed), as the options say. */
export const isOpen = (
  options: { open: readonly { legIndex: number; segmentIndex: number; kinds: readonly string[] }[] },
  legIndex: number,
  segmentIndex: number,
  kind: ServiceItem['kind'],
) =>
  options.open.some(
    (entry) => entry.legIndex === legIndex && entry.segmentIndex === segmentIndex && entry.kinds.includes(kind),
  );

import type { Carrier } from './flight-types.ts';

/**
 * Airlines of the operator's flight inventory: the Indian carriers with their real IATA designators,
 * hubs and aircraft types (codes of AIRCRAFT_TYPES in aircraft.ts), and foreign carriers serving India.
 */
export const CARRIERS: readonly Carrier[] = [
  {
    code: '6E',
    name: 'IndiGo',
    countryCode: 'IN',
    lowCost: true,
    hubs: ['DEL', 'BOM', 'BLR', 'HYD', 'CCU'],
    fleet: ['32N', '32Q', 'AT7'],
  },
  {
    code: 'AI',
    name: 'Air India',
    countryCode: 'IN',
    lowCost: false,
    hubs: ['DEL', 'BOM', 'BLR'],
    fleet: ['32N', '32Q', '788', '359', '77W'],
  },
  {
    code: 'IX',
    name: 'Air India Express',
    countryCode: 'IN',
    lowCost: true,
    hubs: ['BLR', 'COK', 'CCJ', 'DEL'],
    fleet: ['7M8', '738', '32N'],
  },
  {
    code: 'SG',
    name: 'SpiceJet',
    countryCode: 'IN',
    lowCost: true,
    hubs: ['DEL', 'BOM'],
    fleet: ['738', '7M8', 'DH8D'],
  },
  { code: 'QP', name: 'Akasa Air', countryCode: 'IN', lowCost: true, hubs: ['BOM', 'BLR'], fleet: ['7M8'] },
  { code: '9I', name: 'Alliance Air', countryCode: 'IN', lowCost: false, hubs: ['DEL'], fleet: ['AT7'] },
  { code: 'S5', name: 'Star Air', countryCode: 'IN', lowCost: false, hubs: ['BLR', 'HBX'], fleet: ['E75'] },
  { code: 'EK', name: 'Emirates', countryCode: 'AE', lowCost: false, hubs: ['DXB'], fleet: ['77W'] },
  { code: 'QR', name: 'Qatar Airways', countryCode: 'QA', lowCost: false, hubs: ['DOH'], fleet: ['359', '77W'] },
  { code: 'SQ', name: 'Singapore Airlines', countryCode: 'SG', lowCost: false, hubs: ['SIN'], fleet: ['359', '77W'] },
  { code: 'TG', name: 'Thai Airways', countryCode: 'TH', lowCost: false, hubs: ['BKK'], fleet: ['359', '77W'] },
  { code: 'BA', name: 'British Airways', countryCode: 'GB', lowCost: false, hubs: ['LHR'], fleet: ['77W'] },
  { code: 'UL', name: 'SriLankan Airlines', countryCode: 'LK', lowCost: false, hubs: ['CMB'], fleet: ['32N', '32Q'] },
];

const CARRIERS_BY_CODE: ReadonlyMap<string, Carrier> = new Map(CARRIERS.map((c) => [c.code, c]));

/** The carrier with this IATA designator (exact, e.g. '6E'), or undefined. */
export function carrierByCode(code: string): Carrier | undefined {
  return CARRIERS_BY_CODE.get(code);
}

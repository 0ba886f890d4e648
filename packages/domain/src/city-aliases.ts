/**
 * Other names people type for a city an airport serves: the old names still in daily use (Bombay,
 * Madras, Calcutta), common spellings (Trichy, Vizag) and the neighbouring city an airport is the airport
 * of (Gurgaon for Delhi, Bagdogra for Siliguri). By IATA code, for the airport fields' search.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  DEL: ['Delhi', 'Gurgaon', 'Gurugram'],
  BOM: ['Bombay', 'Thane'],
  BLR: ['Bangalore'],
  MAA: ['Madras'],
  CCU: ['Calcutta', 'Howrah'],
  COK: ['Cochin', 'Ernakulam'],
  TRV: ['Trivandrum'],
  PNQ: ['Poona'],
  CCJ: ['Calicut'],
  IXE: ['Mangalore'],
  MYQ: ['Mysore'],
  HBX: ['Hubli', 'Dharwad'],
  IXG: ['Belgaum'],
  TRZ: ['Trichy'],
  VTZ: ['Vizag'],
  BDQ: ['Baroda'],
  IXD: ['Allahabad'],
  VNS: ['Banaras', 'Benares', 'Kashi'],
  GAU: ['Gauhati'],
  IXB: ['Bagdogra', 'Darjeeling', 'Gangtok'],
  GOI: ['Dabolim', 'Panaji', 'Panjim'],
  GOX: ['Mopa', 'Panaji', 'Panjim'],
  DHM: ['Kangra', 'Gaggal'],
  IXL: ['Ladakh'],
  IXZ: ['Andaman'],
  HDO: ['Hindon'],
  GAY: ['Bodh Gaya'],
};

/** The other names of the city an airport serves; none for most airports. */
export function cityAliasesOf(code: string): readonly string[] {
  return CITY_ALIASES[code] ?? [];
}

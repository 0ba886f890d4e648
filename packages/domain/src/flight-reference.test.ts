import { describe, expect, it } from 'vitest';
import { AIRCRAFT_TYPES, aircraftByCode, seatCount } from './aircraft.ts';
import {
  AIRPORT_GROUP_MAX_KM,
  AIRPORT_GROUPS,
  AIRPORTS,
  airportByCode,
  greatCircleKm,
  groupOf,
  isAirportCode,
} from './airports.ts';
import { CARRIERS, carrierByCode } from './carriers.ts';
import type { AircraftType, Airport } from './flight-types.ts';
import { CABINS } from './flight-types.ts';

function airport(code: string): Airport {
  const a = airportByCode(code);
  if (!a) throw new Error(`no airport ${code}`);
  return a;
}

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

describe('airports', () => {
  it('has unique three-capital-letter codes', () => {
    const codes = AIRPORTS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('has at least 40 Indian airports, in India, on Indian time, including the named ones', () => {
    const indian = AIRPORTS.filter((a) => a.countryCode === 'IN');
    expect(indian.length).toBeGreaterThanOrEqual(40);
    for (const a of indian) {
      expect(a.country).toBe('India');
      expect(a.timeZone).toBe('Asia/Kolkata');
      expect(a.latitude, a.code).toBeGreaterThanOrEqual(6);
      expect(a.latitude, a.code).toBeLessThanOrEqual(37);
      expect(a.longitude, a.code).toBeGreaterThanOrEqual(68);
      expect(a.longitude, a.code).toBeLessThanOrEqual(98);
    }
    const named =
      'DEL BOM BLR HYD MAA CCU AMD COK GOI GOX PNQ JAI LKO GAU TRV CCJ IXC PAT BBI NAG SXR VNS IXB IDR ATQ IXE IXM CJB TRZ VTZ RPR IXR BDQ STV UDR JDH IXJ IXL DED IXZ GAY BHO IXA DIB AGR HDO NMI MYQ HBX IXG HSR';
    for (const code of named.split(' ')) expect(airportByCode(code)?.countryCode, code).toBe('IN');
  });

  it('has the metros in tier 1 and Goa under both its airports', () => {
    const tier1 = AIRPORTS.filter((a) => a.countryCode === 'IN' && a.tier === 1).map((a) => a.code);
    expect(tier1.sort()).toEqual(['BLR', 'BOM', 'CCU', 'DEL', 'HYD', 'MAA']);
    expect(airport('GOI').city).toBe('Goa');
    expect(airport('GOX').city).toBe('Goa');
    expect(airport('DEL').terminals).toEqual(['1', '2', '3']);
    expect(airport('MAA').terminals).toEqual(['1', '4']);
  });

  it('has the international airports Indian agents sell, in their own zones', () => {
    const zones: Record<string, string> = {
      DXB: 'Asia/Dubai',
      AUH: 'Asia/Dubai',
      SHJ: 'Asia/Dubai',
      DOH: 'Asia/Qatar',
      MCT: 'Asia/Muscat',
      SIN: 'Asia/Singapore',
      BKK: 'Asia/Bangkok',
      KUL: 'Asia/Kuala_Lumpur',
      CMB: 'Asia/Colombo',
      KTM: 'Asia/Kathmandu',
      LHR: 'Europe/London',
      JFK: 'America/New_York',
    };
    for (const [code, zone] of Object.entries(zones)) {
      const a = airport(code);
      expect(a.timeZone, code).toBe(zone);
      expect(a.countryCode, code).not.toBe('IN');
      expect([1, 2], code).toContain(a.tier);
    }
    expect(AIRPORTS.filter((a) => a.countryCode !== 'IN').length).toBeGreaterThanOrEqual(12);
  });

  it('has valid IANA zones, coordinates in range and at least one terminal', () => {
    expect(isValidTimeZone('Asia/Bombay_Nowhere')).toBe(false);
    for (const a of AIRPORTS) {
      expect(isValidTimeZone(a.timeZone), `${a.code} ${a.timeZone}`).toBe(true);
      expect(Math.abs(a.latitude), a.code).toBeLessThanOrEqual(90);
      expect(Math.abs(a.longitude), a.code).toBeLessThanOrEqual(180);
      expect(a.terminals.length, a.code).toBeGreaterThan(0);
      expect(new Set(a.terminals).size, a.code).toBe(a.terminals.length);
      expect(a.name.trim(), a.code).not.toBe('');
      expect(a.city.trim(), a.code).not.toBe('');
    }
  });

  it('looks codes up exactly, upper-case only', () => {
    expect(airportByCode('DEL')?.city).toBe('New Delhi');
    expect(airportByCode('del')).toBeUndefined();
    expect(airportByCode('XXX')).toBeUndefined();
    expect(isAirportCode('BOM')).toBe(true);
    expect(isAirportCode('bom')).toBe(false);
    expect(isAirportCode('')).toBe(false);
    expect(carrierByCode('6E')?.name).toBe('IndiGo');
    expect(carrierByCode('ai')).toBeUndefined();
    expect(aircraftByCode('32N')?.name).toBe('Airbus A320neo');
    expect(aircraftByCode('32n')).toBeUndefined();
  });
});

describe('greatCircleKm', () => {
  it('measures real distances', () => {
    const delBom = greatCircleKm(airport('DEL'), airport('BOM'));
    expect(delBom).toBeGreaterThanOrEqual(1130);
    expect(delBom).toBeLessThanOrEqual(1160);
    expect(Math.abs(greatCircleKm(airport('BOM'), airport('LHR')) - 7190)).toBeLessThanOrEqual(30);
    expect(greatCircleKm(airport('DEL'), airport('DEL'))).toBe(0);
    expect(greatCircleKm(airport('BLR'), airport('MAA'))).toBe(greatCircleKm(airport('MAA'), airport('BLR')));
    expect(Number.isInteger(greatCircleKm(airport('DEL'), airport('JFK')))).toBe(true);
  });
});

describe('airport groups', () => {
  it('groups existing airports, each in at most one group, all near each other', () => {
    const seen = new Set<string>();
    for (const group of AIRPORT_GROUPS) {
      expect(group.codes.length, group.id).toBeGreaterThanOrEqual(2);
      for (const code of group.codes) {
        expect(isAirportCode(code), code).toBe(true);
        expect(seen.has(code), code).toBe(false);
        seen.add(code);
        expect(groupOf(code)).toBe(group);
      }
      for (const a of group.codes)
        for (const b of group.codes)
          expect(greatCircleKm(airport(a), airport(b)), `${a}-${b}`).toBeLessThanOrEqual(AIRPORT_GROUP_MAX_KM);
    }
    expect(new Set(AIRPORT_GROUPS.map((g) => g.id)).size).toBe(AIRPORT_GROUPS.length);
  });

  it('offers the real nearby pairs and not the far ones', () => {
    expect(groupOf('GOI')?.codes).toEqual(['GOI', 'GOX']);
    expect(groupOf('DEL')?.codes).toContain('HDO');
    expect(groupOf('NMI')?.codes).toContain('BOM');
    expect(groupOf('SHJ')?.codes).toContain('DXB');
    expect(groupOf('AUH')).toBeUndefined();
    expect(groupOf('MYQ')).toBeUndefined();
    expect(groupOf('BLR')).toBeUndefined();
    expect(greatCircleKm(airport('DXB'), airport('AUH'))).toBeGreaterThan(AIRPORT_GROUP_MAX_KM);
  });
});

describe('carriers', () => {
  it('has the real Indian and foreign carriers with unique codes', () => {
    const codes = CARRIERS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['6E', 'AI', 'IX', 'SG', 'QP', '9I', 'S5']) expect(carrierByCode(code)?.countryCode).toBe('IN');
    for (const code of ['EK', 'QR', 'SQ', 'TG', 'BA', 'UL']) expect(carrierByCode(code)?.countryCode).not.toBe('IN');
    expect(CARRIERS.filter((c) => c.lowCost).map((c) => c.code)).toEqual(['6E', 'IX', 'SG', 'QP']);
  });

  it('has hubs that are airports and fleets of known aircraft types', () => {
    for (const c of CARRIERS) {
      expect(c.hubs.length, c.code).toBeGreaterThan(0);
      expect(c.fleet.length, c.code).toBeGreaterThan(0);
      for (const hub of c.hubs) expect(isAirportCode(hub), `${c.code} hub ${hub}`).toBe(true);
      for (const type of c.fleet) expect(aircraftByCode(type), `${c.code} fleet ${type}`).toBeDefined();
    }
  });

  it('flies no First cabin on a low-cost carrier', () => {
    for (const c of CARRIERS.filter((c) => c.lowCost))
      for (const type of c.fleet)
        expect(
          aircraftByCode(type)?.cabins.some((l) => l.cabin === 'FIRST'),
          `${c.code} ${type}`,
        ).toBe(false);
  });
});

describe('aircraft types', () => {
  it('has unique codes, realistic cruise speeds and one layout per cabin in cabin order', () => {
    const codes = AIRCRAFT_TYPES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of AIRCRAFT_TYPES) {
      expect(t.cruiseKmh, t.code).toBeGreaterThanOrEqual(450);
      expect(t.cruiseKmh, t.code).toBeLessThanOrEqual(950);
      const cabins = t.cabins.map((l) => l.cabin);
      expect(new Set(cabins).size, t.code).toBe(cabins.length);
      expect(cabins, t.code).toEqual(CABINS.filter((c) => cabins.includes(c)).reverse());
    }
    expect(aircraftByCode('AT7')?.cruiseKmh).toBeLessThan(aircraftByCode('32N')?.cruiseKmh ?? 0);
  });

  it('has well-formed layouts: letters with aisles, rows ascending across cabins, exits and extra rows inside', () => {
    for (const t of AIRCRAFT_TYPES) {
      let previousLast = 0;
      for (const l of t.cabins) {
        const where = `${t.code} ${l.cabin}`;
        expect(l.letters, where).toMatch(/^[A-K]+(-[A-K]+)+$/);
        const letters = l.letters.replaceAll('-', '');
        expect(new Set(letters).size, where).toBe(letters.length);
        expect(l.letters, where).not.toContain('I');
        expect(l.firstRow, where).toBeGreaterThan(previousLast);
        expect(l.lastRow, where).toBeGreaterThanOrEqual(l.firstRow);
        previousLast = l.lastRow;
        const isRow = (row: number) => row >= l.firstRow && row <= l.lastRow && !l.skipRows?.includes(row);
        for (const row of l.exitRows) expect(isRow(row), `${where} exit ${row}`).toBe(true);
        for (const row of l.extraLegroomRows) expect(isRow(row), `${where} extra ${row}`).toBe(true);
      }
    }
  });

  it('counts the seats of the chosen configurations', () => {
    const totals: Record<string, number> = {
      '32N': 180,
      '32Q': 222,
      '7M8': 186,
      '738': 186,
      AT7: 72,
      DH8D: 76,
      E75: 76,
      '788': 252,
      '359': 313,
      '77W': 339,
    };
    for (const [code, total] of Object.entries(totals)) {
      const type = aircraftByCode(code);
      expect(type, code).toBeDefined();
      if (type) expect(seatCount(type), code).toBe(total);
    }
    const a359 = aircraftByCode('359') as AircraftType;
    expect(seatCount(a359, 'BUSINESS')).toBe(28);
    expect(seatCount(a359, 'PREMIUM_ECONOMY')).toBe(24);
    expect(seatCount(a359, 'ECONOMY')).toBe(261);
    expect(seatCount(a359, 'FIRST')).toBe(0);
    const b77w = aircraftByCode('77W') as AircraftType;
    expect(seatCount(b77w, 'FIRST')).toBe(4);
    expect(seatCount(b77w, 'BUSINESS')).toBe(35);
    expect(seatCount(aircraftByCode('E75') as AircraftType, 'BUSINESS')).toBe(12);
  });

  it('leaves skipped rows out of the count', () => {
    const type: AircraftType = {
      code: 'TST',
      name: 'Test',
      cruiseKmh: 800,
      cabins: [
        {
          cabin: 'ECONOMY',
          firstRow: 10,
          lastRow: 15,
          letters: 'ABC-DEF',
          skipRows: [13, 99],
          exitRows: [],
          extraLegroomRows: [],
        },
      ],
    };
    expect(seatCount(type)).toBe(30);
  });
});

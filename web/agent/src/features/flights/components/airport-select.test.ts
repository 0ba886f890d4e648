import { AIRPORTS } from '@tripsetu/domain/airports.ts';
import { describe, expect, it } from 'vitest';
import { matchAirports } from './AirportSelect.tsx';

const shapes = AIRPORTS.map((airport) => ({ ...airport, group: null }));
const firstCodeFor = (typed: string) => matchAirports(shapes, typed)[0]?.code;

describe('airport search', () => {
  it('finds airports by the old and common names of their cities', () => {
    expect(firstCodeFor('Bangalore')).toBe('BLR');
    expect(firstCodeFor('calcutta')).toBe('CCU');
    expect(firstCodeFor('Trivandrum')).toBe('TRV');
    expect(firstCodeFor('Bombay')).toBe('BOM');
    expect(firstCodeFor('Madras')).toBe('MAA');
    expect(firstCodeFor('Gurgaon')).toBe('DEL');
    expect(firstCodeFor('Cochin')).toBe('COK');
    expect(firstCodeFor('Poona')).toBe('PNQ');
  });

  it('still puts a typed code first', () => {
    expect(firstCodeFor('goi')).toBe('GOI');
  });
});

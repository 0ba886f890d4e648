import { AIRPORTS } from '@tripsetu/domain/airports.ts';
import { describe, expect, it } from 'vitest';
import { rank } from './AirportSelect.tsx';

const byCode = (code: string) => {
  const airport = AIRPORTS.find((candidate) => candidate.code === code);
  if (!airport) throw new Error(code);
  return { ...airport, group: null };
};

describe('airport search', () => {
  it('finds a city by its old name as it finds it by its own', () => {
    expect(rank(byCode('BOM'), 'bombay')).toBe(1);
    expect(rank(byCode('MAA'), 'madras')).toBe(1);
    expect(rank(byCode('BLR'), 'bangalore')).toBe(1);
    expect(rank(byCode('DEL'), 'gurgaon')).toBe(1);
    expect(rank(byCode('CCU'), 'calcutta')).toBe(1);
    expect(rank(byCode('BOM'), 'madras')).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { AIRPORTS } from './airports.ts';
import { CITY_ALIASES, cityAliasesOf } from './city-aliases.ts';

describe('city aliases', () => {
  it('name only airports the inventory flies to, never a city the list already names', () => {
    const codes = new Set(AIRPORTS.map((airport) => airport.code));
    const cities = new Set(AIRPORTS.map((airport) => airport.city.toLowerCase()));
    for (const [code, aliases] of Object.entries(CITY_ALIASES)) {
      expect(codes.has(code), code).toBe(true);
      for (const alias of aliases) expect(cities.has(alias.toLowerCase()), alias).toBe(false);
    }
  });

  it('knows the old names people still type', () => {
    expect(cityAliasesOf('BOM')).toContain('Bombay');
    expect(cityAliasesOf('DEL')).toContain('Gurgaon');
    expect(cityAliasesOf('JAI')).toEqual([]);
  });
});

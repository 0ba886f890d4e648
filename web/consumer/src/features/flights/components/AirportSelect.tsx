import { type ComboboxItem, type ComboboxParsedItem, type OptionsFilter, Stack, Text } from '@mantine/core';
import { cityAliasesOf } from '@tripsetu/domain/city-aliases.ts';
import { compareNames } from '@tripsetu/domain/compare.ts';
import { type GatewayAirport, HOME_COUNTRY } from '@tripsetu/domain/gateway-flights.ts';
import { SearchSelectField } from '@tripsetu/ui/SearchSelectField';
import { useMemo } from 'react';

interface AirportOption extends ComboboxItem {
  airport: GatewayAirport;
}

/**
 * A typed code first, then cities (or their other names: Bombay, Gurgaon) that start with the text, then
 * any city, other name, airport name or country holding it.
 */
export function rank(airport: GatewayAirport, search: string): number {
  const cities = [airport.city, ...cityAliasesOf(airport.code)].map((city) => city.toLowerCase());
  if (airport.code.toLowerCase() === search) return 0;
  if (cities.some((city) => city.startsWith(search))) return 1;
  if ([...cities, airport.name.toLowerCase(), airport.country.toLowerCase()].some((word) => word.includes(search))) {
    return 2;
  }
  return -1;
}

/** India's airports first, each group by city. */
export function airportOptions(airports: readonly GatewayAirport[]): AirportOption[] {
  return [...airports]
    .sort(
      (a, b) =>
        Number(a.country !== HOME_COUNTRY) - Number(b.country !== HOME_COUNTRY) ||
        compareNames(a.city, b.city) ||
        compareNames(a.code, b.code),
    )
    .map((airport) => ({ value: airport.code, label: `${airport.city} (${airport.code})`, airport }));
}

/** From / To: 'City (CODE)', found by code, city, airport name or country. */
export function AirportSelect({
  label,
  airports,
  loading,
  value,
  onChange,
  error,
}: {
  label: string;
  airports: readonly GatewayAirport[];
  loading: boolean;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const options = useMemo(() => airportOptions(airports), [airports]);
  const byCode = useMemo(() => new Map(options.map((option) => [option.value, option.airport])), [options]);
  const filter: OptionsFilter = ({ options: parsed, search, limit }) => {
    const text = search.trim().toLowerCase();
    if (text === '') return parsed.slice(0, limit);
    return (parsed as ComboboxItem[])
      .map((item) => ({
        item,
        rank: (() => {
          const airport = byCode.get(item.value);
          return airport ? rank(airport, text) : -1;
        })(),
      }))
      .filter(({ rank: r }) => r >= 0)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ item }) => item as ComboboxParsedItem);
  };
  return (
    <SearchSelectField
      label={label}
      placeholder={loading ? 'Loading airports…' : 'City or airport'}
      data={options}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      // Choosing the airport already chosen keeps it (Mantine would clear it).
      allowDeselect={false}
      filter={filter}
      limit={60}
      nothingFoundMessage="No airport by that name"
      required
      error={error}
      renderOption={({ option }) => {
        const airport = byCode.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {option.label}
            </Text>
            {airport && (
              <Text size="xs" c="dimmed">
                {airport.name}
                {airport.country === HOME_COUNTRY ? '' : `, ${airport.country}`}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

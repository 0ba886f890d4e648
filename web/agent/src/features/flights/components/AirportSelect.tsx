import { type ComboboxItem, type OptionsFilter, Select, Text } from '@mantine/core';
import { cityAliasesOf } from '@tripsetu/domain/city-aliases.ts';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import { useMemo } from 'react';
import { t } from '../../../i18n/i18n.ts';

/** 'New Delhi (DEL)': how an airport reads in the fields and the results. */
export const airportLabel = (airport: Pick<AirportShape, 'city' | 'code'>) => `${airport.city} (${airport.code})`;

/**
 * The airports that match what was typed: the code first, then a city or airport name that starts
 * with it, then one that contains it.
 */
export function matchAirports(airports: readonly AirportShape[], typed: string): AirportShape[] {
  const query = typed.trim().toLowerCase();
  if (query === '') return [...airports];
  const rank = (airport: AirportShape) => {
    const code = airport.code.toLowerCase();
    // Other names of the city count as its name: Bombay, Madras, Gurgaon (for Delhi).
    const words = [airport.city, ...cityAliasesOf(airport.code), airport.name, airport.country].map((word) =>
      word.toLowerCase(),
    );
    if (code === query) return 0;
    if (words.some((word) => word.startsWith(query))) return 1;
    if (code.includes(query) || words.some((word) => word.includes(query))) return 2;
    if (airportLabel(airport).toLowerCase().includes(query)) return 3;
    return null;
  };
  return airports
    .map((airport) => ({ airport, rank: rank(airport) }))
    .filter((entry): entry is { airport: AirportShape; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.airport);
}

export interface AirportSelectProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  airports: readonly AirportShape[];
  loading: boolean;
  error?: string;
}

/** A searchable list of airports showing 'City (CODE)' and, under it, the airport's name. */
export function AirportSelect({ label, value, onChange, airports, loading, error }: AirportSelectProps) {
  const byCode = useMemo(() => new Map(airports.map((airport) => [airport.code, airport])), [airports]);
  const data = useMemo(
    () => airports.map((airport) => ({ value: airport.code, label: airportLabel(airport) })),
    [airports],
  );
  const filter: OptionsFilter = ({ options, search }) => {
    const wanted = matchAirports(airports, search).map((airport) => airport.code);
    const items = new Map((options as ComboboxItem[]).map((option) => [option.value, option]));
    return wanted.flatMap((code) => items.get(code) ?? []);
  };
  return (
    <Select
      label={label}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      data={data}
      searchable
      withAsterisk
      aria-required
      placeholder={loading ? t('flights.form.airportsLoading') : t('flights.form.airportPick')}
      nothingFoundMessage={t('flights.form.noAirport')}
      filter={filter}
      maxDropdownHeight={280}
      allowDeselect={false}
      selectFirstOptionOnChange
      // The list opens on a click or typing, not when focus arrives (e.g. moved to a field with a message).
      openOnFocus={false}
      error={error}
      description={byCode.get(value)?.name}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      renderOption={({ option }) => {
        const airport = byCode.get(option.value);
        return (
          <div>
            <Text size="sm" fw={600}>
              {option.label}
            </Text>
            {airport && (
              <Text size="xs" c="dimmed">
                {airport.name}
                {airport.countryCode !== 'IN' ? `, ${airport.country}` : ''}
              </Text>
            )}
          </div>
        );
      }}
    />
  );
}

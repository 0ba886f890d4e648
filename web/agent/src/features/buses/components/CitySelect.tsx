import { type ComboboxItem, type OptionsFilter, Select } from '@mantine/core';
import type { BusCity } from '@tripsetu/domain/bus-search.ts';
import { useMemo } from 'react';
import { t } from '../../../i18n/i18n.ts';

/** The cities that match what was typed: a name that starts with it first, then one that contains it, then the id. */
export function matchCities(cities: readonly BusCity[], typed: string): BusCity[] {
  const query = typed.trim().toLowerCase();
  if (query === '') return [...cities];
  const rank = (city: BusCity) => {
    const name = city.name.toLowerCase();
    if (name.startsWith(query) || name.split(/[\s(]+/).some((word) => word.startsWith(query))) return 0;
    if (name.includes(query)) return 1;
    if (city.id.toLowerCase() === query) return 2;
    return null;
  };
  return cities
    .map((city) => ({ city, rank: rank(city) }))
    .filter((entry): entry is { city: BusCity; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.city);
}

export interface CitySelectProps {
  label: string;
  value: string;
  onChange: (id: string) => void;
  cities: readonly BusCity[];
  loading: boolean;
  error?: string;
}

/** A searchable list of the cities buses serve, by name. */
export function CitySelect({ label, value, onChange, cities, loading, error }: CitySelectProps) {
  const data = useMemo(() => cities.map((city) => ({ value: city.id, label: city.name })), [cities]);
  const filter: OptionsFilter = ({ options, search }) => {
    const items = new Map((options as ComboboxItem[]).map((option) => [option.value, option]));
    return matchCities(cities, search).flatMap((city) => items.get(city.id) ?? []);
  };
  return (
    <Select
      label={label}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      data={data}
      searchable
      withAsterisk
      aria-required
      placeholder={loading ? t('buses.form.citiesLoading') : t('buses.form.cityPick')}
      nothingFoundMessage={t('buses.form.noCity')}
      filter={filter}
      maxDropdownHeight={280}
      allowDeselect={false}
      selectFirstOptionOnChange
      openOnFocus={false}
      error={error}
    />
  );
}

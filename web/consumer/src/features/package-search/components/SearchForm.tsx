import { Button, Grid, Text } from '@mantine/core';
import { DURATION_DAYS } from '@tripsetu/domain/constants.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { durationLabel, searchReturnDate } from '@tripsetu/domain/duration.ts';
import { latestJourneyDate, type PackageSearchErrors, validatePackageSearch } from '@tripsetu/domain/package-search.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SearchSelectField } from '@tripsetu/ui/SearchSelectField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { type FormEvent, useState } from 'react';
import { TravellersPopup } from '../../../components/TravellersPopup.tsx';
import type { PackageSearch } from '../../../lib/package-search-params.ts';
import { useToday } from '../../../lib/today.ts';
import { useDestinations } from '../api/get-destinations.ts';

const DURATION_OPTIONS = DURATION_DAYS.map((days) => ({ value: String(days), label: durationLabel(days) }));

/** The package search form (§2): destination, journey date, number of days, travellers, Search. */
export function SearchForm({
  initial,
  onSearch,
  compact = false,
}: {
  initial: PackageSearch;
  onSearch: (search: PackageSearch) => void;
  compact?: boolean;
}) {
  const destinations = useDestinations();
  const [search, setSearch] = useState<PackageSearch>(initial);
  const [errors, setErrors] = useState<PackageSearchErrors>({});
  const today = useToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePackageSearch({ ...search, numdays: search.numdays ?? '' }, today);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(search);
  };

  const span = compact ? 12 : { base: 12, sm: 6, md: 3 };
  return (
    <form onSubmit={submit} noValidate aria-label="Search holiday packages">
      <Grid gap="md" align="flex-start">
        <Grid.Col span={span}>
          <SearchSelectField
            label="Destination"
            placeholder={destinations.isLoading ? 'Loading destinations…' : 'Where do you want to go?'}
            data={destinations.data ?? []}
            value={search.package_destination || null}
            onChange={(value) => setSearch({ ...search, package_destination: value ?? '' })}
            nothingFoundMessage="No destination by that name"
            required
            error={errors.package_destination}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <DateField
            label="Journey date"
            value={search.jdate || null}
            onChange={(value) => setSearch({ ...search, jdate: value ?? '' })}
            minDate={today}
            maxDate={latestJourneyDate(today)}
            required
            showWeekday
            placeholder="Pick a date"
            error={errors.jdate}
          />
        </Grid.Col>
        <Grid.Col span={span}>
          <SelectField
            label="No. of days"
            value={search.numdays === null ? '' : String(search.numdays)}
            data={DURATION_OPTIONS}
            placeholder="Select No. of Days"
            required
            error={errors.numdays}
            onChange={(value) => setSearch({ ...search, numdays: value ? Number(value) : null })}
          />
          {search.jdate && search.numdays !== null && (
            <Text size="xs" c="dimmed" mt={4}>
              Return {formatDisplayDate(searchReturnDate(search.jdate, search.numdays))} · {search.numdays - 1} nights
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={span}>
          <TravellersPopup
            value={search}
            error={errors.pax}
            onChange={(counts) => setSearch({ ...search, ...counts })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Button type="submit" size="md" fullWidth={compact} color="tripsetuSaffron.8" px={48}>
            Search
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}

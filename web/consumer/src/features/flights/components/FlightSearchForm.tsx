import '../flights.css';
import { ActionIcon, Button, Checkbox, Grid, Group, Input, SegmentedControl } from '@mantine/core';
import { addDays } from '@tripsetu/domain/dates.ts';
import { SEARCH_HORIZON_DAYS } from '@tripsetu/domain/flight-search.ts';
import type { FlightSearchFields, GatewayAirport, GatewayCabin } from '@tripsetu/domain/gateway-flights.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { type FormEvent, useState } from 'react';
import { TravellersPopup } from '../../../components/TravellersPopup.tsx';
import { useToday } from '../../../lib/today.ts';
import { useAirports } from '../api/get-airports.ts';
import { type FlightFormErrors, flightFormErrors } from '../search-params.ts';
import { AirportSelect } from './AirportSelect.tsx';

const TRIP_TYPES = [
  { value: 'O', label: 'One Way' },
  { value: 'R', label: 'Round Trip' },
];
/** The consumer site sells these two cabins (§9: W is Business). */
const CABIN_OPTIONS: { value: GatewayCabin; label: string }[] = [
  { value: 'Y', label: 'Economy' },
  { value: 'W', label: 'Business' },
];

/** The flight search form (/flight): trip type, from, to, dates, travellers, cabin, non-stop only. */
export function FlightSearchForm({
  initial,
  onSearch,
  compact = false,
}: {
  initial: FlightSearchFields;
  onSearch: (search: FlightSearchFields, airports: GatewayAirport[]) => void;
  compact?: boolean;
}) {
  const airports = useAirports();
  const [search, setSearch] = useState<FlightSearchFields>(initial);
  const [errors, setErrors] = useState<FlightFormErrors>({});
  const today = useToday();
  const list = airports.data ?? [];
  const roundTrip = search.triptype === 'R';
  const set = (change: Partial<FlightSearchFields>) => setSearch((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = flightFormErrors(search, today, list);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(search, list);
  };

  const changeJourneyDate = (jdate: string) =>
    // A return that no longer falls after the journey is cleared rather than left wrong.
    set({ jdate, ...(search.rdate && jdate && search.rdate <= jdate ? { rdate: '' } : {}) });

  const span = (md: number) => (compact ? 12 : { base: 12, sm: 6, md });
  const travellersError = errors.numadults ?? errors.numchildren ?? errors.numinfants;
  return (
    <form onSubmit={submit} noValidate aria-label="Search flights">
      <SegmentedControl
        aria-label="Trip type"
        data={TRIP_TYPES}
        value={search.triptype}
        onChange={(value) => set({ triptype: value === 'R' ? 'R' : 'O' })}
        mb="md"
        color="tripsetuTeal"
        fullWidth={compact}
      />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={compact ? 12 : { base: 12, md: 6 }}>
          <div className={compact ? 'flight-route flight-route-stacked' : 'flight-route'}>
            <AirportSelect
              label="From"
              airports={list}
              loading={airports.isLoading}
              value={search.origin}
              onChange={(origin) => set({ origin })}
              error={errors.origin}
            />
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              className="flight-swap"
              aria-label="Swap From and To"
              onClick={() => set({ origin: search.destination, destination: search.origin })}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M7 7h12m0 0-4-4m4 4-4 4M17 17H5m0 0 4-4m-4 4 4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </ActionIcon>
            <AirportSelect
              label="To"
              airports={list}
              loading={airports.isLoading}
              value={search.destination}
              onChange={(destination) => set({ destination })}
              error={errors.destination}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={span(3)}>
          <DateField
            label="Journey date"
            value={search.jdate || null}
            onChange={(value) => changeJourneyDate(value ?? '')}
            minDate={today}
            maxDate={addDays(today, SEARCH_HORIZON_DAYS)}
            required
            showWeekday
            placeholder="Pick a date"
            error={errors.jdate}
          />
        </Grid.Col>
        <Grid.Col span={span(3)}>
          {roundTrip ? (
            <DateField
              label="Return date"
              value={search.rdate || null}
              onChange={(value) => set({ rdate: value ?? '' })}
              minDate={search.jdate ? addDays(search.jdate, 1) : today}
              maxDate={addDays(today, SEARCH_HORIZON_DAYS)}
              required
              showWeekday
              placeholder="Pick a date"
              error={errors.rdate}
            />
          ) : (
            <Input.Wrapper label="Return date" labelElement="div">
              <Button variant="default" fullWidth onClick={() => set({ triptype: 'R' })} fw={400}>
                Add a return
              </Button>
            </Input.Wrapper>
          )}
        </Grid.Col>
        <Grid.Col span={span(3)}>
          <TravellersPopup
            value={search}
            error={travellersError}
            flagInfantsOver={false}
            onChange={(counts) => set(counts)}
          />
        </Grid.Col>
        <Grid.Col span={span(3)}>
          <SelectField
            label="Cabin class"
            value={search.cabin}
            data={CABIN_OPTIONS}
            error={errors.cabin}
            onChange={(value) => set({ cabin: value === 'W' ? 'W' : 'Y' })}
          />
        </Grid.Col>
        <Grid.Col span={compact ? 12 : { base: 12, md: 6 }}>
          <Group gap="lg" mt={compact ? 0 : { base: 0, md: 30 }}>
            <Checkbox
              label="Non-stop flights only"
              checked={search.nonstop === 'Y'}
              onChange={(event) => set({ nonstop: event.currentTarget.checked ? 'Y' : 'N' })}
            />
            <Checkbox
              label="Include nearby airports"
              checked={search.nearby === 'Y'}
              onChange={(event) => set({ nearby: event.currentTarget.checked ? 'Y' : 'N' })}
            />
          </Group>
        </Grid.Col>
        <Grid.Col span={12}>
          <Button type="submit" size="md" fullWidth={compact} color="tripsetuSaffron.8" px={48}>
            Search Flights
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}

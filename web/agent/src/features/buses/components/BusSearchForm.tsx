import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type BusSearchBody, lastBusDate, validateBusSearch } from '@tripsetu/domain/bus-search.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { type FieldErrors, useSearchForm } from '../../../lib/use-search-form.ts';
import { useBusCities } from '../api/get-bus-cities.ts';
import { busSearchQuery } from '../api/search-buses.ts';
import { busResultsPath, EMPTY_BUS_SEARCH } from '../bus-search-url.ts';
import '../buses.css';
import { readRecentBusSearches } from '../recent-bus-searches.ts';
import { CitySelect } from './CitySelect.tsx';
import { RecentBusSearches } from './RecentBusSearches.tsx';

type BusSearchErrors = FieldErrors<BusSearchBody>;

function SwapIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4 7h12m0 0-3-3m3 3-3 3M16 13H4m0 0 3-3m-3 3 3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface BusSearchFormProps {
  /** The search to start from (the results page's own); empty otherwise. */
  initial?: BusSearchBody | null;
  /** Field messages for `initial`: the server's (422) or the checks'. */
  serverErrors?: BusSearchErrors;
  showRecent?: boolean;
  /** After a search the server answered, before the results page opens. */
  onSearched?: (request: BusSearchBody) => void;
}

/**
 * Bus search (issue 22): From and To among the cities served, the journey date (today to 30 days ahead),
 * Search. The checks run before sending and show under each field; the server's own field messages (422)
 * show the same way. A search the server answers opens the results page, which finds the answer fetched.
 */
export function BusSearchForm({ initial, serverErrors, showRecent = false, onSearched }: BusSearchFormProps) {
  const cities = useBusCities();
  const [recent] = useState(() => (showRecent ? readRecentBusSearches() : []));
  const today = todayInIndia();
  const lastDay = lastBusDate(today);
  const cityList = cities.data ?? [];
  const queryClient = useQueryClient();
  const { formRef, form, change, errors, failure, pending, submit } = useSearchForm<BusSearchBody>({
    initial: initial ?? EMPTY_BUS_SEARCH,
    serverErrors,
    check: (candidate) =>
      validateBusSearch(candidate, today, (id) => !cities.data || cities.data.some((city) => city.id === id)),
    // A Search always asks again; the results page then reads this answer from the cache.
    ask: (request) => queryClient.fetchQuery({ ...busSearchQuery(request), staleTime: 0 }),
    pathOf: busResultsPath,
    onSearched,
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('buses.form.label')}
      className="bus-form"
    >
      <Stack gap="md">
        {cities.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{failureMessage(cities.error, t('buses.form.citiesFailed'))}</Text>
              <Button size="xs" variant="default" onClick={() => void cities.refetch()}>
                {t('buses.form.retryCities')}
              </Button>
            </Group>
          </Alert>
        )}
        <div className="bus-route">
          <div className="bus-route-from">
            <CitySelect
              label={t('buses.form.from')}
              value={form.from}
              onChange={(from) => change({ ...form, from })}
              cities={cityList}
              loading={cities.isPending}
              error={errors.from}
            />
          </div>
          <div className="bus-route-swap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => change({ ...form, from: form.to, to: form.from })}
              aria-label={t('buses.form.swap')}
            >
              <SwapIcon />
            </ActionIcon>
          </div>
          <div className="bus-route-to">
            <CitySelect
              label={t('buses.form.to')}
              value={form.to}
              onChange={(to) => change({ ...form, to })}
              cities={cityList}
              loading={cities.isPending}
              error={errors.to}
            />
          </div>
          <div className="bus-route-date">
            <DateField
              label={t('buses.form.journeyDate')}
              value={form.date || null}
              onChange={(date) => change({ ...form, date: date ?? '' })}
              minDate={today}
              maxDate={lastDay}
              required
              showWeekday
              placeholder={t('buses.form.pickDate')}
              error={errors.date}
            />
          </div>
          <div className="bus-route-search">
            <Button type="submit" loading={pending} fullWidth>
              {t('buses.form.search')}
            </Button>
          </div>
        </div>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {showRecent && (
          <RecentBusSearches
            searches={recent}
            cities={cityList}
            onPick={(search) =>
              // A date that has passed or is past the 30 days is left for the agent to choose again.
              change({ ...search, date: search.date >= today && search.date <= lastDay ? search.date : '' })
            }
          />
        )}
      </Stack>
    </form>
  );
}

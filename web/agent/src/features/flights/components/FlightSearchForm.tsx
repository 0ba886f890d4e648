import { ActionIcon, Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import {
  type FlightSearchErrors,
  type FlightSearchRequest,
  SEARCH_HORIZON_DAYS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
  type TripType,
} from '@tripsetu/domain/flight-search.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { SessionContext } from '../../../app/session-context.ts';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import {
  addSegment,
  canAddSegment,
  canRemoveSegment,
  checkSearch,
  emptyFlightSearch,
  otherErrors,
  removeSegment,
  requestOf,
  swapEnds,
  withSegment,
  withTripType,
} from '../../../lib/flight-search-form.ts';
import { resultsPathFor } from '../../../lib/flight-search-url.ts';
import { useAirports } from '../api/get-airports.ts';
import { RECENT_SEARCHES_KEY } from '../api/get-recent-searches.ts';
import { flightSearchQuery } from '../api/search-flights.ts';
import '../flights.css';
import { AirportSelect } from './AirportSelect.tsx';
import { RecentSearches } from './RecentSearches.tsx';
import { PaxAndCabin, SearchOptions } from './SearchOptions.tsx';

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

interface RouteRowProps {
  form: FlightSearchRequest;
  index: number;
  errors: FlightSearchErrors;
  airports: readonly AirportShape[];
  airportsLoading: boolean;
  today: string;
  onChange: (form: FlightSearchRequest) => void;
}

/** From, swap, To and the date of one flight (and the return date of a round trip). */
function RouteRow({ form, index, errors, airports, airportsLoading, today, onChange }: RouteRowProps) {
  const segment = form.segments[index] ?? { from: '', to: '', date: '' };
  const key = `segments.${index}`;
  const previousDate = index > 0 ? form.segments[index - 1]?.date : '';
  const horizon = addDays(today, SEARCH_HORIZON_DAYS);
  const roundTrip = form.tripType === 'ROUND_TRIP';
  return (
    <div className="flight-route" data-trip={form.tripType}>
      <div className="route-from">
        <AirportSelect
          label={t('flights.form.from')}
          value={segment.from}
          onChange={(from) => onChange(withSegment(form, index, { from }))}
          airports={airports}
          loading={airportsLoading}
          error={errors[`${key}.from`]}
        />
      </div>
      <div className="route-swap">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => onChange(swapEnds(form, index))}
          aria-label={t('flights.form.swap')}
        >
          <SwapIcon />
        </ActionIcon>
      </div>
      <div className="route-to">
        <AirportSelect
          label={t('flights.form.to')}
          value={segment.to}
          onChange={(to) => onChange(withSegment(form, index, { to }))}
          airports={airports}
          loading={airportsLoading}
          error={errors[`${key}.to`]}
        />
      </div>
      <div className="route-date">
        <DateField
          label={t('flights.form.journeyDate')}
          value={segment.date || null}
          onChange={(date) => onChange(withSegment(form, index, { date: date ?? '' }))}
          minDate={previousDate && previousDate > today ? previousDate : today}
          maxDate={horizon}
          required
          showWeekday
          placeholder={t('flights.form.pickDate')}
          error={errors[`${key}.date`]}
        />
      </div>
      {roundTrip && (
        <div className="route-return">
          <DateField
            label={t('flights.form.returnDate')}
            value={form.returnDate || null}
            onChange={(returnDate) => onChange({ ...form, returnDate: returnDate ?? '' })}
            minDate={segment.date && segment.date >= today ? addDays(segment.date, 1) : today}
            maxDate={horizon}
            required
            showWeekday
            placeholder={t('flights.form.pickDate')}
            error={errors.returnDate}
          />
        </div>
      )}
    </div>
  );
}

export interface FlightSearchFormProps {
  /** The search to start from (the results page's own); empty otherwise. */
  initial?: FlightSearchRequest | null;
  /** Field messages the server gave for `initial` (422). */
  serverErrors?: FlightSearchErrors;
  showRecent?: boolean;
  /** After a successful search, before the results page opens. */
  onSearched?: (request: FlightSearchRequest) => void;
}

/**
 * §2 and §5 flight search: the §5 checks run before sending and show under each field; the server's
 * own field messages (422) show the same way. A search the server accepts opens the results page,
 * which finds the answer already fetched.
 */
export function FlightSearchForm({ initial, serverErrors, showRecent = false, onSearched }: FlightSearchFormProps) {
  const airports = useAirports();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const tripLabelId = useId();
  const [form, setForm] = useState<FlightSearchRequest>(() => initial ?? emptyFlightSearch());
  const [attempted, setAttempted] = useState(Boolean(serverErrors && Object.keys(serverErrors).length));
  const [remoteErrors, setRemoteErrors] = useState<FlightSearchErrors>(serverErrors ?? {});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const today = todayInIndia();
  const airportList = airports.data ?? [];

  const localErrors = attempted ? checkSearch(form, today, airports.data) : {};
  const errors: FlightSearchErrors = { ...remoteErrors, ...localErrors };
  const unplaced = otherErrors(form, errors);

  // After a refused Search, the first field with a message takes focus, so it is read out.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const change = (next: FlightSearchRequest) => {
    setForm(next);
    setRemoteErrors({});
    setFailure(null);
  };

  const run = async (candidate: FlightSearchRequest) => {
    setAttempted(true);
    setRemoteErrors({});
    setFailure(null);
    if (Object.keys(checkSearch(candidate, today, airports.data)).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    const request = requestOf(candidate);
    setPending(true);
    try {
      // A Search always asks again (staleTime 0); the results page then reads this answer from the cache.
      await queryClient.fetchQuery({ ...flightSearchQuery(request), staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: RECENT_SEARCHES_KEY });
      setPending(false);
      onSearched?.(request);
      navigate(resultsPathFor(request));
    } catch (error) {
      setPending(false);
      const fields = fieldErrors(error);
      setRemoteErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error, AGENT_MSG.submitFailed));
      else setFocusTick((tick) => tick + 1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(form);
  };

  const rowProps = { errors, airports: airportList, airportsLoading: airports.isPending, today, onChange: change };
  // What the search cannot offer (a group, a special fare) is asked of the back office (decision 028).
  const canAskOffline = useContext(SessionContext)?.can('flights.book') ?? false;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('flights.form.label')} className="flight-form">
      <Stack gap="md">
        <div>
          <Text id={tripLabelId} size="sm" fw={500} mb={4}>
            {t('flights.form.tripType')}
          </Text>
          <SegmentedControl
            aria-labelledby={tripLabelId}
            value={form.tripType}
            onChange={(tripType) => change(withTripType(form, tripType as TripType))}
            data={TRIP_TYPES.map((trip) => ({ value: trip, label: TRIP_TYPE_LABELS[trip] }))}
            className="flight-trip-type"
          />
        </div>

        {airports.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{failureMessage(airports.error, t('flights.form.airportsFailed'))}</Text>
              <Button size="xs" variant="default" onClick={() => void airports.refetch()}>
                {t('flights.form.retryAirports')}
              </Button>
            </Group>
          </Alert>
        )}

        {form.tripType === 'MULTI_CITY' ? (
          <Stack gap="sm">
            {form.segments.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the trip
              <fieldset key={index} className="flight-leg-fieldset">
                <legend className="flight-leg-legend">{t('flights.form.flightN', { number: index + 1 })}</legend>
                <RouteRow form={form} index={index} {...rowProps} />
                {canRemoveSegment(form) && (
                  <Group justify="flex-end" mt={6}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      color="red"
                      onClick={() => change(removeSegment(form, index))}
                    >
                      {t('flights.form.removeFlight', { number: index + 1 })}
                    </Button>
                  </Group>
                )}
              </fieldset>
            ))}
            {canAddSegment(form) && (
              <Group>
                <Button variant="light" onClick={() => change(addSegment(form))}>
                  {t('flights.form.addFlight')}
                </Button>
              </Group>
            )}
          </Stack>
        ) : (
          <RouteRow form={form} index={0} {...rowProps} />
        )}

        <PaxAndCabin form={form} errors={errors} onChange={change} />

        <SearchOptions form={form} errors={errors} onChange={change} />

        {unplaced.length > 0 && (
          <Alert color="red" role="alert">
            <Stack gap={2}>
              {unplaced.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button type="submit" size="md" loading={pending} className="flight-search-button">
            {t('flights.form.search')}
          </Button>
          {canAskOffline && (
            <Text size="sm">
              {t('offline.searchLinkHint')}{' '}
              <Anchor component={Link} to={ROUTES.offlineRequestNew} fw={600}>
                {t('offline.searchLink')}
              </Anchor>
            </Text>
          )}
        </Group>
        {showRecent && (
          <RecentSearches
            airports={airportList}
            onPick={(search) => {
              change(search);
              void run(search);
            }}
          />
        )}
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { addDays, daysBetween, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  ALL_LOCATIONS,
  HOTEL_MAX_NIGHTS,
  HOTEL_NATIONALITIES,
  type HotelSearchBody,
  lastCheckIn,
  MAX_PRICE_RISE_PERCENT,
  validateHotelSearch,
} from '@tripsetu/domain/hotel-search.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { type FieldErrors, useSearchForm } from '../../../lib/use-search-form.ts';
import { useHotelCities } from '../api/get-hotel-cities.ts';
import { hotelSearchQuery } from '../api/search-hotels.ts';
import { EMPTY_HOTEL_SEARCH, hotelResultsPath } from '../hotel-search-url.ts';
import '../hotels.css';
import { RoomsField } from './RoomsField.tsx';

type HotelSearchErrors = FieldErrors<HotelSearchBody>;

const NATIONALITIES = HOTEL_NATIONALITIES.map((country) => ({ value: country.code, label: country.name }));

export interface HotelSearchFormProps {
  /** The search to start from (the results page's own); empty otherwise. */
  initial?: HotelSearchBody | null;
  /** Field messages for `initial`: the server's (422) or the checks'. */
  serverErrors?: HotelSearchErrors;
  /** After a search the server answered, before the results page opens. */
  onSearched?: (request: HotelSearchBody) => void;
}

/**
 * Hotel search (issue 23): the city, then a locality of it or the whole city, check in and check out, rooms
 * with their adults and children's ages, the guests' nationality and the price rise the agent allows before
 * booking. The §5 checks run before sending and show under each field, as the server's do (422).
 */
export function HotelSearchForm({ initial, serverErrors, onSearched }: HotelSearchFormProps) {
  const cities = useHotelCities();
  const today = todayInIndia();
  const cityList = cities.data ?? [];
  const queryClient = useQueryClient();
  const { formRef, form, change, errors, failure, pending, submit } = useSearchForm<HotelSearchBody>({
    initial: initial ?? EMPTY_HOTEL_SEARCH,
    serverErrors,
    check: (candidate) =>
      validateHotelSearch(candidate, today, (id) =>
        cities.data
          ? cities.data.find((entry) => entry.id === id)?.localities.map((place) => place.name)
          : [candidate.location],
      ),
    // A Search always asks again; the results page then reads this answer from the cache.
    ask: (request) => queryClient.fetchQuery({ ...hotelSearchQuery(request), staleTime: 0 }),
    pathOf: hotelResultsPath,
    onSearched,
  });
  const city = cityList.find((entry) => entry.id === form.city);

  const nights = form.checkIn && form.checkOut > form.checkIn ? daysBetween(form.checkIn, form.checkOut) : 0;
  const locations = city
    ? [
        { value: ALL_LOCATIONS, label: t('hotels.form.allLocations', { city: city.name }) },
        ...city.localities.map((place) => ({ value: place.name, label: place.name })),
      ]
    : [];

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('hotels.form.label')}
      className="hotel-form"
    >
      <Stack gap="md">
        {cities.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{failureMessage(cities.error, t('hotels.form.citiesFailed'))}</Text>
              <Button size="xs" variant="default" onClick={() => void cities.refetch()}>
                {t('hotels.form.retryCities')}
              </Button>
            </Group>
          </Alert>
        )}
        <div className="hotel-form-grid">
          <Select
            label={t('hotels.form.city')}
            value={form.city || null}
            onChange={(id) => change({ ...form, city: id ?? '', location: id ? ALL_LOCATIONS : '' })}
            data={cityList.map((entry) => ({ value: entry.id, label: entry.name }))}
            searchable
            withAsterisk
            aria-required
            placeholder={cities.isPending ? t('hotels.form.citiesLoading') : t('hotels.form.cityPick')}
            nothingFoundMessage={t('hotels.form.noCity')}
            maxDropdownHeight={280}
            allowDeselect={false}
            selectFirstOptionOnChange
            error={errors.city}
          />
          <Select
            label={t('hotels.form.location')}
            value={form.location || null}
            onChange={(location) => change({ ...form, location: location ?? '' })}
            data={locations}
            withAsterisk
            aria-required
            placeholder={city ? undefined : t('hotels.form.locationFirst')}
            allowDeselect={false}
            error={errors.location}
          />
          <DateField
            label={t('hotels.form.checkIn')}
            value={form.checkIn || null}
            onChange={(checkIn) => {
              const date = checkIn ?? '';
              // A check-out no longer after the new check-in moves to the next day, as travel sites do.
              const checkOut = date && (!form.checkOut || form.checkOut <= date) ? addDays(date, 1) : form.checkOut;
              change({ ...form, checkIn: date, checkOut });
            }}
            minDate={today}
            maxDate={lastCheckIn(today)}
            required
            showWeekday
            placeholder={t('hotels.form.pickDate')}
            error={errors.checkIn}
          />
          <DateField
            label={t('hotels.form.checkOut')}
            value={form.checkOut || null}
            onChange={(checkOut) => change({ ...form, checkOut: checkOut ?? '' })}
            minDate={form.checkIn ? addDays(form.checkIn, 1) : addDays(today, 1)}
            maxDate={addDays(form.checkIn || today, HOTEL_MAX_NIGHTS)}
            required
            showWeekday
            placeholder={t('hotels.form.pickDate')}
            error={errors.checkOut}
          />
        </div>
        {nights > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {nights === 1 ? t('hotels.form.nightOne') : t('hotels.form.nights', { count: nights })}
          </Text>
        )}
        <RoomsField rooms={form.rooms} onChange={(rooms) => change({ ...form, rooms })} error={errors.rooms} />
        <div className="hotel-form-grid">
          <Select
            label={t('hotels.form.nationality')}
            value={form.nationality || null}
            onChange={(nationality) => change({ ...form, nationality: nationality ?? '' })}
            data={NATIONALITIES}
            searchable
            withAsterisk
            aria-required
            allowDeselect={false}
            error={errors.nationality}
          />
          <NumberInput
            label={t('hotels.form.priceRise')}
            description={t('hotels.form.priceRiseHint')}
            value={form.priceRisePercent}
            onChange={(value) => change({ ...form, priceRisePercent: typeof value === 'number' ? value : 0 })}
            min={0}
            max={MAX_PRICE_RISE_PERCENT}
            step={1}
            clampBehavior="none"
            error={errors.priceRisePercent}
          />
          <div className="hotel-form-submit">
            <Button type="submit" loading={pending} fullWidth>
              {t('hotels.form.search')}
            </Button>
          </div>
        </div>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

import { Alert, Button, Card, Grid, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useHolidayDestinations } from '../api/get-holiday-destinations.ts';
import { useHolidaySearch } from '../api/search-holidays.ts';
import { type HolidaySearch, holidayDayChoices, sameHolidaySearch } from '../holiday-search.ts';
import { HolidayPackageCard } from './HolidayPackageCard.tsx';

const DAY_OPTIONS = holidayDayChoices().map((days) => ({ value: String(days), label: t('home.days', { days }) }));

/** The Vacation tab: destination, journey date and days; the server checks the fields and answers with packages. */
export function VacationSearch() {
  const destinations = useHolidayDestinations();
  const [form, setForm] = useState<HolidaySearch>({ destination: '', jdate: '', numdays: '' });
  const [searched, setSearched] = useState<HolidaySearch | null>(null);
  const results = useHolidaySearch(searched);
  const today = todayInIndia();
  const errors = results.isError ? fieldErrors(results.error) : {};
  const hasFieldErrors = Object.keys(errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sameHolidaySearch(form, searched)) void results.refetch();
    else setSearched({ ...form });
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={t('home.vacation.formLabel')}>
        <Grid gap="md" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <SelectField
              label={t('home.vacation.destination')}
              value={form.destination}
              onChange={(destination) => setForm({ ...form, destination })}
              data={(destinations.data ?? []).map((name) => ({ value: name, label: name }))}
              placeholder={
                destinations.isLoading ? t('home.vacation.destinationsLoading') : t('home.vacation.destinationPick')
              }
              required
              error={
                errors.destination ??
                (destinations.isError ? failureMessage(destinations.error, AGENT_MSG.loadDetailsFailed) : undefined)
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField
              label={t('home.vacation.journeyDate')}
              value={form.jdate || null}
              onChange={(jdate) => setForm({ ...form, jdate: jdate ?? '' })}
              minDate={today}
              required
              showWeekday
              placeholder={t('home.vacation.pickDate')}
              error={errors.jdate}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <SelectField
              label={t('home.vacation.days')}
              value={form.numdays}
              onChange={(numdays) => setForm({ ...form, numdays })}
              data={DAY_OPTIONS}
              placeholder={t('home.vacation.daysPick')}
              required
              error={errors.numdays}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }} pt={{ base: 'xs', sm: 25 }}>
            <Button type="submit" fullWidth loading={results.isFetching}>
              {t('home.vacation.search')}
            </Button>
          </Grid.Col>
        </Grid>
      </form>
      {searched && <SearchResults results={results} hasFieldErrors={hasFieldErrors} />}
    </Stack>
  );
}

function SearchResults({
  results,
  hasFieldErrors,
}: {
  results: ReturnType<typeof useHolidaySearch>;
  hasFieldErrors: boolean;
}) {
  if (results.isPending) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="md" />
        <Text>{t('home.results.loading')}</Text>
      </Group>
    );
  }
  if (results.isError) {
    if (hasFieldErrors) return null;
    return (
      <Alert color="red" role="alert" title={t('home.results.title')}>
        {failureMessage(results.error, AGENT_MSG.submitFailed)}
      </Alert>
    );
  }
  const packages = results.data;
  return (
    <section aria-labelledby="holiday-results-heading">
      <Title order={2} size="h3" id="holiday-results-heading" mb="sm">
        {t('home.results.title')}
      </Title>
      {packages.length === 0 ? (
        <Card withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>{t('home.results.none')}</Text>
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {t(packages.length === 1 ? 'home.results.countOne' : 'home.results.count', { count: packages.length })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {packages.map((holiday) => (
              <HolidayPackageCard key={holiday.packageId} holiday={holiday} />
            ))}
          </SimpleGrid>
        </>
      )}
    </section>
  );
}

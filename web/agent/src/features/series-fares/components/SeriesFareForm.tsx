import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { CABIN_LABELS, CABINS } from '@tripsetu/domain/flight-types.ts';
import { SERIES_MSG, type SeriesFareBody } from '@tripsetu/domain/series-fares.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { AddFormFooter } from '../../../components/FormOutcome.tsx';
import { useDraftForm } from '../../../lib/use-draft-form.ts';
import { useAddSeriesFare } from '../api/add-series-fare.ts';
import { emptyDraft, type SeriesDraft, type SeriesFormErrors, seriesFromDraft } from '../series-form.ts';
import { SERIES_TEXT } from '../series-text.ts';

const { form } = SERIES_TEXT;
const CABIN_OPTIONS = CABINS.map((cabin) => ({ value: cabin, label: CABIN_LABELS[cabin] }));
const FIELD_LABELS: Record<keyof SeriesFareBody, string> = {
  flight: form.flight,
  date: form.date,
  cabin: form.cabin,
  seats: form.seats,
  adultFarePaise: form.adultFare,
  childFarePaise: form.childFare,
  infantFarePaise: form.infantFare,
  checkInKg: form.checkIn,
};

/** The back office's 'Add series fare': checked here first, then by the server (the flight flies that day, once). */
export function SeriesFareForm() {
  const add = useAddSeriesFare();
  const { draft, set, errors, outcome, setOutcome, submit, problems } = useDraftForm<
    SeriesDraft,
    SeriesFareBody,
    SeriesFormErrors
  >({
    empty: emptyDraft,
    read: (current) => seriesFromDraft(current, todayInIndia()),
    send: (body) => add.mutateAsync(body),
  });

  const field = <K extends keyof SeriesDraft>(name: K) => ({
    id: `series-${name}`,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => set(name, value as SeriesDraft[K]),
  });
  const money = { inputMode: 'decimal' as const, maxLength: 12, autoComplete: 'off', required: true };

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-series-heading">
      <Title order={2} size="h4" id="add-series-heading" mb="md">
        {form.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-series-heading">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextField
              label={form.flight}
              description={form.flightHint}
              required
              maxLength={12}
              autoComplete="off"
              {...field('flight')}
            />
            <TextField label={form.date} type="date" required {...field('date')} />
            <SelectField label={form.cabin} required data={CABIN_OPTIONS} {...field('cabin')} />
            <TextField
              label={form.seats}
              inputMode="numeric"
              maxLength={3}
              required
              autoComplete="off"
              {...field('seats')}
            />
            <TextField label={form.adultFare} description={form.fareHint} {...money} {...field('adultFarePaise')} />
            <TextField label={form.childFare} {...money} {...field('childFarePaise')} />
            <TextField label={form.infantFare} {...money} {...field('infantFarePaise')} />
            <TextField
              label={form.checkIn}
              inputMode="numeric"
              maxLength={2}
              required
              autoComplete="off"
              {...field('checkInKg')}
            />
          </SimpleGrid>
          <AddFormFooter
            outcome={outcome}
            added={SERIES_MSG.added}
            summary={form.summary}
            problems={problems}
            labelOf={(name) => FIELD_LABELS[name as keyof SeriesFareBody] ?? name}
            onClose={() => setOutcome(null)}
            submit={form.submit}
            pending={add.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}

import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { formatClock } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  instantToIndiaLocal,
  OFFLINE_ADMIN_REMARKS_MAX,
  OFFLINE_MSG,
  OFFLINE_REJECT_REASON_MAX,
  type OfflineFlightOption,
  type OfflineQuoteErrors,
  type OfflineQuoteInput,
  type OfflineRequestRow,
  rejectReasonProblem,
  validateOfflineQuote,
} from '@tripsetu/domain/offline-requests.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { LoadFailed, Loading } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useAnswerOfflineRequest } from '../api/answer-offline-request.ts';
import { useRequestFlights } from '../api/get-request-flights.ts';

const HOUR = 3_600_000;

/** A fare of the route as the back office's list names it. */
export function optionLabel(option: OfflineFlightOption): string {
  const first = option.flights[0];
  const last = option.flights.at(-1);
  const adult = option.perPerson.find((one) => one.paxType === 'ADT');
  const label = t('offline.option', {
    flights: option.flights.map((flight) => `${flight.carrier}-${flight.flightNumber}`).join(' + '),
    depart: formatClock(first?.departureTime ?? '0000'),
    arrive: formatClock(last?.arrivalTime ?? '0000'),
    stops: option.stops === 0 ? t('offline.nonStop') : t('offline.stops', { n: option.stops }),
    family: option.family,
    bookingClass: option.bookingClass,
    adult: formatRupees(adult?.totalPaise ?? 0),
    seats: option.seatsLeft,
  });
  return option.preferred ? `${t('offline.preferred')}${label}` : label;
}

/** The back office's quote for a request: a fare of the route per journey, a fare per person, until when. */
export function QuoteForm({ request }: { request: OfflineRequestRow }) {
  const flights = useRequestFlights(request.id, true);
  const { quote } = useAnswerOfflineRequest(request.id);
  const [values, setValues] = useState<OfflineQuoteInput>(() => ({
    fareIds: [],
    adultFare: '',
    childFare: '',
    infantFare: '',
    validUntil: instantToIndiaLocal(Date.now() + 24 * HOUR),
    remarks: '',
  }));
  const [errors, setErrors] = useState<OfflineQuoteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Exclude<keyof OfflineQuoteInput, 'fareIds'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const choose = (journey: number) => (fareId: string) => {
    setValues((current) => {
      const fareIds = [...current.fareIds];
      fareIds[journey] = fareId;
      return { ...current, fareIds };
    });
    setErrors((current) => ({ ...current, fareIds: undefined }));
  };

  if (flights.isPending) return <Loading text={t('offline.loadingFlights')} />;
  if (flights.isError) {
    return (
      <LoadFailed
        message={failureMessage(flights.error, t('offline.failed'))}
        onRetry={() => void flights.refetch()}
        retrying={flights.isFetching}
      />
    );
  }
  const journeys = flights.data.journeys;
  if (journeys.some((journey) => journey.options.length === 0)) {
    return <Alert color="yellow">{t('offline.noFlights')}</Alert>;
  }
  const chosen = journeys.map((journey, index) =>
    journey.options.find((option) => option.fareId === values.fareIds[index]),
  );
  const todayFare = (paxType: 'ADT' | 'CHD' | 'INF') => {
    const prices = chosen.map((option) => option?.perPerson.find((one) => one.paxType === paxType));
    if (prices.some((price) => !price)) return undefined;
    const total = prices.reduce((sum, price) => sum + (price?.totalPaise ?? 0), 0);
    const taxes = prices.reduce((sum, price) => sum + (price?.taxesPaise ?? 0), 0);
    return t('offline.todayFare', { amount: formatRupees(total), taxes: formatRupees(taxes) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { ...values, fareIds: journeys.map((_, index) => values.fareIds[index] ?? '') };
    const found = validateOfflineQuote(
      input,
      { journeys: journeys.length, children: request.children, infants: request.infants },
      Date.now(),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await quote.mutateAsync(input);
    } catch (error) {
      setErrors(fieldErrors(error) as OfflineQuoteErrors);
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="offline-quote-heading">
      <Stack gap="md">
        <Title order={3} size="h5" id="offline-quote-heading">
          {t('offline.quoteTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('offline.quoteIntro')}
        </Text>
        {journeys.map((journey, index) => (
          <SelectField
            key={`${journey.from}-${journey.date}`}
            label={t('offline.journeyFlight', {
              from: journey.from,
              to: journey.to,
              date: formatDisplayDate(journey.date),
            })}
            required
            value={values.fareIds[index] ?? ''}
            onChange={choose(index)}
            placeholder={t('offline.choose')}
            data={journey.options.map((option) => ({ value: option.fareId, label: optionLabel(option) }))}
            error={index === 0 ? errors.fareIds : undefined}
          />
        ))}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextField
            label={t('offline.adultFare')}
            required
            inputMode="decimal"
            value={values.adultFare}
            onChange={set('adultFare')}
            description={todayFare('ADT')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={errors.adultFare}
          />
          {request.children > 0 && (
            <TextField
              label={t('offline.childFare')}
              required
              inputMode="decimal"
              value={values.childFare}
              onChange={set('childFare')}
              description={todayFare('CHD')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.childFare}
            />
          )}
          {request.infants > 0 && (
            <TextField
              label={t('offline.infantFare')}
              required
              inputMode="decimal"
              value={values.infantFare}
              onChange={set('infantFare')}
              description={todayFare('INF')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.infantFare}
            />
          )}
        </SimpleGrid>
        <TextField
          label={t('offline.validUntilField')}
          required
          type="datetime-local"
          value={values.validUntil}
          onChange={set('validUntil')}
          error={errors.validUntil}
          maw={320}
        />
        <Textarea
          label={t('offline.adminRemarks')}
          value={values.remarks}
          onChange={(event) => set('remarks')(event.currentTarget.value)}
          maxLength={OFFLINE_ADMIN_REMARKS_MAX}
          autosize
          minRows={2}
          error={errors.remarks}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={quote.isPending}>
            {t('offline.sendQuote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The back office cannot meet the request: the reason the agency reads. */
export function RejectForm({ request }: { request: OfflineRequestRow }) {
  const { reject } = useAnswerOfflineRequest(request.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = rejectReasonProblem(reason);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await reject.mutateAsync(reason);
    } catch (failed) {
      setError(fieldErrors(failed).reason ?? failureMessage(failed, OFFLINE_MSG.notOpen));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('offline.reject')}>
      <Stack gap="sm">
        <Textarea
          label={t('offline.rejectReason')}
          withAsterisk
          aria-required
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          maxLength={OFFLINE_REJECT_REASON_MAX}
          autosize
          minRows={2}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={reject.isPending}>
            {t('offline.reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import {
  type RescheduleSearch,
  useRescheduleBooking,
  useRescheduleOptions,
  useRescheduleQuote,
} from '../api/reschedule-booking.ts';
import { RescheduleChoiceFields, type RescheduleDraft } from './RescheduleChoiceFields.tsx';
import { RescheduleOptionsList } from './RescheduleOptionsList.tsx';
import { RescheduleQuoteTable } from './RescheduleQuoteTable.tsx';
import { flightChoices, movableLegs, stillOn, travellerName } from './reschedule-choice.ts';

const refusal = (error: unknown) =>
  error instanceof ApiFailure && error.kind === 'RESCHEDULE_FAILED'
    ? error.message
    : failureMessage(error, RESCHEDULE_MSG_DECIDED.notReschedulable);

/** The first journey someone still flies, with everyone on it, on its own date. */
function firstDraft(booking: FlightBooking): RescheduleDraft {
  const leg = movableLegs(booking)[0] ?? 0;
  const travellers = booking.travellers.filter((traveller) => stillOn(booking, traveller.index, leg));
  return { leg, travellers: travellers.map((traveller) => traveller.index), date: booking.legs[leg]?.date ?? '' };
}

/**
 * Reschedule (issue 21, decision 024): choose travellers, journey and date, search that route, pick a
 * flight and fare, see the charges, confirm; the travellers move to a new booking paid from the wallet.
 */
export function RescheduleForm({ booking }: { booking: FlightBooking }) {
  const [draft, setDraft] = useState(() => firstDraft(booking));
  const [search, setSearch] = useState<RescheduleSearch | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [quote, setQuote] = useState<RescheduleQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const options = useRescheduleOptions(booking.id, search);
  const quoting = useRescheduleQuote();
  const moving = useRescheduleBooking();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const choices = useMemo(
    () => (options.data && search ? flightChoices(options.data, booking, search.leg) : []),
    [options.data, booking, search],
  );
  const choice =
    search && optionId ? { travellers: search.travellers, legs: [search.leg], date: search.date, optionId } : null;

  const reset = () => {
    setQuote(null);
    setFailure(null);
    key.current = null;
  };
  const showQuote = (keepFailure = false) => {
    if (!choice) return;
    if (!keepFailure) setFailure(null);
    quoting.mutate({ id: booking.id, choice }, { onSuccess: setQuote, onError: (error) => setFailure(refusal(error)) });
  };
  const pay = async (shown: RescheduleQuoteAnswer) => {
    if (!choice) return;
    const picked = choices.find((flight) => flight.fares.some((fare) => fare.id === choice.optionId));
    const yes = await confirm({
      title: t('reschedule.confirmTitle'),
      message: t('reschedule.confirmBody', {
        travellers: choice.travellers.map((index) => travellerName(booking, index)).join(', '),
        flight: picked?.flight ?? '',
        date: choice.date,
        amount: formatRupees(shown.totals.amountPaise),
      }),
      yesLabel: t('reschedule.confirmYes'),
      noLabel: t('reschedule.keep'),
    });
    if (!yes) return;
    key.current ??= crypto.randomUUID();
    moving.mutate(
      { id: booking.id, choice, key: key.current, acceptedAmountPaise: shown.totals.amountPaise },
      {
        onSuccess: (done) => void navigate(ROUTES.flightBooking(done.newBookingId)),
        onError: (error) => {
          key.current = null;
          setFailure(refusal(error));
          // The amount moved since it was shown (a fare, a rule window): show the new one to confirm.
          if (error instanceof ApiFailure && error.details.newAmountPaise !== undefined) {
            setQuote(null);
            showQuote(true);
          }
        },
      },
    );
  };

  // A date the search refuses shows on the date field; any other refusal of the search above the list.
  const dateError = options.error instanceof ApiFailure ? options.error.fields.date : undefined;
  const searchError = options.isError && !dateError ? refusal(options.error) : undefined;
  return (
    <Stack gap="lg">
      <Text size="sm">{t('reschedule.intro')}</Text>
      <RescheduleChoiceFields
        booking={booking}
        draft={draft}
        dateError={dateError}
        searching={options.isFetching}
        onChange={(next) => {
          setDraft(next);
          reset();
        }}
        onSearch={() => {
          reset();
          setOptionId(null);
          setSearch({ ...draft });
        }}
      />
      {searchError && (
        <Alert color="red" role="alert" title={RESCHEDULE_MSG_DECIDED.failed}>
          {searchError}
        </Alert>
      )}
      {options.isFetching && !options.data && <Text size="sm">{t('reschedule.loadingFlights')}</Text>}
      {search && options.data && !options.isError && (
        <RescheduleOptionsList
          date={search.date}
          flights={choices}
          value={optionId}
          onChange={(id) => {
            setOptionId(id);
            reset();
          }}
        />
      )}
      {failure && (
        <Alert color="red" role="alert" title={RESCHEDULE_MSG_DECIDED.failed}>
          {failure}
        </Alert>
      )}
      {quote && (
        <section aria-labelledby="reschedule-quote">
          <Title order={2} size="h4" id="reschedule-quote" mb="sm">
            {t('reschedule.quoteTitle')}
          </Title>
          {quote.totals.lowerFareKeptPaise > 0 && (
            <Alert color="yellow" role="status" mb="sm">
              {t('reschedule.lowerKept', { amount: formatRupees(quote.totals.lowerFareKeptPaise) })}
            </Alert>
          )}
          <RescheduleQuoteTable booking={booking} quote={quote} />
          <Text size="xs" c="dimmed" mt="xs">
            {t('reschedule.notes')}
          </Text>
        </section>
      )}
      {choice && (
        <Group gap="sm">
          {quote ? (
            <Button onClick={() => void pay(quote)} loading={moving.isPending}>
              {t('reschedule.confirm', { amount: formatRupees(quote.totals.amountPaise) })}
            </Button>
          ) : (
            <Button onClick={() => showQuote()} loading={quoting.isPending}>
              {t('reschedule.getQuote')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ServiceOptions, ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { useAddServices, useServicesQuote } from '../api/add-services.ts';
import { flightNumberOf, legTitle } from '../booking-display.ts';
import { JourneyExtrasPanel } from './JourneyExtrasPanel.tsx';
import { SeatAndMealPanel } from './SeatAndMealPanel.tsx';
import { ServicesQuoteTable } from './ServicesQuoteTable.tsx';
import { EMPTY_DRAFT, itemsOf, type ServicesDraft } from './services-draft.ts';

const refusal = (error: unknown) =>
  error instanceof ApiFailure && error.kind === 'SERVICES_FAILED'
    ? error.message
    : failureMessage(error, SERVICES_MSG_DECIDED.notTicketed);

/**
 * Add services (issue 21, decision 025): seats and meals per flight, baggage and special services per
 * journey, then the charges, then paid from the wallet; back on the booking, they show with the rest.
 */
export function AddServicesForm({ booking, options }: { booking: FlightBooking; options: ServiceOptions }) {
  const [draft, setDraft] = useState<ServicesDraft>(EMPTY_DRAFT);
  const [quote, setQuote] = useState<ServicesQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const quoting = useServicesQuote();
  const adding = useAddServices();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const items = itemsOf(draft);
  const segments = booking.legs.flatMap((leg, legIndex) =>
    leg.itinerary.segments.map((_, segmentIndex) => ({ legIndex, segmentIndex })),
  );
  const [tab, setTab] = useState('0-0');

  const changed = (next: ServicesDraft) => {
    setDraft(next);
    setQuote(null);
    setFailure(null);
    key.current = null;
  };
  const showQuote = (keepFailure = false) => {
    if (!keepFailure) setFailure(null);
    if (items.length === 0) return setFailure(t('addServices.nothing'));
    quoting.mutate(
      { id: booking.id, choice: { items } },
      { onSuccess: setQuote, onError: (error) => setFailure(refusal(error)) },
    );
  };
  const pay = async (shown: ServicesQuoteAnswer) => {
    const amount = formatRupees(shown.totals.amountPaise);
    const yes = await confirm({
      title: t('addServices.confirmTitle'),
      message: t('addServices.confirmBody', { count: shown.lines.length, amount }),
      yesLabel: t('addServices.confirmYes'),
      noLabel: t('addServices.keep'),
    });
    if (!yes) return;
    key.current ??= crypto.randomUUID();
    adding.mutate(
      { id: booking.id, choice: { items }, key: key.current, acceptedAmountPaise: shown.totals.amountPaise },
      {
        onSuccess: (done) => void navigate(ROUTES.flightBooking(booking.id), { state: { notice: done.message } }),
        onError: (error) => {
          key.current = null;
          setFailure(refusal(error));
          if (error instanceof ApiFailure && error.details.newAmountPaise !== undefined) {
            setQuote(null);
            showQuote(true);
          }
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text size="sm">{t('addServices.intro')}</Text>
      <section aria-labelledby="services-flights">
        <Title order={2} size="h4" id="services-flights" mb="sm">
          {t('addServices.flights')}
        </Title>
        <Tabs value={tab} onChange={(value) => value && setTab(value)} keepMounted={false}>
          <Tabs.List mb="md">
            {segments.map(({ legIndex, segmentIndex }) => {
              const leg = booking.legs[legIndex];
              const flight = leg?.itinerary.segments[segmentIndex];
              return (
                <Tabs.Tab key={`${legIndex}-${segmentIndex}`} value={`${legIndex}-${segmentIndex}`} fw={600}>
                  {t('flightBooking.seat.tab', {
                    title: legTitle(booking.tripType, legIndex),
                    flight: flightNumberOf(leg, segmentIndex),
                    from: flight?.origin ?? '',
                    to: flight?.destination ?? '',
                  })}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {segments.map(({ legIndex, segmentIndex }) => (
            <Tabs.Panel key={`${legIndex}-${segmentIndex}`} value={`${legIndex}-${segmentIndex}`}>
              <SeatAndMealPanel
                booking={booking}
                options={options}
                legIndex={legIndex}
                segmentIndex={segmentIndex}
                draft={draft}
                onDraft={changed}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </section>
      <section aria-labelledby="services-journeys">
        <Title order={2} size="h4" id="services-journeys" mb="sm">
          {t('addServices.journeys')}
        </Title>
        <Stack gap="lg">
          {booking.legs.map((leg, legIndex) => (
            <div key={`${leg.from}-${leg.to}-${leg.date}`}>
              <Title order={3} size="h5" mb="xs">
                {`${legTitle(booking.tripType, legIndex)}: ${leg.from} → ${leg.to}`}
              </Title>
              <JourneyExtrasPanel
                booking={booking}
                options={options}
                legIndex={legIndex}
                draft={draft}
                onDraft={changed}
              />
            </div>
          ))}
        </Stack>
      </section>
      {failure && (
        <Alert color="red" role="alert" title={SERVICES_MSG_DECIDED.failed}>
          {failure}
        </Alert>
      )}
      {quote && (
        <section aria-labelledby="services-quote">
          <Title order={2} size="h4" id="services-quote" mb="sm">
            {t('addServices.quoteTitle')}
          </Title>
          <ServicesQuoteTable booking={booking} quote={quote} />
          <Text size="xs" c="dimmed" mt="xs">
            {t('addServices.notes')}
          </Text>
        </section>
      )}
      <Group gap="sm">
        {quote ? (
          <Button onClick={() => void pay(quote)} loading={adding.isPending}>
            {t('addServices.confirm', { amount: formatRupees(quote.totals.amountPaise) })}
          </Button>
        ) : (
          <Button onClick={() => showQuote()} loading={quoting.isPending}>
            {t('addServices.getQuote')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

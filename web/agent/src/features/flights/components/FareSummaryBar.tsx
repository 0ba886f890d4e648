import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session-context.ts';
import { AlsoIn } from '../../../components/AlsoIn.tsx';
import { t } from '../../../i18n/i18n.ts';
import { type FareChoice, type FareSummary, fareSummaryOf, paxLineLabel } from '../../../lib/fare-summary.ts';
import { searchFromParams } from '../../../lib/flight-search-url.ts';
import { reviewPathFor } from '../../../lib/review-url.ts';

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 800 : 600} className="money">
        {formatRupees(amount)}
      </Text>
    </Group>
  );
}

/** Per leg: count × fare of each passenger type; then the fare components of all of them, and the grand total. */
function FareBreakup({ summary, legTitles }: { summary: FareSummary; legTitles: string[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(3, summary.legs.length + 1) }} spacing="md">
      {summary.legs.map((leg) => (
        <Stack key={leg.legIndex} gap={4}>
          <Title order={3} size="h6">
            {legTitles[leg.legIndex]}: {leg.chain} · {leg.family}
          </Title>
          {leg.pax.map((line) => (
            <Line key={line.paxType} label={paxLineLabel(line)} amount={line.totalPaise} />
          ))}
          <Line label={t('flights.summary.legTotal')} amount={leg.totalPaise} strong />
        </Stack>
      ))}
      <Stack gap={4}>
        <Title order={3} size="h6">
          {t('flights.summary.components')}
        </Title>
        {summary.components.map((component) => (
          <Line key={component.code} label={component.label} amount={component.amountPaise} />
        ))}
        <Line label={t('flights.summary.total')} amount={summary.totalPaise} strong />
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Continue, to review and book the fares picked (§2): the results' search and the fares go into the
 * review page's URL, with the total and booking classes seen here so the review can say if they moved.
 * Until each leg has a fare, §5's message says what is missing and Continue does nothing.
 */
function ContinueButton({
  choices,
  legCount,
  messageId,
}: {
  choices: (FareChoice | undefined)[];
  legCount: number;
  messageId: string;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { can } = useSession();
  const search = searchFromParams(params);
  if (!search || !can('flights.book')) return null;
  const picked = choices.flatMap((choice) => (choice ? [choice] : []));
  const complete = legCount > 0 && picked.length === legCount;
  const go = () => {
    if (!complete) return;
    navigate(
      reviewPathFor({
        search,
        fareIds: picked.map((choice) => choice.fare.id),
        seenTotalPaise: picked.reduce((total, choice) => total + choice.fare.totalPaise, 0),
        seenBookingClasses: picked.map((choice) => choice.fare.bookingClass),
      }),
    );
  };
  return (
    <Button
      size="sm"
      onClick={go}
      // Focusable while incomplete, so the message it points to is heard.
      data-disabled={complete ? undefined : true}
      aria-disabled={complete ? undefined : true}
      aria-describedby={complete ? undefined : messageId}
    >
      {t('flightBooking.summaryBar.continue')}
    </Button>
  );
}

/** §5: what to pick before booking, as the server words it for each trip type. */
export function missingFareMessage(tripType: string | null): string {
  return tripType === 'ROUND_TRIP' ? FLIGHT_MSG.selectOnwardAndReturn : FLIGHT_MSG.selectFlight;
}

/**
 * §2 fare summary, kept in view at the foot of the results: the fare picked on each leg and the grand
 * total; the breakup by passenger type and fare component opens below it (in a dialog on phones, where
 * the bar must stay small); and Continue to the review.
 */
export function FareSummaryBar({ legTitles, choices }: { legTitles: string[]; choices: (FareChoice | undefined)[] }) {
  const headingId = useId();
  const breakupId = useId();
  const messageId = useId();
  const isPhone = useIsPhone();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const summary = fareSummaryOf(choices, legTitles.length);
  const byLeg = new Map(summary.legs.map((leg) => [leg.legIndex, leg]));
  const inline = open && !isPhone;
  return (
    <section className="fare-summary" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0, flex: '1 1 auto' }}>
          <Title order={2} size="h5" id={headingId}>
            {t('flights.summary.title')}
          </Title>
          <div className="fare-summary-legs">
            {legTitles.map((title, legIndex) => {
              const leg = byLeg.get(legIndex);
              return (
                <Text key={title} size={isPhone ? 'xs' : 'sm'} style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={700} size={isPhone ? 'xs' : 'sm'}>
                    {title}:
                  </Text>{' '}
                  {leg
                    ? `${leg.chain} · ${leg.family} · ${formatRupees(leg.totalPaise)}`
                    : t('flights.summary.notPicked')}
                </Text>
              );
            })}
          </div>
          {!summary.complete && (
            <Text size="xs" fw={600} id={messageId}>
              {missingFareMessage(params.get('trip'))}
            </Text>
          )}
        </div>
        <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
          <Text size="xs" c="dimmed">
            {t('flights.summary.total')}
          </Text>
          <Text fw={800} size="xl" className="money fare-summary-total" aria-live="polite">
            {formatRupees(summary.totalPaise)}
          </Text>
          <AlsoIn paise={summary.totalPaise} align="right" />
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={isPhone ? undefined : open}
            aria-controls={inline ? breakupId : undefined}
          >
            {inline ? t('flights.summary.hideBreakup') : t('flights.summary.showBreakup')}
          </Button>
          <ContinueButton choices={choices} legCount={legTitles.length} messageId={messageId} />
        </Stack>
      </Group>
      {inline && (
        <>
          <Divider my="xs" />
          <section
            id={breakupId}
            className="fare-summary-breakup"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on short screens, and a keyboard can only scroll what takes focus
            tabIndex={0}
            aria-label={t('flights.summary.breakup')}
          >
            <FareBreakup summary={summary} legTitles={legTitles} />
          </section>
        </>
      )}
      {isPhone && (
        <AppModal
          opened={open}
          onClose={() => setOpen(false)}
          title={t('flights.summary.breakup')}
          closeLabel={t('flights.rules.close')}
          showFooter
        >
          <FareBreakup summary={summary} legTitles={legTitles} />
        </AppModal>
      )}
    </section>
  );
}

import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { HOLD_QUEUE_TEXT, type HoldQueueEntry } from '@tripsetu/domain/gateway-flight-trips.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SIGNED_IN_QUERY_KEY, useSession } from '../../app/session-context.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { timeLeft } from '../../lib/time-left.ts';
import { useHoldQueue } from './api/trips.ts';

/**
 * /flight/hold-queues (decision 029): the signed-in traveller's flight bookings waiting for payment before
 * their deadline, each with the time left, its total, the gateway's page to pay on, and its details.
 */
export function HoldQueuesPage() {
  const { user } = useSession();
  usePageMeta(HOLD_QUEUE_TEXT.title);
  if (!user) {
    return (
      <SignInPrompt
        title={HOLD_QUEUE_TEXT.title}
        message="Please login to continue. Your bookings waiting for payment are in your account."
      />
    );
  }
  return <HoldQueue agentId={user.agentId} />;
}

function HoldQueue({ agentId }: { agentId: string }) {
  const queue = useHoldQueue(agentId);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // A deadline passing takes its booking off the list.
  const waiting = (queue.data ?? []).filter((entry) => timeLeft(entry.paymentdeadline, now) !== null);
  return (
    <Container size="md" py="md">
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <div>
          <Title order={1} size="h2">
            {HOLD_QUEUE_TEXT.title}
          </Title>
          <Text c="dimmed" size="sm" maw={620}>
            {HOLD_QUEUE_TEXT.intro}
          </Text>
        </div>
        <Button component={Link} to="/my-bookings" variant="subtle" size="sm">
          All my bookings
        </Button>
      </Group>
      {queue.isLoading && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" />
          <Text>Loading your bookings</Text>
        </Group>
      )}
      {queue.isError && (
        <Alert color="red" title={HOLD_QUEUE_TEXT.title} role="alert">
          {queue.error.message}
        </Alert>
      )}
      {queue.data && waiting.length === 0 && (
        <Card withBorder radius="md" p="xl" ta="center">
          <Stack align="center">
            <Text fw={600}>{HOLD_QUEUE_TEXT.empty}</Text>
            <Text size="sm" c="dimmed">
              {HOLD_QUEUE_TEXT.emptyHint}
            </Text>
            <Button component={Link} to="/flight">
              Search flights
            </Button>
          </Stack>
        </Card>
      )}
      {waiting.length > 0 && (
        <Stack gap="md" component="ul" className="booking-list">
          {waiting.map((entry) => (
            <li key={entry.txid}>
              <HoldCard entry={entry} now={now} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function HoldCard({ entry, now }: { entry: HoldQueueEntry; now: number }) {
  const queryClient = useQueryClient();
  const left = timeLeft(entry.paymentdeadline, now);
  const titleId = `hold-${entry.txid}`;
  // Ask again once its deadline passes: the server has released the seats, or settled a late payment.
  useEffect(() => {
    if (left === null) void queryClient.invalidateQueries({ queryKey: [SIGNED_IN_QUERY_KEY, 'flight-hold-queue'] });
  }, [left, queryClient]);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      {/* The badge goes under the trip when a phone has no room beside it. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {entry.trip.replaceAll('-', ' → ')}
          </Title>
          <Text size="sm" c="dimmed">
            {entry.departure && `${formatDisplayDate(entry.departure)} · `}
            {entry.travellers} {entry.travellers === 1 ? 'traveller' : 'travellers'}
          </Text>
          <Text size="xs" c="dimmed">
            Booking ID {entry.txid}
          </Text>
        </div>
        <Badge color="yellow.4" autoContrast>
          Awaiting payment
        </Badge>
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm" gap="sm">
        <div>
          <Text size="sm">
            {HOLD_QUEUE_TEXT.timeLeft}: <strong className="mono">{left ?? '00:00'}</strong>
          </Text>
          <Text size="xs" c="dimmed">
            Until {formatDisplayDateTime(entry.paymentdeadline)}
          </Text>
          <Text size="lg" fw={700}>
            {formatRupees(entry.total_paise)}
          </Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to={`/flight/order-details/${entry.txid}`} variant="default">
            {HOLD_QUEUE_TEXT.details}
            <VisuallyHidden> of {entry.txid}</VisuallyHidden>
          </Button>
          {entry.checkouturl && left !== null && (
            <Button component="a" href={entry.checkouturl}>
              {HOLD_QUEUE_TEXT.payNow}
              <VisuallyHidden>
                {' '}
                {formatRupees(entry.total_paise)} for {entry.txid}
              </VisuallyHidden>
            </Button>
          )}
        </Group>
      </Group>
      {entry.failurereason && (
        <Text size="sm" c="red.8" mt="xs">
          {entry.failurereason}
        </Text>
      )}
      {!entry.checkouturl && (
        <Text size="sm" c="dimmed" mt="xs">
          {HOLD_QUEUE_TEXT.cannotPay}
        </Text>
      )}
    </Card>
  );
}

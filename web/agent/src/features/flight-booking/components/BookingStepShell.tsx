import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Loading } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';

/**
 * A page that does one step to a booking (reschedule, add services): its title over the transaction id,
 * the way back to the booking, and the loading and failure states of what it reads.
 */
export function BookingStepShell({
  id,
  title,
  transactionId,
  backLabel,
  loading,
  error,
  children,
}: {
  id: string;
  title: string;
  transactionId: string | undefined;
  backLabel: string;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {transactionId && (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {transactionId}
            </Text>
          )}
        </div>
        <Button component={Link} to={ROUTES.flightBooking(id)} variant="default">
          {backLabel}
        </Button>
      </Group>
      {loading && <Loading text={t('flightBooking.ticket.loading')} />}
      {error ? (
        <Alert color="red" role="alert">
          {error instanceof ApiFailure && error.status === 404
            ? BOOKING_MSG_DECIDED.bookingNotFound
            : failureMessage(error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      ) : null}
      {children}
    </Container>
  );
}

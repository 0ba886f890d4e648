import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { Link, useParams } from 'react-router';
import '../flight-booking.css';
import { ROUTES } from '../../../app/routes.ts';
import { Loading } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';
import { RescheduleForm } from './RescheduleForm.tsx';
import { reschedulable } from './reschedule-choice.ts';

/** /flights/bookings/:id/reschedule: move travellers of a ticketed booking to another date (decision 024). */
export function ReschedulePage() {
  const { id = '' } = useParams();
  const booking = useFlightBooking(id);
  const transactionId = booking.data?.transactionId ?? '';
  usePageTitle(t('reschedule.title', { transactionId }));
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} size="h2">
            {t('reschedule.open')}
          </Title>
          {transactionId && (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {transactionId}
            </Text>
          )}
        </div>
        <Button component={Link} to={ROUTES.flightBooking(id)} variant="default">
          {t('reschedule.back')}
        </Button>
      </Group>
      {booking.isPending && <Loading text={t('flightBooking.ticket.loading')} />}
      {booking.isError && (
        <Alert color="red" role="alert">
          {booking.error instanceof ApiFailure && booking.error.status === 404
            ? BOOKING_MSG_DECIDED.bookingNotFound
            : failureMessage(booking.error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {booking.data &&
        (reschedulable(booking.data) ? (
          <RescheduleForm booking={booking.data} />
        ) : (
          <Alert color="yellow" role="status">
            {t('reschedule.notAllowed')}
          </Alert>
        ))}
    </Container>
  );
}

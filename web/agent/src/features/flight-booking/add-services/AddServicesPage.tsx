import { Alert, Button, Container, Group, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Loading } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useServiceOptions } from '../api/add-services.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';
import '../flight-booking.css';
import { AddServicesForm } from './AddServicesForm.tsx';
import { servicesAllowed } from './services-draft.ts';

/** /flights/bookings/:id/add-services: seats, meals, baggage and services after booking (decision 025). */
export function AddServicesPage() {
  const { id = '' } = useParams();
  const booking = useFlightBooking(id);
  const allowed = booking.data ? servicesAllowed(booking.data) : false;
  const options = useServiceOptions(id);
  usePageTitle(t('addServices.title'));
  const failed = booking.error ?? (allowed ? options.error : null);
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} size="h2">
            {t('addServices.title')}
          </Title>
          {booking.data && (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {booking.data.transactionId}
            </Text>
          )}
        </div>
        <Button component={Link} to={ROUTES.flightBooking(id)} variant="default">
          {t('addServices.back')}
        </Button>
      </Group>
      {(booking.isPending || (allowed && options.isPending)) && <Loading text={t('flightBooking.ticket.loading')} />}
      {failed && (
        <Alert color="red" role="alert">
          {failed instanceof ApiFailure && failed.status === 404
            ? BOOKING_MSG_DECIDED.bookingNotFound
            : failureMessage(failed, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {booking.data && !allowed && (
        <Alert color="yellow" role="status">
          {t('addServices.notAllowed')}
        </Alert>
      )}
      {booking.data && allowed && options.data && <AddServicesForm booking={booking.data} options={options.data} />}
    </Container>
  );
}

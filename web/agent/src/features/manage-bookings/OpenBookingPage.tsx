import { Anchor, Container, Stack, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { Link, Navigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAnyBooking } from './api/get-booking.ts';
import { bookingPage } from './booking-page.ts';

/**
 * Any product's booking by its id alone (a ledger line knows no more): asks the server which product it is,
 * then opens that product's own page in its place, so Back skips this stop.
 */
export function OpenBookingPage() {
  const { id = '' } = useParams();
  usePageTitle(t('manageBookings.open.title'));
  const booking = useAnyBooking(id);
  if (booking.data) return <Navigate to={bookingPage(booking.data.product, id)} replace />;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={ROUTES.manageBookings} size="sm">
          <span aria-hidden="true" className="flip-in-rtl">
            ←
          </span>{' '}
          {t('manageBookings.open.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('manageBookings.open.title')}
        </Title>
        {booking.isPending && <Loading text={t('manageBookings.open.loading')} />}
        {booking.isError && (
          <LoadFailed
            message={failureMessage(booking.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void booking.refetch()}
            retrying={booking.isFetching}
          />
        )}
      </Stack>
    </Container>
  );
}

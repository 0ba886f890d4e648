import { Alert, Anchor, Container } from '@mantine/core';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';

/**
 * The frame of a page about the signed-in traveller's own flight booking (/flight/…/:transactionId):
 * the sign-in prompt for a visitor, the loader, 'Booking not found.', then the page itself.
 */
export function OwnBooking({
  title,
  children,
}: {
  title: string;
  children: (booking: GatewayFlightBooking) => ReactNode;
}) {
  const { transactionId = '' } = useParams();
  const { user } = useSession();
  const booking = useFlightBooking(transactionId, user !== null);
  usePageMeta(title);
  if (!user) {
    return <SignInPrompt title={title} message="Please login to continue. Your flight bookings are in your account." />;
  }
  return (
    <Container size="lg" py="md">
      <FullScreenLoader visible={booking.isLoading} />
      {booking.isError && (
        <Alert color="red" title={title} role="alert">
          {booking.error.message}{' '}
          <Anchor component={Link} to="/my-bookings">
            My Bookings
          </Anchor>
        </Alert>
      )}
      {booking.data && children(booking.data)}
    </Container>
  );
}

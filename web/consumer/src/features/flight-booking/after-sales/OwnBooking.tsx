import { Alert, Anchor, Container } from '@mantine/core';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { GatewayError } from '../../../lib/gateway.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';
import {
  type BookingAccess,
  ProveBooking,
  proofRefused,
  useBookingAccess,
  useForgetRefusedProof,
} from './ProveBooking.tsx';

/**
 * The frame of a page about a traveller's own flight booking (/flight/…/:transactionId): for a visitor, the
 * sign-in prompt, or (`visitors`: pages a proven visitor may use, decision 029) the way to prove the booking;
 * then the loader, 'Booking not found.', and the page itself.
 */
export function OwnBooking({
  title,
  visitors = false,
  children,
}: {
  title: string;
  visitors?: boolean;
  children: (booking: GatewayFlightBooking, access: BookingAccess) => ReactNode;
}) {
  const { transactionId = '' } = useParams();
  const access = useBookingAccess(transactionId);
  const allowed = access.signedIn || (visitors && access.proven);
  const booking = useFlightBooking(transactionId, allowed);
  usePageMeta(title);
  useForgetRefusedProof(access, booking.error);
  if (!allowed) {
    return visitors ? (
      <ProveBooking
        title={title}
        txid={transactionId}
        access={access}
        refusal={proofRefused(booking.error) ? booking.error?.message : undefined}
      />
    ) : (
      <SignInPrompt title={title} message="Please login to continue. Your flight bookings are in your account." />
    );
  }
  if (visitors && proofRefused(booking.error)) {
    return <ProveBooking title={title} txid={transactionId} access={access} refusal={booking.error?.message} />;
  }
  const notFound = booking.error instanceof GatewayError && booking.error.status?.StatusCode === 404;
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
      {/* Signed in, and not this traveller's: it may still be proven, as a visitor would. */}
      {visitors && notFound && !access.proven && (
        <ProveBooking title="Open it with a code" txid={transactionId} access={access} />
      )}
      {booking.data && children(booking.data, access)}
    </Container>
  );
}

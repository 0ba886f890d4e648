import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { BookingProof } from '../booking-proof.ts';
import { CancellationPanel } from './CancellationPanel.tsx';

const SESSION_PROOF: BookingProof = {};

/** /my-bookings/manage/{transactionId}/cancel: the signed-in owner cancels; the session is the proof. */
export function MyBookingCancelPage() {
  usePageMeta('Cancel booking');
  const { transactionId = '' } = useParams();
  const { user } = useSession();
  if (!user) {
    return (
      <SignInPrompt title="Cancel booking" message="Sign in with the mobile number you booked with to cancel.">
        <Anchor component={Link} to="/manage-booking">
          Or find the booking with its reference number
        </Anchor>
      </SignInPrompt>
    );
  }
  return (
    <Container size="sm" py="md">
      <Anchor component={Link} to="/my-bookings/manage" size="sm">
        ← Manage bookings
      </Anchor>
      <Title order={1} size="h2" mt="xs">
        Cancel booking
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Check your refund, then tell us why you are cancelling.
      </Text>
      <CancellationPanel txid={transactionId} proof={SESSION_PROOF} />
    </Container>
  );
}

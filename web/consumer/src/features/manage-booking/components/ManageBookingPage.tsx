import { Anchor, Button, Card, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { BookingFacts } from '../../../components/BookingFacts.tsx';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge.tsx';
import { FlightProofForm } from '../../../components/FlightProofForm.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { BookingProof } from '../booking-proof.ts';
import { CancellationPanel } from './CancellationPanel.tsx';
import { FindBookingForm } from './FindBookingForm.tsx';

/** /manage-booking: a visitor finds a booking by reference and a code sent to its contacts, and may cancel it. */
export function ManageBookingPage() {
  usePageMeta('Manage booking');
  const { user } = useSession();
  const [found, setFound] = useState<{ booking: MyBooking; proof: BookingProof } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const navigate = useNavigate();
  const [product, setProduct] = useState<'package' | 'flight'>('package');
  return (
    <Container size="sm" py="md">
      <Title order={1} size="h2">
        Manage booking
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Find your booking with its reference number (on your voucher) and a code we send to the mobile number and e-mail
        you booked with.
        {user && (
          <>
            {' '}
            Signed in?{' '}
            <Anchor component={Link} to="/my-bookings">
              See My Bookings
            </Anchor>
            .
          </>
        )}
      </Text>
      {!found ? (
        <Stack gap="md">
          {/* A flight booking is proven with its mobile or e-mail, then opens its own pages (decision 029). */}
          <SegmentedControl
            aria-label="What did you book?"
            value={product}
            onChange={(value) => setProduct(value as 'package' | 'flight')}
            data={[
              { value: 'package', label: 'Holiday package' },
              { value: 'flight', label: 'Flight' },
            ]}
          />
          {product === 'package' ? (
            <FindBookingForm onFound={(booking, proof) => setFound({ booking, proof })} />
          ) : (
            <Card withBorder radius="md" p="lg" component="section" aria-labelledby="find-flight-heading">
              <Stack gap="sm">
                <Title order={2} size="h4" id="find-flight-heading">
                  Find your flight booking
                </Title>
                <FlightProofForm onProven={(txid) => navigate(`/flight/order-details/${txid}`)} />
              </Stack>
            </Card>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <FoundBooking booking={found.booking} />
          {cancelling && <CancellationPanel txid={found.booking.txid} proof={found.proof} />}
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setCancelling(false);
                setFound(null);
              }}
            >
              Find another booking
            </Anchor>
            {!cancelling &&
              (isCancellable(found.booking) ? (
                <Button color="red.8" onClick={() => setCancelling(true)}>
                  Cancel this booking
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {found.booking.cancellation_requested_at
                    ? 'A cancellation has already been requested. We will confirm the refund by e-mail.'
                    : 'This booking can no longer be cancelled online.'}
                </Text>
              ))}
          </Group>
        </Stack>
      )}
    </Container>
  );
}

function isCancellable(booking: MyBooking): boolean {
  return (
    booking.status_code !== 'CANCELLED' && booking.status_code !== 'REJECTED' && !booking.cancellation_requested_at
  );
}

function FoundBooking({ booking }: { booking: MyBooking }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="found-heading">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div className="booking-card-title">
          <Title order={2} size="h4" id="found-heading">
            {booking.package_name}
          </Title>
          {booking.destination && (
            <Text size="sm" c="dimmed">
              {booking.destination}
            </Text>
          )}
        </div>
        <BookingStatusBadge booking={booking} />
      </Group>
      <BookingFacts booking={booking} />
      <Anchor component={Link} to={`/holiday-package/voucher/${booking.txid}`} size="sm">
        View voucher
      </Anchor>
    </Card>
  );
}

import {
  Alert,
  Anchor,
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
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { BookingFacts } from '../../../components/BookingFacts.tsx';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge.tsx';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { canManage } from '../../../lib/booking-rules.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type MyBooking, useMyBookings } from '../api/get-my-bookings.ts';
import { useMyFlightBookings } from '../api/get-my-flight-bookings.ts';
import { MyFlightBookings } from './MyFlightBookings.tsx';

type Mode = 'list' | 'manage';

const HEADINGS: Record<Mode, { title: string; intro: string }> = {
  list: { title: 'My Bookings', intro: 'Your flight and holiday package bookings, newest first.' },
  manage: {
    title: 'Manage bookings',
    intro: 'Choose a booking to see its refund under our cancellation policy and ask for a cancellation.',
  },
};

/** /my-bookings and /my-bookings/manage: the signed-in traveller's bookings, with their actions. */
export function MyBookingsPage({ mode = 'list' }: { mode?: Mode }) {
  const { user } = useSession();
  const heading = HEADINGS[mode];
  usePageMeta(heading.title);
  if (!user) {
    return (
      <SignInPrompt title={heading.title} message="Sign in with your mobile number to see your bookings.">
        <Anchor component={Link} to="/manage-booking">
          Manage a booking with its reference number instead
        </Anchor>
      </SignInPrompt>
    );
  }
  return <BookingList agentId={user.agentId} mode={mode} />;
}

function BookingList({ agentId, mode }: { agentId: string; mode: Mode }) {
  const bookings = useMyBookings(agentId);
  const flights = useMyFlightBookings(agentId);
  const flightList = mode === 'list' ? (flights.data ?? []) : [];
  const heading = HEADINGS[mode];
  return (
    <Container size="md" py="md">
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <div>
          <Title order={1} size="h2">
            {heading.title}
          </Title>
          <Text c="dimmed" size="sm">
            {heading.intro}
          </Text>
        </div>
        {mode === 'list' ? (
          <Group gap="md" component="nav" aria-label="More about my bookings">
            {/* Flights waiting for payment, and flights by day (decision 029). */}
            <Anchor component={Link} to="/flight/hold-queues" size="sm">
              Awaiting payment
            </Anchor>
            <Anchor component={Link} to="/flight/passenger-calendar" size="sm">
              Flight calendar
            </Anchor>
            <Anchor component={Link} to="/my-bookings/manage" size="sm">
              Manage bookings
            </Anchor>
          </Group>
        ) : (
          <Anchor component={Link} to="/my-bookings" size="sm">
            All my bookings
          </Anchor>
        )}
      </Group>
      {bookings.isLoading && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" />
          <Text>Loading your bookings</Text>
        </Group>
      )}
      {bookings.isError && (
        <Alert color="red" title="My Bookings" role="alert">
          {bookings.error.message}
        </Alert>
      )}
      {flightList.length > 0 && <MyFlightBookings bookings={flightList} />}
      {flightList.length > 0 && bookings.data && bookings.data.length > 0 && (
        <Title order={2} size="h3" mt="lg" mb="sm">
          Holiday packages
        </Title>
      )}
      {bookings.data?.length === 0 && flightList.length === 0 && (
        <Card withBorder radius="md" p="xl" ta="center">
          <Stack align="center">
            <Text fw={600}>You have no bookings yet.</Text>
            <Text size="sm" c="dimmed">
              Bookings you send with the mobile number you signed in with appear here.
            </Text>
            <Button component={Link} to="/search">
              Search holiday packages
            </Button>
          </Stack>
        </Card>
      )}
      {bookings.data && bookings.data.length > 0 && (
        <Stack gap="md" component="ul" className="booking-list">
          {bookings.data.map((booking) => (
            <li key={booking.txid}>
              <BookingCard booking={booking} mode={mode} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function BookingCard({ booking, mode }: { booking: MyBooking; mode: Mode }) {
  const titleId = `booking-${booking.txid}`;
  const manageable = canManage(booking);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div className="booking-card-title">
          <Title order={2} size="h4" id={titleId}>
            {booking.package_name}
          </Title>
          {booking.destination && (
            <Text size="sm" c="dimmed">
              {booking.destination}
            </Text>
          )}
        </div>
        <Stack gap={4} align="flex-end">
          <BookingStatusBadge booking={booking} />
          {booking.cancellation_requested_at && (
            <Badge color="orange" variant="light">
              Cancellation requested
            </Badge>
          )}
        </Stack>
      </Group>
      <BookingFacts booking={booking} />
      {mode === 'manage' && !manageable && (
        <Text size="sm" c="dimmed" mt="xs">
          {booking.cancellation_requested_at
            ? `Cancellation requested on ${formatDisplayDateTime(booking.cancellation_requested_at)}. We confirm the refund by e-mail.`
            : 'This booking can no longer be changed online.'}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button component={Link} to={`/holiday-package/voucher/${booking.txid}`} variant="default" size="xs">
          View voucher<VisuallyHidden> for {booking.txid}</VisuallyHidden>
        </Button>
        {manageable && (
          <Button
            component={Link}
            to={`/my-bookings/manage/${booking.txid}/cancel`}
            variant={mode === 'manage' ? 'filled' : 'light'}
            size="xs"
          >
            Manage<VisuallyHidden> booking {booking.txid}</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Card>
  );
}

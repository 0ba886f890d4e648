import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';
import { Link } from 'react-router';

const STATUS_COLOR: Record<string, string> = {
  CONFIRMED: STATUS_COLORS.done,
  NOT_CONFIRMED: STATUS_COLORS.waiting,
  RELEASED: STATUS_COLORS.neutral,
  CANCELLED: STATUS_COLORS.neutral,
};

/** The traveller's flight bookings in My Bookings: each opens its booking details (cancel, refunds, e-ticket). */
export function MyFlightBookings({ bookings }: { bookings: readonly MyFlightBooking[] }) {
  return (
    <section aria-labelledby="my-flights">
      <Title order={2} size="h3" mb="sm" id="my-flights">
        Flights
      </Title>
      <Stack gap="md" component="ul" className="booking-list">
        {bookings.map((booking) => (
          <li key={booking.txid}>
            <Card withBorder radius="md" p="md" component="article" aria-labelledby={`flight-${booking.txid}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div>
                  <Title order={3} size="h4" id={`flight-${booking.txid}`}>
                    {booking.trip.replaceAll('-', ' → ')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {booking.departure && `${formatDisplayDate(booking.departure)} · `}
                    {booking.travellers} {booking.travellers === 1 ? 'traveller' : 'travellers'} ·{' '}
                    {formatRupees(booking.total_paise)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Booking ID {booking.txid}
                  </Text>
                </div>
                <Stack gap={4} align="flex-end">
                  <Badge color={STATUS_COLOR[booking.status_code] ?? 'gray.7'} variant="filled" autoContrast>
                    {booking.booking_status}
                  </Badge>
                  {booking.partlycancelled && (
                    <Badge color="orange" variant="light">
                      Partly cancelled
                    </Badge>
                  )}
                </Stack>
              </Group>
              <Group gap="sm" mt="sm">
                <Button component={Link} to={`/flight/order-details/${booking.txid}`} variant="light" size="xs">
                  Booking details<VisuallyHidden> of {booking.txid}</VisuallyHidden>
                </Button>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
    </section>
  );
}

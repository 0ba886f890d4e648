import '../flight-booking.css';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { canRescheduleOnline } from '../ticket-state.ts';
import { AddServicesForm } from './AddServicesForm.tsx';
import { OwnBooking } from './OwnBooking.tsx';
import { ServicesPaymentResult } from './ServicesPaymentResult.tsx';

/** /flight/add-ssr/:transactionId: seats, meals, baggage and services added to a paid booking. */
export function AddServicesPage() {
  const [params] = useSearchParams();
  const orderref = (params.get('order') ?? '').slice(0, 40);
  const [added, setAdded] = useState(false);
  return (
    <OwnBooking title="Add seats, meals and more">
      {(booking) =>
        orderref ? (
          <ServicesPaymentResult txid={booking.txid} orderref={orderref} />
        ) : added ? (
          <Alert color="teal" role="status" title="Added" maw={640} mx="auto">
            {SERVICES_MSG_DECIDED.travellerAdded}{' '}
            <Anchor component={Link} to={`/flight/ticket/${booking.txid}`}>
              Open the e-ticket
            </Anchor>
          </Alert>
        ) : canRescheduleOnline(booking, Date.now()) ? (
          <Stack gap="md" maw={900} mx="auto">
            <div>
              <Title order={1} size="h2">
                Add seats, meals and more
              </Title>
              <Text size="sm" c="dimmed">
                Booking ID {booking.txid} · {booking.legs.map((leg) => `${leg.from} → ${leg.to}`).join(', ')}
              </Text>
            </div>
            <AddServicesForm booking={booking} onAdded={() => setAdded(true)} />
          </Stack>
        ) : (
          <Card withBorder radius="md" maw={640} mx="auto">
            <Title order={1} size="h3" mb="xs">
              Add seats, meals and more
            </Title>
            <Alert color="yellow" role="status">
              {SERVICES_MSG_DECIDED.notTicketed} Flights that have left cannot have anything added.
            </Alert>
            <Anchor component={Link} to={`/flight/order-details/${booking.txid}`} size="sm" mt="sm" display="block">
              Back to booking details
            </Anchor>
          </Card>
        )
      }
    </OwnBooking>
  );
}

import '../flight-booking.css';
import { Alert, Anchor, Card, Title } from '@mantine/core';
import { CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { Link } from 'react-router';
import { canRescheduleOnline, openJourneys } from '../ticket-state.ts';
import { OwnBooking } from './OwnBooking.tsx';
import { RescheduleFlights } from './RescheduleFlights.tsx';

/** /flight/reshedule/:transactionId (the spec's spelling): move travellers to another date, paid online. */
export function FlightReschedulePage() {
  return (
    <OwnBooking title="Change flight date">
      {(booking) =>
        canRescheduleOnline(booking, Date.now()) ? (
          <RescheduleFlights booking={booking} />
        ) : (
          <Card withBorder radius="md" maw={640} mx="auto">
            <Title order={1} size="h3" mb="xs">
              Change flight date
            </Title>
            <Alert color="yellow" role="status">
              {booking.status_code === 'CONFIRMED' && openJourneys(booking, Date.now()).length === 0
                ? CANCELLATION_MSG_DECIDED.departed
                : 'Only a confirmed, paid booking can be changed online.'}
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

import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useServicesPayment } from '../api/add-services.ts';
import { flightBookingQuery } from '../api/get-flight-booking.ts';

/** Back from the gateway's page: added (the e-ticket shows them), refunded, or still to pay. */
export function ServicesPaymentResult({ txid, orderref }: { txid: string; orderref: string }) {
  const payment = useServicesPayment(txid, orderref);
  const queryClient = useQueryClient();
  const status = payment.data?.status;
  useEffect(() => {
    // Settled: the booking's seats and meals have changed.
    if (status === 'PAID') void queryClient.invalidateQueries({ queryKey: flightBookingQuery(txid).queryKey });
  }, [status, txid, queryClient]);
  return (
    <Card withBorder radius="md" maw={640} mx="auto">
      <Stack gap="sm">
        <Title order={1} size="h3">
          Add seats, meals and more
        </Title>
        {payment.isError && (
          <Alert color="red" role="alert">
            {payment.error.message}
          </Alert>
        )}
        {(payment.isLoading || status === 'CREATED') && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Waiting for the payment to be confirmed…</Text>
          </Group>
        )}
        {status === 'PAID' && (
          <Alert color="teal" role="status" title="Added">
            {SERVICES_MSG_DECIDED.travellerPaid} ({formatRupees(payment.data?.amount_paise ?? 0)} paid)
          </Alert>
        )}
        {(status === 'REFUNDED' || status === 'REFUND_DUE') && (
          <Alert color="yellow" role="status" title="Not added">
            {SERVICES_MSG_DECIDED.travellerRefunded} {payment.data?.reason}
          </Alert>
        )}
        {status === 'FAILED' && (
          <Alert color="red" role="alert" title="Payment not completed">
            {payment.data?.reason ?? 'The payment did not go through.'}{' '}
            {payment.data?.checkouturl && <Anchor href={payment.data.checkouturl}>Try the payment again</Anchor>}
          </Alert>
        )}
        <Group gap="sm">
          <Button component={Link} to={`/flight/ticket/${txid}`} variant="default">
            E-ticket
          </Button>
          <Button component={Link} to={`/flight/order-details/${txid}`} variant="default">
            Booking details
          </Button>
          {status !== 'CREATED' && (
            <Button component={Link} to={`/flight/add-ssr/${txid}`} variant="subtle">
              Add something else
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

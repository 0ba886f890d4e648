import '../flight-booking.css';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { COMPANY } from '@tripsetu/domain/company.ts';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { Link, useLocation } from 'react-router';
import { useDownloadRefundReceiptPdf, useRefundReceipts } from '../api/after-sales.ts';
import { OwnBooking } from './OwnBooking.tsx';
import { RefundAmounts } from './RefundAmounts.tsx';

/** /flight/refund-receipt/:transactionId: a receipt for each refund of the booking, to keep or print. */
export function RefundReceiptPage() {
  const { state } = useLocation() as { state: { message?: string } | null };
  return (
    <OwnBooking title="Refund receipt" visitors>
      {(booking) => (
        <div className="ticket-document">
          {state?.message && (
            <Alert color="teal" role="status" mb="md" className="no-print">
              {state.message}
            </Alert>
          )}
          <Receipts txid={booking.txid} />
        </div>
      )}
    </OwnBooking>
  );
}

function Receipts({ txid }: { txid: string }) {
  const receipts = useRefundReceipts(txid, true);
  if (receipts.isLoading) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader size="md" />
        <Text>Loading your refund receipts</Text>
      </Group>
    );
  }
  if (receipts.isError) {
    return (
      <Alert color="red" title="Refund receipt" role="alert">
        {receipts.error.message}
      </Alert>
    );
  }
  const list = receipts.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" className="no-print">
        <Anchor component={Link} to={`/flight/order-details/${txid}`} size="sm">
          Back to booking details
        </Anchor>
        {list.length > 0 && <Button onClick={() => window.print()}>Print</Button>}
      </Group>
      {list.length === 0 && (
        <Card withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>No refunds for this booking yet.</Text>
          <Text size="sm" c="dimmed">
            When you cancel flights of this booking, the receipt of the refund appears here.
          </Text>
        </Card>
      )}
      {list.map((receipt) => (
        <ReceiptCard key={receipt.receiptNo} receipt={receipt} />
      ))}
    </Stack>
  );
}

/** Saves one receipt as PDF; a failure says so beside the button. */
function ReceiptPdfButton({ receipt }: { receipt: RefundReceipt }) {
  const download = useDownloadRefundReceiptPdf();
  return (
    <Stack gap={4} align="flex-end" className="no-print">
      <Button
        variant="default"
        size="xs"
        loading={download.isPending}
        onClick={() => download.mutate({ txid: receipt.transactionId, receiptno: receipt.receiptNo })}
        aria-label={`Download PDF of ${receipt.receiptNo}`}
      >
        Download PDF
      </Button>
      {download.isError && (
        <Text size="xs" c="red.8" role="alert">
          {download.error.message}
        </Text>
      )}
    </Stack>
  );
}

function ReceiptCard({ receipt }: { receipt: RefundReceipt }) {
  const titleId = `receipt-${receipt.receiptNo.replaceAll('/', '-')}`;
  return (
    <Card withBorder radius="md" className="printable ticket-section" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={1} size="h2" id={titleId}>
            Refund receipt
          </Title>
          <Text size="sm" c="dimmed">
            {receipt.receiptNo} · {formatDisplayDateTime(receipt.issuedAt)}
          </Text>
        </div>
        <Group gap="sm" align="flex-start">
          <Badge color="blue.8" variant="filled" size="lg">
            {receipt.status}
          </Badge>
          <ReceiptPdfButton receipt={receipt} />
        </Group>
      </Group>
      <dl className="receipt-facts">
        <dt>Booking ID</dt>
        <dd>{receipt.transactionId}</dd>
        <dt>Trip</dt>
        <dd>{receipt.trip}</dd>
        <dt>Refunded to</dt>
        <dd>
          {receipt.paidWith.method ? `${receipt.paidWith.method} payment` : 'Your payment'}
          {receipt.paidWith.paymentId && ` ${receipt.paidWith.paymentId}`} (order {receipt.paidWith.orderRef})
        </dd>
        {receipt.gatewayRefundId && (
          <>
            <dt>Refund reference</dt>
            <dd>{receipt.gatewayRefundId}</dd>
          </>
        )}
        <dt>GST credit note</dt>
        <dd>{receipt.creditNoteNo}</dd>
      </dl>
      <Title order={2} size="h4" mt="md" mb="xs">
        Cancelled
      </Title>
      <ul className="refund-lines">
        {receipt.cancelled.map((line) => (
          <li key={`${line.traveller}-${line.flight}`}>
            <Text size="sm">
              {line.traveller} · {line.flight}
            </Text>
          </li>
        ))}
      </ul>
      <Title order={2} size="h4" mt="md" mb="xs">
        Amounts
      </Title>
      <RefundAmounts totals={receipt.totals} label={`Amounts of ${receipt.receiptNo}`} />
      <Text size="xs" c="dimmed" mt="sm">
        {receipt.expected} Issued by {COMPANY.legalName}, GSTIN {COMPANY.gstin}.
      </Text>
    </Card>
  );
}

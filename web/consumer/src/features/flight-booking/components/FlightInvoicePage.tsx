import '../flight-booking.css';
import { Alert, Anchor, Button, Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import type { GatewayFlightInvoice, InvoiceParty, InvoiceType } from '@tripsetu/domain/gateway-flight-booking.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ProveBooking, proofRefused, useBookingAccess, useForgetRefusedProof } from '../after-sales/ProveBooking.tsx';
import { useFlightInvoice } from '../api/get-flight-invoice.ts';
import { FareLines } from './FlightSummary.tsx';

const PAGE_TITLE: Record<InvoiceType, string> = { tax: 'Tax Invoice', customer: 'Customer Invoice' };

/** /flight/invoice/:transactionId (tax) and /flight/customer-invoice/:transactionId (customer). */
export function FlightInvoicePage({ invoicetype }: { invoicetype: InvoiceType }) {
  const { transactionId = '' } = useParams();
  // The signed-in traveller, or a visitor who proved the booking (decision 029).
  const access = useBookingAccess(transactionId);
  const invoice = useFlightInvoice(transactionId, invoicetype, access.canLoad);
  usePageMeta(PAGE_TITLE[invoicetype]);
  useForgetRefusedProof(access, invoice.error);
  if (!access.canLoad || proofRefused(invoice.error)) {
    const refusal = proofRefused(invoice.error) ? invoice.error?.message : undefined;
    return <ProveBooking title={PAGE_TITLE[invoicetype]} txid={transactionId} access={access} refusal={refusal} />;
  }
  return (
    <Container size="lg" py="md" className="ticket-document">
      <FullScreenLoader visible={invoice.isLoading} />
      {invoice.isError && (
        <Alert color="red" title={PAGE_TITLE[invoicetype]} role="alert">
          {invoice.error.message}{' '}
          <Anchor component={Link} to={`/flight/ticket/${transactionId}`}>
            Back to the booking
          </Anchor>
        </Alert>
      )}
      {invoice.data && <InvoiceView invoice={invoice.data} />}
    </Container>
  );
}

function Party({ heading, party }: { heading: string; party: InvoiceParty }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {heading}
      </Text>
      <Text size="sm" fw={600}>
        {party.name}
      </Text>
      {party.address && <Text size="sm">{party.address}</Text>}
      {party.state && <Text size="sm">{party.state}</Text>}
      {party.gstin && <Text size="sm">GSTIN {party.gstin}</Text>}
    </div>
  );
}

function InvoiceView({ invoice }: { invoice: GatewayFlightInvoice }) {
  return (
    <>
      <Group justify="flex-end" gap="sm" mb="sm" className="no-print">
        <Button component={Link} to={`/flight/ticket/${invoice.txid}`} variant="default">
          E-ticket
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <Card withBorder radius="md" className="printable" component="article" aria-labelledby="invoice-title">
        <Group justify="space-between" align="flex-start" mb="md">
          <Title order={1} size="h2" id="invoice-title">
            {invoice.title}
          </Title>
          <div>
            <Text size="sm">Invoice no. {invoice.invoiceno}</Text>
            <Text size="sm">Date {formatDisplayDate(invoice.invoicedate)}</Text>
            <Text size="sm">Booking ID {invoice.txid}</Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
          <Party heading="From" party={invoice.supplier} />
          <Party heading="Billed to" party={invoice.recipient} />
        </SimpleGrid>
        {invoice.placeofsupply && (
          <Text size="sm" mb="sm">
            Place of supply: {invoice.placeofsupply}
            {invoice.supplier.sac && ` · SAC ${invoice.supplier.sac}`}
          </Text>
        )}
        <section className="ticket-section" aria-labelledby="invoice-flights">
          <Title order={2} size="h4" mb="xs" id="invoice-flights">
            Flights and travellers
          </Title>
          <div style={{ overflowX: 'auto' }}>
            <table className="ticket-table">
              <thead>
                <tr>
                  <th scope="col">Flight</th>
                  <th scope="col">Sector</th>
                  <th scope="col">Departure</th>
                  <th scope="col">PNR</th>
                </tr>
              </thead>
              <tbody>
                {invoice.flights.map((flight) => (
                  <tr key={`${flight.flight}-${flight.depdate}`}>
                    <td>{flight.flight}</td>
                    <td>
                      {flight.from} → {flight.to}
                    </td>
                    <td>
                      {formatDisplayDate(flight.depdate)} {formatHhmm(flight.deptime)}
                    </td>
                    <td>{flight.pnr}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Text size="sm" mt="xs">
            {invoice.passengers.map((passenger) => `${passenger.name} (${passenger.tickets.join(', ')})`).join('; ')}
          </Text>
        </section>
        <section className="ticket-section" aria-labelledby="invoice-amounts">
          <Title order={2} size="h4" mt="md" mb="xs" id="invoice-amounts">
            Amounts
          </Title>
          <FareLines lines={invoice.lines} totalPaise={invoice.total_paise} label="Invoice amounts" />
        </section>
        {invoice.payment && (
          <Text size="xs" c="dimmed" mt="sm">
            Paid · Order {invoice.payment.orderref}
            {invoice.payment.paymentid && ` · Payment ${invoice.payment.paymentid}`}
            {invoice.payment.paid_at && ` · ${formatDisplayDateTime(invoice.payment.paid_at)}`}
          </Text>
        )}
      </Card>
    </>
  );
}

export const FlightTaxInvoicePage = () => <FlightInvoicePage invoicetype="tax" />;
export const FlightCustomerInvoicePage = () => <FlightInvoicePage invoicetype="customer" />;

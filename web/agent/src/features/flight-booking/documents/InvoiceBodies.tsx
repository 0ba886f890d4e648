import { Table, Text, Title } from '@mantine/core';
import { CUSTOMER_INVOICE_NOTE } from '@tripsetu/domain/customer-invoice.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { BookingDocuments, FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { tdsSectionText } from '@tripsetu/domain/taxes.ts';
import { t } from '../../../i18n/i18n.ts';
import { Amounts } from './ETicket.tsx';

/** TripSetu's tax invoice to the agency: both GSTINs, the charges, GST on the service charge by place of supply. */
export function TaxInvoiceBody({ booking, parties }: { booking: FlightBooking; parties: BookingDocuments }) {
  return (
    <>
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.billedTo')}
      </Title>
      <Text size="sm" fw={700}>
        {parties.agency.name} ({parties.agency.code})
      </Text>
      <Text size="sm">{parties.agency.address}</Text>
      <Text size="sm">
        {t('flightDocs.gstin', { gstin: parties.agency.gstin || t('flightDocs.unregistered') })} ·{' '}
        {t('flightDocs.placeOfSupply', { state: parties.agency.state })}
      </Text>
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.fare')}
      </Title>
      <Amounts lines={booking.fare} total={booking.totalPaise} totalLabel={t('flightDocs.payable')} />
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.gstHeading', { sac: parties.operator.sac })}
      </Title>
      <Amounts lines={[]} total={parties.gst.taxablePaise} totalLabel={t('flightDocs.taxable')} />
      <Table className="doc-amounts" withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {(parties.gst.intraState
            ? [
                [t('flightDocs.cgst'), parties.gst.cgstPaise],
                [t('flightDocs.sgst'), parties.gst.sgstPaise],
              ]
            : [[t('flightDocs.igst'), parties.gst.igstPaise]]
          ).map(([label, amount]) => (
            <Table.Tr key={String(label)}>
              <Table.Td>{label}</Table.Td>
              <Table.Td className="money doc-amount">{formatRupees(Number(amount))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        {t('flightDocs.pureAgent', { section: tdsSectionText(todayInIndia(new Date(booking.bookedAt))) })}
      </Text>
    </>
  );
}

/**
 * The agency's invoice to its customer (decision 021): the airline's price at cost, the agency's service
 * fee and the GST on it. A traveller's own booking is TripSetu's, with its convenience fee.
 */
export function CustomerInvoiceBody({ booking, parties }: { booking: FlightBooking; parties: BookingDocuments }) {
  const lead = booking.travellers[0];
  const invoice = parties.customerInvoice;
  return (
    <>
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.billedTo')}
      </Title>
      <Text size="sm" fw={700}>
        {booking.gst?.gstCompany ||
          booking.gst?.gstHolder ||
          `${lead?.title ?? ''} ${lead?.firstName ?? ''} ${lead?.lastName ?? ''}`}
      </Text>
      {booking.gst && (
        <Text size="sm">
          {booking.gst.gstAddress} · {t('flightDocs.gstin', { gstin: booking.gst.gstNumber })}
        </Text>
      )}
      <Text size="sm">
        {booking.contact.email} · {booking.contact.countryCode} {booking.contact.mobile}
      </Text>
      {invoice.placeOfSupply && (
        <Text size="sm">{t('flightDocs.placeOfSupply', { state: invoice.placeOfSupply })}</Text>
      )}
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.fare')}
      </Title>
      <Amounts lines={invoice.rows} total={invoice.totalPaise} totalLabel={t('flightDocs.total')} />
      {booking.channel === 'AGENT' && (
        <Text size="xs" c="dimmed" mt="sm">
          {CUSTOMER_INVOICE_NOTE}
        </Text>
      )}
    </>
  );
}

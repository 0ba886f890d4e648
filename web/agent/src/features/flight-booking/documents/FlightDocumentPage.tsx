import { Alert, Anchor, Button, Checkbox, Container, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG, isTicketed, PROVISIONAL_ITINERARY } from '@tripsetu/domain/flight-booking.ts';
import { FLIGHT_DOCUMENTS, type FlightDocumentKind } from '@tripsetu/domain/flight-booking-api.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';
import { documentPdfUrl, useBookingDocuments } from './api/booking-documents.ts';
import { DocumentEmailModal } from './DocumentEmailModal.tsx';
import { DocumentSheet } from './DocumentSheet.tsx';
import { ETicket } from './ETicket.tsx';
import { CustomerInvoiceBody, TaxInvoiceBody } from './InvoiceBodies.tsx';
import './flight-documents.css';

export const isFlightDocument = (value: string | undefined): value is FlightDocumentKind =>
  (FLIGHT_DOCUMENTS as readonly string[]).includes(value ?? '');

/** Who issues the document, and its title; the agency's logo heads what its customers receive. */
function Letterhead({
  issuer,
  logoUrl,
  title,
}: {
  issuer: { name: string; address: string; gstin: string };
  logoUrl: string | null;
  title: string;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Group gap="md" align="flex-start" wrap="nowrap">
        {logoUrl && <Image src={logoUrl} alt={t('flightDocs.logoAlt', { name: issuer.name })} className="doc-logo" />}
        <Stack gap={2}>
          <Text fw={800} size="lg">
            {issuer.name}
          </Text>
          <Text size="xs">{issuer.address}</Text>
          {issuer.gstin && <Text size="xs">{t('flightDocs.gstin', { gstin: issuer.gstin })}</Text>}
        </Stack>
      </Group>
      <Title order={1} size="h3">
        {title}
      </Title>
    </Group>
  );
}

/**
 * §2 booking detail pages for flights: the e-ticket (with or without the fare), the tax invoice (both
 * GSTINs, GST split by the place of supply) and the customer invoice (with the agency's markup), each a
 * page that prints without the portal around it, as PDF, and by e-mail.
 */
export function FlightDocumentPage() {
  const { id = '', document: kind } = useParams();
  const document: FlightDocumentKind = isFlightDocument(kind) ? kind : 'e-ticket';
  const booking = useFlightBooking(id);
  // Before ticketing the e-ticket is a provisional itinerary: marked, and not e-mailed as a ticket.
  const provisional = document === 'e-ticket' && booking.data !== undefined && !isTicketed(booking.data);
  const title = provisional ? PROVISIONAL_ITINERARY.title : t(`flightDocs.${document}`);
  usePageTitle(title);
  const parties = useBookingDocuments(id);
  const [showFare, setShowFare] = useState(true);
  const [emailing, setEmailing] = useState(false);
  const data = booking.data;
  const invoice = document !== 'e-ticket';
  const notTicketed = invoice && data !== undefined && data.invoiceNo === null;
  // The customer invoice of an agency's booking is the agency's own, in its own series (decision 021).
  const invoiceNo =
    document === 'customer-invoice' && data?.channel === 'AGENT' ? data.customerInvoiceNo : data?.invoiceNo;
  const error = booking.error ?? parties.error;

  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="md" gap="sm" className="no-print">
        <Anchor component={Link} to={ROUTES.flightBooking(id)} fw={600}>
          {t('flightDocs.back')}
        </Anchor>
        {data && !notTicketed && (
          <Group gap="xs">
            {document === 'e-ticket' && (
              <Checkbox
                label={t('flightDocs.showFare')}
                checked={showFare}
                onChange={(event) => setShowFare(event.currentTarget.checked)}
              />
            )}
            <Button variant="default" component="a" href={documentPdfUrl(id, document, showFare)} target="_blank">
              {t('flightDocs.downloadPdf')}
            </Button>
            {!provisional && (
              <Button variant="default" onClick={() => setEmailing(true)}>
                {t('flightDocs.email')}
              </Button>
            )}
            <Button onClick={() => window.print()}>{t('flightDocs.print')}</Button>
          </Group>
        )}
      </Group>
      {(booking.isPending || parties.isPending) && !error && (
        <Text role="status" aria-live="polite">
          {t('flightDocs.loading')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" title={t(`flightDocs.${document}`)}>
          {error instanceof ApiFailure && error.status === 404
            ? BOOKING_MSG.noBookings
            : failureMessage(error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {notTicketed && (
        <Alert color="yellow" role="status">
          {t('flightDocs.notTicketed')}
        </Alert>
      )}
      {data && parties.data && !notTicketed && (
        <DocumentSheet>
          <Letterhead
            issuer={document === 'tax-invoice' ? parties.data.operator : parties.data.agency}
            logoUrl={document === 'tax-invoice' ? null : parties.data.agency.logoUrl}
            title={title}
          />
          {provisional && (
            <Alert color="red" variant="outline" mt="sm" className="provisional-notice">
              {PROVISIONAL_ITINERARY.notice}
            </Alert>
          )}
          <Divider my="sm" />
          <dl className="doc-facts">
            <div>
              <dt>{t('flightDocs.transactionId')}</dt>
              <dd className="money">{data.transactionId}</dd>
            </div>
            <div>
              <dt>{t('flightDocs.pnr')}</dt>
              <dd className="money">{data.pnrs.map((entry) => `${entry.carrier} ${entry.pnr}`).join(', ')}</dd>
            </div>
            <div>
              <dt>{t('flightDocs.status')}</dt>
              <dd>{data.statusLabel}</dd>
            </div>
            <div>
              <dt>{invoice ? t('flightDocs.invoiceNo') : t('flightDocs.bookedOn')}</dt>
              <dd className="money">{invoice ? invoiceNo : formatDateTime(data.bookedAt)}</dd>
            </div>
            {invoice && (
              <div>
                <dt>{t('flightDocs.invoiceDate')}</dt>
                <dd>{formatDateTime(data.ticketedAt)}</dd>
              </div>
            )}
          </dl>
          {document === 'e-ticket' && <ETicket booking={data} showFare={showFare} />}
          {document === 'tax-invoice' && <TaxInvoiceBody booking={data} parties={parties.data} />}
          {document === 'customer-invoice' && <CustomerInvoiceBody booking={data} parties={parties.data} />}
        </DocumentSheet>
      )}
      {emailing && (
        <DocumentEmailModal
          id={id}
          document={document}
          showFare={showFare}
          initialTo={data?.contact.email ?? ''}
          onClose={() => setEmailing(false)}
        />
      )}
    </Container>
  );
}

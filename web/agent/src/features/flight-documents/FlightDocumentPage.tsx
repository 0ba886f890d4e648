import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { validateEmailId } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import {
  BOOKING_MSG,
  isTicketed,
  PAX_TYPE_LABELS,
  PROVISIONAL_ITINERARY,
  travellerExtrasText,
} from '@tripsetu/domain/flight-booking.ts';
import {
  FLIGHT_DOCUMENTS,
  type FlightBooking,
  type FlightDocumentKind,
  type SummaryLineShape,
} from '@tripsetu/domain/flight-booking-api.ts';
import { CABIN_LABELS } from '@tripsetu/domain/flight-types.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useFlightBooking } from '../flight-booking/api/get-flight-booking.ts';
import { longDate } from '../flights/flight-display.ts';
import { documentPdfUrl, useBookingDocuments, useEmailDocument } from './api/booking-documents.ts';
import './flight-documents.css';

const hhmm = (time: string) => `${time.slice(0, 2)}:${time.slice(2)}`;
const duration = (minutes: number) => `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
export const isFlightDocument = (value: string | undefined): value is FlightDocumentKind =>
  (FLIGHT_DOCUMENTS as readonly string[]).includes(value ?? '');

function Amounts({ lines, total, totalLabel }: { lines: SummaryLineShape[]; total: number; totalLabel: string }) {
  return (
    <Table className="doc-amounts" withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.code}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td className="money doc-amount">{formatRupees(line.amountPaise)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr className="doc-total">
          <Table.Th scope="row">{totalLabel}</Table.Th>
          <Table.Td className="money doc-amount">{formatRupees(total)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function ETicket({ booking, showFare }: { booking: FlightBooking; showFare: boolean }) {
  return (
    <>
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.itinerary')}
      </Title>
      {booking.legs.map((leg) => {
        const fare = leg.itinerary.fares[0];
        return (
          <Stack key={leg.itinerary.id} gap={4} mb="sm">
            <section
              className="doc-table-wrap"
              aria-label={t('flightDocs.itinerary')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
              tabIndex={0}
            >
              <Table className="doc-table" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('flightDocs.flight')}</Table.Th>
                    <Table.Th scope="col">{t('flightDocs.departs')}</Table.Th>
                    <Table.Th scope="col">{t('flightDocs.arrives')}</Table.Th>
                    <Table.Th scope="col">{t('flightDocs.duration')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {leg.itinerary.segments.map((segment) => (
                    <Table.Tr key={`${segment.carrier}-${segment.flightNumber}`}>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {segment.carrierName} {segment.carrier}-{segment.flightNumber}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {segment.aircraftName} · {CABIN_LABELS[booking.cabin]} {fare?.bookingClass}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {hhmm(segment.departureTime)} {segment.origin}
                        </Text>
                        <Text size="xs">
                          {longDate(segment.departureDate)} · {segment.originCity} ·{' '}
                          {t('flightDocs.terminal', { terminal: segment.departureTerminal })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fw={700} size="sm">
                          {hhmm(segment.arrivalTime)} {segment.destination}
                        </Text>
                        <Text size="xs">
                          {longDate(segment.arrivalDate)} · {segment.destinationCity} ·{' '}
                          {t('flightDocs.terminal', { terminal: segment.arrivalTerminal })}
                        </Text>
                      </Table.Td>
                      <Table.Td>{duration(segment.durationMinutes)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </section>
            {fare && (
              <Text size="xs" c="dimmed">
                {t('flightDocs.baggage', {
                  family: fare.family,
                  cabinKg: fare.baggage.cabinKg,
                  checkInKg: fare.baggage.checkInKg,
                  infantKg: fare.baggage.infantCheckInKg,
                })}
              </Text>
            )}
          </Stack>
        );
      })}
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.travellers')}
      </Title>
      <section
        className="doc-table-wrap"
        aria-label={t('flightDocs.travellers')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
        tabIndex={0}
      >
        <Table className="doc-table" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('flightDocs.traveller')}</Table.Th>
              <Table.Th scope="col">{t('flightDocs.type')}</Table.Th>
              <Table.Th scope="col">{t('flightDocs.ticketNumber')}</Table.Th>
              <Table.Th scope="col">{t('flightDocs.extras')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.travellers.map((traveller) => (
              <Table.Tr key={traveller.index}>
                <Table.Td>
                  {traveller.title} {traveller.firstName} {traveller.lastName}
                </Table.Td>
                <Table.Td>{PAX_TYPE_LABELS[traveller.paxType]}</Table.Td>
                <Table.Td className="money">
                  {traveller.tickets.length === 0
                    ? t('flightDocs.notTicketedYet')
                    : traveller.tickets.map((ticket) => (
                        <div key={ticket.carrier}>
                          {ticket.carrier} {ticket.number}
                        </div>
                      ))}
                </Table.Td>
                <Table.Td>{travellerExtrasText(traveller) || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      {showFare && (
        <>
          <Title order={2} size="h5" className="doc-heading">
            {t('flightDocs.fare')}
          </Title>
          <Amounts lines={booking.customerFare} total={booking.customerTotalPaise} totalLabel={t('flightDocs.total')} />
        </>
      )}
      <Title order={2} size="h5" className="doc-heading">
        {t('flightDocs.important')}
      </Title>
      <Text size="xs">{t('flightDocs.importantText')}</Text>
      <Text size="xs">
        {t('flightDocs.contact', {
          mobile: `${booking.contact.countryCode} ${booking.contact.mobile}`,
          email: booking.contact.email,
        })}
      </Text>
    </>
  );
}

function EmailModal({
  id,
  document,
  showFare,
  initialTo,
  onClose,
}: {
  id: string;
  document: FlightDocumentKind;
  showFare: boolean;
  /** The booking's contact: who the document is usually for. */
  initialTo: string;
  onClose: () => void;
}) {
  const [to, setTo] = useState(initialTo);
  const [error, setError] = useState<string | undefined>();
  const email = useEmailDocument(id);
  const failed = email.isError && !fieldErrors(email.error).to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailId(to);
    setError(problem ?? undefined);
    if (problem) return;
    email.mutate({ to: to.trim(), document, showFare }, { onError: (refused) => setError(fieldErrors(refused).to) });
  };
  const title = t('flightDocs.emailTitle', { document: t(`flightDocs.${document}`) });
  return (
    <AppModal opened onClose={onClose} title={title} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextField
            label={t('flightDocs.emailTo')}
            type="email"
            autoComplete="email"
            required
            value={to}
            onChange={(value) => {
              setTo(value);
              setError(undefined);
              if (email.isSuccess || email.isError) email.reset();
            }}
            error={error}
            data-autofocus
          />
          {email.isSuccess && (
            <Alert color="green" role="status">
              {BOOKING_MSG.emailSent}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {BOOKING_MSG.emailFailed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flightDocs.cancel')}
            </Button>
            <Button type="submit" loading={email.isPending}>
              {t('flightDocs.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
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
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article" className="receipt flight-doc">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Text fw={800} size="lg">
                {document === 'tax-invoice' ? parties.data.operator.name : parties.data.agency.name}
              </Text>
              <Text size="xs">
                {document === 'tax-invoice' ? parties.data.operator.address : parties.data.agency.address}
              </Text>
              {(document === 'tax-invoice' ? parties.data.operator.gstin : parties.data.agency.gstin) && (
                <Text size="xs">
                  {t('flightDocs.gstin', {
                    gstin: document === 'tax-invoice' ? parties.data.operator.gstin : parties.data.agency.gstin,
                  })}
                </Text>
              )}
            </Stack>
            <Title order={1} size="h3">
              {title}
            </Title>
          </Group>
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
              <dd className="money">{invoice ? data.invoiceNo : formatDateTime(data.bookedAt)}</dd>
            </div>
            {invoice && (
              <div>
                <dt>{t('flightDocs.invoiceDate')}</dt>
                <dd>{formatDateTime(data.ticketedAt)}</dd>
              </div>
            )}
          </dl>
          {document === 'e-ticket' && <ETicket booking={data} showFare={showFare} />}
          {document === 'tax-invoice' && (
            <>
              <Title order={2} size="h5" className="doc-heading">
                {t('flightDocs.billedTo')}
              </Title>
              <Text size="sm" fw={700}>
                {parties.data.agency.name} ({parties.data.agency.code})
              </Text>
              <Text size="sm">{parties.data.agency.address}</Text>
              <Text size="sm">
                {t('flightDocs.gstin', { gstin: parties.data.agency.gstin || t('flightDocs.unregistered') })} ·{' '}
                {t('flightDocs.placeOfSupply', { state: parties.data.agency.state })}
              </Text>
              <Title order={2} size="h5" className="doc-heading">
                {t('flightDocs.fare')}
              </Title>
              <Amounts lines={data.fare} total={data.totalPaise} totalLabel={t('flightDocs.payable')} />
              <Title order={2} size="h5" className="doc-heading">
                {t('flightDocs.gstHeading', { sac: parties.data.operator.sac })}
              </Title>
              <Amounts lines={[]} total={parties.data.gst.taxablePaise} totalLabel={t('flightDocs.taxable')} />
              <Table className="doc-amounts" withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {(parties.data.gst.intraState
                    ? [
                        [t('flightDocs.cgst'), parties.data.gst.cgstPaise],
                        [t('flightDocs.sgst'), parties.data.gst.sgstPaise],
                      ]
                    : [[t('flightDocs.igst'), parties.data.gst.igstPaise]]
                  ).map(([label, amount]) => (
                    <Table.Tr key={String(label)}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td className="money doc-amount">{formatRupees(Number(amount))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed" mt="sm">
                {t('flightDocs.pureAgent')}
              </Text>
            </>
          )}
          {document === 'customer-invoice' && (
            <>
              <Title order={2} size="h5" className="doc-heading">
                {t('flightDocs.billedTo')}
              </Title>
              <Text size="sm" fw={700}>
                {data.gst?.gstCompany ||
                  data.gst?.gstHolder ||
                  `${data.travellers[0]?.title ?? ''} ${data.travellers[0]?.firstName ?? ''} ${data.travellers[0]?.lastName ?? ''}`}
              </Text>
              {data.gst && (
                <Text size="sm">
                  {data.gst.gstAddress} · {t('flightDocs.gstin', { gstin: data.gst.gstNumber })}
                </Text>
              )}
              <Text size="sm">
                {data.contact.email} · {data.contact.countryCode} {data.contact.mobile}
              </Text>
              <Title order={2} size="h5" className="doc-heading">
                {t('flightDocs.fare')}
              </Title>
              <Amounts lines={data.customerFare} total={data.customerTotalPaise} totalLabel={t('flightDocs.total')} />
            </>
          )}
        </Paper>
      )}
      {emailing && (
        <EmailModal
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

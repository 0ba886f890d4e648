import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { isTicketed, PROVISIONAL_ITINERARY } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';

/**
 * The ticket page's documents (§2 booking detail pages): the e-ticket always (a hold's shows it is not
 * ticketed yet), and the tax and customer invoices once the booking is ticketed and has its invoice
 * number. Each opens a print page with its PDF and e-mail.
 */
export function BookingDocumentsSlot({ booking }: { booking: FlightBooking }) {
  if (booking.status === 'RELEASED') return null;
  const invoiced = booking.invoiceNo !== null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ticket-documents" className="no-print">
      <Title order={2} size="h4" id="ticket-documents" mb="xs">
        {t('flightDocs.heading')}
      </Title>
      <Group gap="xs">
        <Button component={Link} to={ROUTES.flightDocument(booking.id, 'e-ticket')} variant="default">
          {isTicketed(booking) ? t('flightDocs.e-ticket') : PROVISIONAL_ITINERARY.title}
        </Button>
        {invoiced && (
          <>
            <Button component={Link} to={ROUTES.flightDocument(booking.id, 'tax-invoice')} variant="default">
              {t('flightDocs.tax-invoice')}
            </Button>
            <Button component={Link} to={ROUTES.flightDocument(booking.id, 'customer-invoice')} variant="default">
              {t('flightDocs.customer-invoice')}
            </Button>
          </>
        )}
      </Group>
      {!invoiced && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('flightDocs.notTicketed')}
        </Text>
      )}
    </Paper>
  );
}

import { Alert, Button, Table } from '@mantine/core';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { servicesAllowed } from './services-draft.ts';

/** The way to add services to a ticketed booking. */
export function AddServicesLink({ booking }: { booking: FlightBooking }) {
  if (!servicesAllowed(booking)) return null;
  return (
    <Button component={Link} to={ROUTES.flightAddServices(booking.id)} variant="default">
      {t('addServices.open')}
    </Button>
  );
}

/** The word a finished after-sales step left for the booking page ('Services added. …'). */
export function StepNotice() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  if (!notice) return null;
  return (
    <Alert color="green" role="status">
      {notice}
    </Alert>
  );
}

/** The booking's SSR history: each purchase after booking, its items and what it cost. */
export function ServicesSection({ booking }: { booking: FlightBooking }) {
  if (booking.servicePurchases.length === 0) return null;
  const name = (index: number) => {
    const traveller = booking.travellers[index];
    return traveller ? `${traveller.firstName} ${traveller.lastName}` : '';
  };
  return (
    <DetailSection id="ticket-services" title={t('addServices.section')}>
      <Table.ScrollContainer minWidth={560} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table striped fz="sm" aria-label={t('addServices.section')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('addServices.col.addedAt')}</Table.Th>
              <Table.Th>{t('addServices.col.items')}</Table.Th>
              <Table.Th ta="right">{t('addServices.col.paid')}</Table.Th>
              <Table.Th>{t('addServices.col.walletDocument')}</Table.Th>
              <Table.Th>{t('addServices.col.addedBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.servicePurchases.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.addedAt)}</Table.Td>
                <Table.Td>{row.items.map((item) => `${name(item.traveller)}: ${item.label}`).join('; ')}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.amountPaise)}</Table.Td>
                <Table.Td>{row.walletDocumentNo ?? '—'}</Table.Td>
                <Table.Td>{row.addedBy}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}

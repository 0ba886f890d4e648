import { Button, Group } from '@mantine/core';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { Link } from 'react-router';
import { ROUTES } from '../app/routes.ts';
import { useSession } from '../app/session-context.ts';
import { t } from '../i18n/i18n.ts';

const TABS: readonly { key: string; to: string; label: string; needs?: Permission }[] = [
  { key: 'flights', to: ROUTES.manageBookings, label: 'manageBookings.tab.flights' },
  { key: 'buses', to: ROUTES.busBookings, label: 'manageBookings.tab.buses' },
  { key: 'hotels', to: ROUTES.hotelBookings, label: 'manageBookings.tab.hotels' },
  { key: 'visas', to: ROUTES.visaApplications, label: 'manageBookings.tab.visas', needs: 'visas.manage' },
  { key: 'cancellations', to: ROUTES.bookingCancellations, label: 'manageBookings.tab.cancellations' },
  { key: 'reschedules', to: ROUTES.bookingReschedules, label: 'manageBookings.tab.reschedules' },
  { key: 'notes', to: ROUTES.bookingNotes, label: 'manageBookings.tab.notes', needs: 'wallet.view' },
  { key: 'transfers', to: ROUTES.bookingTransfers, label: 'manageBookings.tab.transfers', needs: 'wallet.view' },
  { key: 'receipts', to: ROUTES.bookingReceipts, label: 'manageBookings.tab.receipts', needs: 'wallet.view' },
  { key: 'ssr', to: ROUTES.bookingSsrHistory, label: 'manageBookings.tab.ssr' },
  { key: 'holds', to: ROUTES.flightHoldQueue, label: 'manageBookings.tab.holds' },
  { key: 'offline', to: ROUTES.offlineRequests, label: 'offline.menu', needs: 'flights.book' },
];

export type TabKey =
  | 'flights'
  | 'buses'
  | 'hotels'
  | 'visas'
  | 'cancellations'
  | 'reschedules'
  | 'notes'
  | 'transfers'
  | 'receipts'
  | 'ssr';

/**
 * §2's Manage Bookings tabs, each a page of its own (Visas, decision 043, the visas feature's) (the wallet's documents for those who may see the
 * wallet); the products' tabs first, in §2's order.
 */
export function BookingTabs({ current }: { current: TabKey }) {
  const { can } = useSession();
  return (
    <Group component="nav" aria-label={t('manageBookings.tabs')} gap="xs" mb="md">
      {TABS.filter((tab) => !tab.needs || can(tab.needs)).map((tab) =>
        tab.key === current ? (
          <Button key={tab.key} size="xs" aria-current="page">
            {t(tab.label as 'manageBookings.tab.flights')}
          </Button>
        ) : (
          <Button key={tab.key} size="xs" variant="default" component={Link} to={tab.to}>
            {t(tab.label as 'manageBookings.tab.flights')}
          </Button>
        ),
      )}
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';

const TABS = [
  { key: 'flights', to: ROUTES.manageBookings, label: 'manageBookings.tab.flights' },
  { key: 'cancellations', to: ROUTES.bookingCancellations, label: 'manageBookings.tab.cancellations' },
  { key: 'reschedules', to: ROUTES.bookingReschedules, label: 'manageBookings.tab.reschedules' },
  { key: 'ssr', to: ROUTES.bookingSsrHistory, label: 'manageBookings.tab.ssr' },
  { key: 'holds', to: ROUTES.flightHoldQueue, label: 'manageBookings.tab.holds' },
] as const;

/** §2's Manage Bookings tabs, each a page of its own; buses, hotels and the rest join as they land. */
export type TabKey = 'flights' | 'cancellations' | 'reschedules' | 'ssr';

export function BookingTabs({ current }: { current: TabKey }) {
  return (
    <Group component="nav" aria-label={t('manageBookings.tabs')} gap="xs" mb="md">
      {TABS.map((tab) =>
        tab.key === current ? (
          <Button key={tab.key} size="xs" aria-current="page">
            {t(tab.label)}
          </Button>
        ) : (
          <Button key={tab.key} size="xs" variant="default" component={Link} to={tab.to}>
            {t(tab.label)}
          </Button>
        ),
      )}
    </Group>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { t } from '../i18n/i18n.ts';

/** Previous and next page, and where the agent is: Manage Bookings' lists and the reports. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('manageBookings.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('manageBookings.page', { page, pages })}
      </Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('manageBookings.next')}
      </Button>
    </Group>
  );
}

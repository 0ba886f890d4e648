import { Badge } from '@mantine/core';
import { OFFLINE_STATUS_LABELS, type OfflineStatus } from '@tripsetu/domain/offline-requests.ts';

const COLORS: Record<OfflineStatus, string> = {
  SUBMITTED: 'blue',
  QUOTED: 'teal',
  BOOKED: 'green',
  REJECTED: 'red',
  EXPIRED: 'gray',
};

/** A request's status in words and colour (the words carry it; the colour only helps). */
export function OfflineStatusBadge({ status }: { status: OfflineStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {OFFLINE_STATUS_LABELS[status]}
    </Badge>
  );
}

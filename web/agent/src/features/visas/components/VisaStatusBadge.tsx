import { Badge } from '@mantine/core';
import type { VisaStatus } from '@tripsetu/domain/visas.ts';
import { t } from '../../../i18n/i18n.ts';

const COLORS: Record<VisaStatus, string> = {
  SUBMITTED: 'blue',
  IN_PROCESS: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** An application's status in words and colour (the words carry it; the colour only helps). */
export function VisaStatusBadge({ status }: { status: VisaStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {t(`visas.status.${status}` as const)}
    </Badge>
  );
}

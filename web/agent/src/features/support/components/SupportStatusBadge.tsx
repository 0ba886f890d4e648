import { Badge } from '@mantine/core';
import type { SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';
import { t } from '../../../i18n/i18n.ts';

const STATUS_COLOR: Record<SupportRequestRow['status'], string> = {
  OPEN: STATUS_COLORS.waiting,
  ANSWERED: STATUS_COLORS.done,
  CLOSED: STATUS_COLORS.neutral,
};
const STATUS_LABEL = {
  OPEN: 'support.status.open',
  ANSWERED: 'support.status.answered',
  CLOSED: 'support.status.closed',
} as const;

export function SupportStatusBadge({ status }: { status: SupportRequestRow['status'] }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast>
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}

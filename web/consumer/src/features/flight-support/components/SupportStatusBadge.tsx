import { Badge } from '@mantine/core';
import { SUPPORT_STATUS_LABELS, type TravellerSupportStatus } from '@tripsetu/domain/traveller-support.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';

const STATUS_COLOR: Record<TravellerSupportStatus, string> = {
  OPEN: STATUS_COLORS.waiting,
  ANSWERED: STATUS_COLORS.done,
  CLOSED: STATUS_COLORS.neutral,
};

export function SupportStatusBadge({ status }: { status: TravellerSupportStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {SUPPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

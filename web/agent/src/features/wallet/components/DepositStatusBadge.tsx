import { Badge } from '@mantine/core';
import type { DepositStatus } from '@tripsetu/domain/wallet.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';
import { t } from '../../../i18n/i18n.ts';

const STATUS_COLOR: Record<DepositStatus, string> = {
  PENDING: STATUS_COLORS.waiting,
  APPROVED: STATUS_COLORS.done,
  REJECTED: STATUS_COLORS.refused,
};

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`wallet.status.${status}`)}
    </Badge>
  );
}

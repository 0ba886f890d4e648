import { Badge } from '@mantine/core';
import type { DepositStatus } from '@tripsetu/domain/wallet.ts';
import { t } from '../../../i18n/i18n.ts';

// Dark enough for white text at WCAG AA (Mantine's green.8 is not).
const STATUS_COLOR: Record<DepositStatus, string> = { PENDING: 'yellow.4', APPROVED: '#1e6b2e', REJECTED: '#a51d1d' };

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {t(`wallet.status.${status}`)}
    </Badge>
  );
}

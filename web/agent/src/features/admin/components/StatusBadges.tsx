import { Badge } from '@mantine/core';
import type { AgencyStatus, UserStatus } from '@tripsetu/domain/agency.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';
import { t } from '../../../i18n/i18n.ts';

const APPLICATION_COLOR: Record<AgencyStatus, string> = {
  PENDING: STATUS_COLORS.waiting,
  APPROVED: STATUS_COLORS.done,
  REJECTED: STATUS_COLORS.refused,
};
export const APPLICATION_STATUS_LABEL = {
  PENDING: 'admin.status.pending',
  APPROVED: 'admin.status.approved',
  REJECTED: 'admin.status.rejected',
} as const;

export function ApplicationStatusBadge({ status }: { status: AgencyStatus }) {
  return (
    <Badge color={APPLICATION_COLOR[status]} variant="filled" autoContrast>
      {t(APPLICATION_STATUS_LABEL[status])}
    </Badge>
  );
}

const USER_COLOR: Record<UserStatus, string> = {
  Active: STATUS_COLORS.done,
  Inactive: STATUS_COLORS.neutral,
  Suspended: STATUS_COLORS.refused,
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={USER_COLOR[status]} variant="filled" autoContrast>
      {status}
    </Badge>
  );
}

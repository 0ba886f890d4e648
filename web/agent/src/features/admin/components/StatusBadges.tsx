import { Badge } from '@mantine/core';
import type { AgencyStatus, UserStatus } from '@tripsetu/domain/agency.ts';
import { t } from '../../../i18n/i18n.ts';

const APPLICATION_COLOR: Record<AgencyStatus, string> = { PENDING: 'yellow.4', APPROVED: 'green.8', REJECTED: 'red.8' };
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

const USER_COLOR: Record<UserStatus, string> = { Active: 'green.8', Inactive: 'gray.7', Suspended: 'red.8' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={USER_COLOR[status]} variant="filled" autoContrast>
      {status}
    </Badge>
  );
}

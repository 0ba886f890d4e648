import { Badge } from '@mantine/core';
import type { UserStatus } from '@tripsetu/domain/agency.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';

const STATUS_COLOR: Record<UserStatus, string> = {
  Active: STATUS_COLORS.done,
  Inactive: STATUS_COLORS.neutral,
  Suspended: STATUS_COLORS.refused,
};

export function StaffStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast>
      {status}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { UserStatus } from '@tripsetu/domain/agency.ts';

const STATUS_COLOR: Record<UserStatus, string> = { Active: 'green.8', Inactive: 'gray.7', Suspended: 'red.8' };

export function StaffStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast>
      {status}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { SERVICE_REQUEST_STATUS_LABELS, type ServiceRequestStatus } from '@tripsetu/domain/service-requests.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';

const STATUS_COLOR: Record<ServiceRequestStatus, string> = {
  SUBMITTED: STATUS_COLORS.waiting,
  PRICED: STATUS_COLORS.done,
  DECLINED: STATUS_COLORS.refused,
};

export function ServiceStatusBadge({ status }: { status: ServiceRequestStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast style={{ flexShrink: 0 }}>
      {SERVICE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

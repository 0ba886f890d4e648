import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { SERVICE_REQUEST_MSG, type TravellerServiceRequest } from '@tripsetu/domain/service-requests.ts';
import { ServiceStatusBadge } from './ServiceStatusBadge.tsx';

/** The traveller's requests as cards, newest first: what was asked, and the team's answer once given. */
export function ServiceRequestList({ requests }: { requests: TravellerServiceRequest[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your service requests">
      {requests.map((request) => (
        <li key={request.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`service-${request.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start" mb={4}>
              <Text fw={700} id={`service-${request.id}`} style={{ overflowWrap: 'anywhere' }}>
                {request.service_label}
              </Text>
              <ServiceStatusBadge status={request.status} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {request.reference} · {request.trip ? `${request.trip} · ` : ''}
              {request.txid}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              Sent {formatDisplayDateTime(request.created_at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.details}
            </Text>
            {request.status === 'PRICED' && request.price_paise !== null && (
              <Alert color="green" mt="sm" title={`Price: ${formatRupees(request.price_paise)}`}>
                <Stack gap={4}>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {request.answer}
                  </Text>
                  <Text size="sm" fw={600}>
                    {SERVICE_REQUEST_MSG.payByLink}
                  </Text>
                </Stack>
              </Alert>
            )}
            {request.status === 'DECLINED' && (
              <Alert color="red" mt="sm" title="Not possible on this booking">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {request.answer}
                </Text>
              </Alert>
            )}
          </Card>
        </li>
      ))}
    </Stack>
  );
}

import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import type { TravellerSupportRequest } from '@tripsetu/domain/traveller-support.ts';
import { Link } from 'react-router';
import { supportPath } from '../support-form.ts';
import { SupportStatusBadge } from './SupportStatusBadge.tsx';

/** The traveller's requests as cards, newest first; each opens its thread. */
export function RequestList({ requests }: { requests: TravellerSupportRequest[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your requests">
      {requests.map((request) => (
        <li key={request.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`request-${request.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start" mb={4}>
              <Anchor
                component={Link}
                to={supportPath({ request: request.reference })}
                fw={700}
                id={`request-${request.id}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {request.subject}
              </Anchor>
              <SupportStatusBadge status={request.status} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {request.reference} · {request.category_label} · {request.trip ? `${request.trip} · ` : ''}
              {request.txid}
            </Text>
            <Text size="xs" c="dimmed">
              Updated {formatDisplayDateTime(request.updated_at)}
            </Text>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

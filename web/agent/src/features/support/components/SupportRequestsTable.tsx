import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { waitingTime } from '@tripsetu/domain/support-queue.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { SupportStatusBadge } from './SupportStatusBadge.tsx';

/** Who a request comes from: the agency, or a traveller on the consumer site (decision 027). */
export const requestFrom = (request: SupportRequestRow) =>
  request.channel === 'TRAVELLER' ? t('support.from.traveller') : request.agencyName;

/** How long an open request has waited since it was raised; nothing for one answered or closed. */
const waiting = (request: SupportRequestRow, now: number) =>
  request.status === 'OPEN' ? waitingTime(request.createdAt, now) : '';

/**
 * The requests, each reference opening its thread; administrators also see whom each is from, its topic
 * and how long an open one has waited (their queue: open ones first, oldest first).
 */
export function SupportRequestsTable({ requests, showAgency }: { requests: SupportRequestRow[]; showAgency: boolean }) {
  const now = Date.now();
  return (
    <Table.ScrollContainer minWidth={showAgency ? 1040 : 760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('support.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('support.col.reference')}</Table.Th>
            <Table.Th scope="col">{t('support.col.subject')}</Table.Th>
            <Table.Th scope="col">{t('support.col.bookingReference')}</Table.Th>
            {showAgency && <Table.Th scope="col">{t('support.col.from')}</Table.Th>}
            <Table.Th scope="col">{t('support.col.raisedBy')}</Table.Th>
            <Table.Th scope="col">{t('support.col.status')}</Table.Th>
            {showAgency && <Table.Th scope="col">{t('support.col.waiting')}</Table.Th>}
            <Table.Th scope="col">{t('support.col.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={ROUTES.supportRequest(request.id)} fw={600}>
                  {request.reference}
                </Anchor>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {request.subject}
                {request.category && (
                  <Text size="xs" c="dimmed">
                    {request.category}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{request.bookingReference || '—'}</Table.Td>
              {showAgency && <Table.Td>{requestFrom(request)}</Table.Td>}
              <Table.Td>{request.raisedBy}</Table.Td>
              {/* A badge may shrink to an ellipsis: the column keeps room for 'Answered'. */}
              <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 120 }}>
                <SupportStatusBadge status={request.status} />
              </Table.Td>
              {showAgency && <Table.Td style={{ whiteSpace: 'nowrap' }}>{waiting(request, now) || '—'}</Table.Td>}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The requests as cards on phones, so that the status shows without scrolling sideways. */
export function SupportRequestCards({ requests, showAgency }: { requests: SupportRequestRow[]; showAgency: boolean }) {
  const now = Date.now();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('support.list.tableLabel')}>
      {requests.map((request) => (
        <li key={request.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`support-${request.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Anchor component={Link} to={ROUTES.supportRequest(request.id)} fw={700} id={`support-${request.id}`}>
                {request.reference}
              </Anchor>
              <SupportStatusBadge status={request.status} />
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {request.subject}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                request.category,
                request.bookingReference && `${t('support.col.bookingReference')} ${request.bookingReference}`,
                showAgency && requestFrom(request),
                showAgency && waiting(request, now) && t('support.card.waiting', { time: waiting(request, now) }),
                t('support.card.updated', { at: formatDateTime(request.updatedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

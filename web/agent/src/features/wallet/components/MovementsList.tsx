import { Card, Group, Table, Text, Title } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { WalletMovement } from '@tripsetu/domain/wallet-api.ts';
import { CardFact, CardFacts, CardList, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import { type TextKey, t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

const KIND_LABEL: Record<string, TextKey> = {
  CREDIT_NOTE: 'wallet.admin.note.CREDIT_NOTE',
  DEBIT_NOTE: 'wallet.admin.note.DEBIT_NOTE',
  FUND_TRANSFER: 'wallet.admin.note.FUND_TRANSFER',
  FUND_REVERSAL: 'wallet.admin.note.FUND_REVERSAL',
  DEPOSIT: 'wallet.kind.DEPOSIT',
  BOOKING: 'wallet.kind.BOOKING',
  REFUND: 'wallet.kind.REFUND',
};
export const movementKind = (kind: string) => (KIND_LABEL[kind] ? t(KIND_LABEL[kind]) : kind);
const agencyOf = (movement: WalletMovement) =>
  movement.agencyCode ? `${movement.agencyName} (${movement.agencyCode})` : movement.agencyName;

export function MovementsTable({ movements }: { movements: WalletMovement[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={t('wallet.admin.movements.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('wallet.admin.movements.date')}</Table.Th>
            <Table.Th scope="col">{t('wallet.admin.movements.document')}</Table.Th>
            <Table.Th scope="col">{t('wallet.admin.movements.kind')}</Table.Th>
            <Table.Th scope="col">{t('wallet.col.agency')}</Table.Th>
            <Table.Th scope="col">{t('wallet.admin.movements.narration')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('wallet.col.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('wallet.admin.movements.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => (
            <Table.Tr key={movement.transactionId}>
              <Table.Td style={NO_WRAP}>{formatDateTime(movement.createdAt)}</Table.Td>
              <Table.Td style={NO_WRAP}>{movement.documentNo}</Table.Td>
              <Table.Td>{movementKind(movement.kind)}</Table.Td>
              <Table.Td>{agencyOf(movement)}</Table.Td>
              <Table.Td>{movement.narration}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(movement.amountPaise)}</Table.Td>
              <Table.Td>{movement.createdBy ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function MovementsCards({ movements }: { movements: WalletMovement[] }) {
  return (
    <CardList label={t('wallet.admin.movements.tableLabel')}>
      {movements.map((movement) => (
        <li key={movement.transactionId}>
          <Card
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-labelledby={`movement-${movement.transactionId}`}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={3} size="h5" id={`movement-${movement.transactionId}`}>
                {movement.documentNo} · {movementKind(movement.kind)}
              </Title>
              <Text fw={700} className="money" style={NO_WRAP}>
                {formatRupees(movement.amountPaise)}
              </Text>
            </Group>
            <CardFacts>
              <CardFact label={t('wallet.col.agency')}>{agencyOf(movement)}</CardFact>
              <CardFact label={t('wallet.admin.movements.narration')}>{movement.narration}</CardFact>
              <CardFact label={t('wallet.admin.movements.date')}>{formatDateTime(movement.createdAt)}</CardFact>
              <CardFact label={t('wallet.admin.movements.by')}>{movement.createdBy ?? '—'}</CardFact>
            </CardFacts>
          </Card>
        </li>
      ))}
    </CardList>
  );
}

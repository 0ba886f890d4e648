import { Anchor, Card, Group, Table, Text, Title } from '@mantine/core';

import { formatRupees } from '@tripsetu/domain/money.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { Link } from 'react-router';
import { CardFact, CardFacts, CardList, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { DepositStatusBadge } from './DepositStatusBadge.tsx';

export interface DepositsListProps {
  deposits: Deposit[];
  receiptPath: (depositId: number) => string;
}

function ReceiptLink({ deposit, receiptPath }: { deposit: Deposit } & Pick<DepositsListProps, 'receiptPath'>) {
  if (deposit.status !== 'APPROVED') return <Text size="sm">—</Text>;
  return (
    <Anchor component={Link} to={receiptPath(deposit.id)} size="sm" fw={600}>
      {deposit.receiptNo ?? t('wallet.viewReceipt')}
    </Anchor>
  );
}

const reference = (deposit: Deposit) => deposit.reference || t('wallet.noReference');

/** The agency's deposits as a table on wider screens. */
export function DepositsTable({ deposits, receiptPath }: DepositsListProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label={t('wallet.deposits.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('wallet.col.depositDate')}</Table.Th>
            <Table.Th scope="col">{t('wallet.col.mode')}</Table.Th>
            <Table.Th scope="col">{t('wallet.col.reference')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('wallet.col.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('wallet.col.status')}</Table.Th>
            <Table.Th scope="col">{t('wallet.col.receipt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((deposit) => (
            <Table.Tr key={deposit.id}>
              <Table.Td style={NO_WRAP}>{formatDate(deposit.depositDate)}</Table.Td>
              <Table.Td>{deposit.mode}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{reference(deposit)}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(deposit.amountPaise)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <DepositStatusBadge status={deposit.status} />
                {deposit.rejectionReason && (
                  <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'normal' }}>
                    {deposit.rejectionReason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <ReceiptLink deposit={deposit} receiptPath={receiptPath} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same deposits as cards on phones. */
export function DepositsCards({ deposits, receiptPath }: DepositsListProps) {
  return (
    <CardList label={t('wallet.deposits.tableLabel')}>
      {deposits.map((deposit) => (
        <li key={deposit.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`deposit-${deposit.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={3} size="h5" id={`deposit-${deposit.id}`} className="money">
                {formatRupees(deposit.amountPaise)} · {deposit.mode}
              </Title>
              <DepositStatusBadge status={deposit.status} />
            </Group>
            <CardFacts>
              <CardFact label={t('wallet.col.depositDate')}>{formatDate(deposit.depositDate)}</CardFact>
              <CardFact label={t('wallet.col.reference')}>{reference(deposit)}</CardFact>
              {deposit.rejectionReason && <CardFact label={t('wallet.col.reason')}>{deposit.rejectionReason}</CardFact>}
              {deposit.status === 'APPROVED' && (
                <CardFact label={t('wallet.col.receipt')}>
                  <ReceiptLink deposit={deposit} receiptPath={receiptPath} />
                </CardFact>
              )}
            </CardFacts>
          </Card>
        </li>
      ))}
    </CardList>
  );
}

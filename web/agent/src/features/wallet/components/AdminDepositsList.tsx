import { Anchor, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { Link } from 'react-router';
import { CardFact, CardFacts, CardList, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { DepositStatusBadge } from './DepositStatusBadge.tsx';

export interface AdminDepositsListProps {
  deposits: Deposit[];
  busyId?: number;
  onApprove: (deposit: Deposit) => void;
  onReject: (deposit: Deposit) => void;
  receiptPath: (depositId: number) => string;
}

const agencyOf = (deposit: Deposit) =>
  deposit.agencyCode ? `${deposit.agencyName} (${deposit.agencyCode})` : deposit.agencyName;

function Outcome({ deposit, receiptPath }: { deposit: Deposit; receiptPath: AdminDepositsListProps['receiptPath'] }) {
  if (deposit.status === 'APPROVED') {
    return (
      <Text size="sm">
        <Anchor component={Link} to={receiptPath(deposit.id)} fw={600}>
          {deposit.receiptNo ?? t('wallet.viewReceipt')}
        </Anchor>
        {' · '}
        {deposit.reviewedBy} · {formatDateTime(deposit.reviewedAt)}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {deposit.rejectionReason}
      <Text span size="xs" c="dimmed" display="block">
        {deposit.reviewedBy} · {formatDateTime(deposit.reviewedAt)}
      </Text>
    </Text>
  );
}

function Actions({
  deposit,
  busyId,
  onApprove,
  onReject,
}: { deposit: Deposit } & Omit<AdminDepositsListProps, 'deposits' | 'receiptPath'>) {
  const described = `admin-deposit-${deposit.id}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" onClick={() => onApprove(deposit)} loading={busyId === deposit.id} aria-describedby={described}>
        {t('wallet.admin.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => onReject(deposit)}
        disabled={busyId === deposit.id}
        aria-describedby={described}
      >
        {t('wallet.admin.reject')}
      </Button>
    </Group>
  );
}

/** Deposits of every agency as a table on wide screens. */
export function AdminDepositsTable({ deposits, ...props }: AdminDepositsListProps) {
  const pending = deposits.some((deposit) => deposit.status === 'PENDING');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={t('wallet.deposits.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('wallet.col.agency')}</Table.Th>
            <Table.Th scope="col" style={NO_WRAP}>
              {t('wallet.col.mode')}
            </Table.Th>
            <Table.Th scope="col">{t('wallet.col.reference')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('wallet.col.amount')}
            </Table.Th>
            <Table.Th scope="col" style={NO_WRAP}>
              {t('wallet.col.depositDate')}
            </Table.Th>
            <Table.Th scope="col">{t('wallet.col.requestedBy')}</Table.Th>
            <Table.Th scope="col">{pending ? t('wallet.col.actions') : t('wallet.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((deposit) => (
            <Table.Tr key={deposit.id}>
              <Table.Th scope="row" id={`admin-deposit-${deposit.id}`} fw={600}>
                {agencyOf(deposit)}
              </Table.Th>
              <Table.Td>{deposit.mode}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {deposit.reference || t('wallet.noReference')}
                <Text size="xs" c="dimmed">
                  {deposit.bankAccount}
                </Text>
              </Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(deposit.amountPaise)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatDate(deposit.depositDate)}</Table.Td>
              <Table.Td>
                {deposit.requestedBy}
                <Text size="xs" c="dimmed">
                  {formatDateTime(deposit.requestedAt)}
                </Text>
              </Table.Td>
              <Table.Td style={deposit.status === 'PENDING' ? NO_WRAP : undefined}>
                {deposit.status === 'PENDING' ? (
                  <Actions deposit={deposit} {...props} />
                ) : (
                  <Outcome deposit={deposit} receiptPath={props.receiptPath} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same deposits as cards on phones. */
export function AdminDepositsCards({ deposits, ...props }: AdminDepositsListProps) {
  return (
    <CardList label={t('wallet.deposits.tableLabel')}>
      {deposits.map((deposit) => (
        <li key={deposit.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`admin-deposit-${deposit.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={3} size="h5" id={`admin-deposit-${deposit.id}`} style={{ overflowWrap: 'anywhere' }}>
                {agencyOf(deposit)}
              </Title>
              <DepositStatusBadge status={deposit.status} />
            </Group>
            <CardFacts>
              <CardFact label={t('wallet.col.amount')}>
                <span className="money">{formatRupees(deposit.amountPaise)}</span>
              </CardFact>
              <CardFact label={t('wallet.col.mode')}>{deposit.mode}</CardFact>
              <CardFact label={t('wallet.col.reference')}>{deposit.reference || t('wallet.noReference')}</CardFact>
              <CardFact label={t('wallet.col.bankAccount')}>{deposit.bankAccount}</CardFact>
              <CardFact label={t('wallet.col.depositDate')}>{formatDate(deposit.depositDate)}</CardFact>
              <CardFact label={t('wallet.col.requestedBy')}>{deposit.requestedBy}</CardFact>
              {deposit.status !== 'PENDING' && (
                <CardFact label={deposit.status === 'APPROVED' ? t('wallet.col.receipt') : t('wallet.col.reason')}>
                  <Outcome deposit={deposit} receiptPath={props.receiptPath} />
                </CardFact>
              )}
            </CardFacts>
            {deposit.status === 'PENDING' && (
              <Group mt="sm">
                <Actions deposit={deposit} {...props} />
              </Group>
            )}
          </Card>
        </li>
      ))}
    </CardList>
  );
}

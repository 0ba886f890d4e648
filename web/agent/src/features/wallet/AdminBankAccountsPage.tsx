import { Badge, Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { STATUS_COLORS, useIsPhone } from '@tripsetu/ui/theme';
import { useState } from 'react';
import { CardFact, CardFacts, CardList, EmptyCard, LoadFailed, Loading, NO_WRAP } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAdminBankAccounts } from './api/get-admin-bank-accounts.ts';
import { BankAccountForm } from './components/BankAccountForm.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; account: BankAccount };

interface ListProps {
  accounts: BankAccount[];
  onEdit: (account: BankAccount) => void;
}

const headingId = (account: BankAccount) => `bank-account-${account.id}`;

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      color={active ? STATUS_COLORS.done : STATUS_COLORS.neutral}
      variant="filled"
      autoContrast
      style={{ flexShrink: 0 }}
      // A narrow table column would otherwise cut the label to "ACTI…".
      styles={{ label: { overflow: 'visible' } }}
    >
      {active ? t('bankAccounts.active') : t('bankAccounts.inactive')}
    </Badge>
  );
}

function EditButton({ account, onEdit }: { account: BankAccount; onEdit: ListProps['onEdit'] }) {
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => onEdit(account)}
      aria-label={t('bankAccounts.editLabel', { bank: account.bankName, number: account.accountNumber })}
    >
      {t('bankAccounts.edit')}
    </Button>
  );
}

/** The accounts as a table on wide screens. */
function BankAccountsTable({ accounts, onEdit }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label={t('bankAccounts.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bankAccounts.bankName')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.accountName')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.accountNumber')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.branch')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.ifsc')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.pan')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.status')}</Table.Th>
            <Table.Th scope="col">{t('bankAccounts.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Th scope="row" id={headingId(account)} fw={600}>
                {account.bankName}
              </Table.Th>
              <Table.Td>{account.accountName}</Table.Td>
              <Table.Td style={NO_WRAP} className="money">
                {account.accountNumber}
              </Table.Td>
              <Table.Td>{account.branch}</Table.Td>
              <Table.Td style={NO_WRAP}>{account.ifsc}</Table.Td>
              <Table.Td style={NO_WRAP}>{account.pan}</Table.Td>
              <Table.Td>
                <StatusBadge active={account.active} />
              </Table.Td>
              <Table.Td>
                <EditButton account={account} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The same accounts as cards on phones. */
function BankAccountsCards({ accounts, onEdit }: ListProps) {
  return (
    <CardList label={t('bankAccounts.tableLabel')}>
      {accounts.map((account) => (
        <li key={account.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={headingId(account)}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={2} size="h5" id={headingId(account)} style={{ overflowWrap: 'anywhere' }}>
                {account.bankName}
              </Title>
              <StatusBadge active={account.active} />
            </Group>
            <CardFacts>
              <CardFact label={t('bankAccounts.accountName')}>{account.accountName}</CardFact>
              <CardFact label={t('bankAccounts.accountNumber')}>
                <span className="money">{account.accountNumber}</span>
              </CardFact>
              <CardFact label={t('bankAccounts.branch')}>{account.branch}</CardFact>
              <CardFact label={t('bankAccounts.ifsc')}>{account.ifsc}</CardFact>
              <CardFact label={t('bankAccounts.pan')}>{account.pan}</CardFact>
            </CardFacts>
            <Group mt="sm">
              <EditButton account={account} onEdit={onEdit} />
            </Group>
          </Card>
        </li>
      ))}
    </CardList>
  );
}

/** Back office Bank Accounts: the TripSetu accounts agencies pay into, added and edited here (§3). */
export function AdminBankAccountsPage() {
  usePageTitle(t('bankAccounts.title'));
  const accounts = useAdminBankAccounts();
  const isPhone = useIsPhone();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);
  const listProps = {
    accounts: accounts.data ?? [],
    onEdit: (account: BankAccount) => setDialog({ kind: 'edit', account }),
  };

  const saved = (account: BankAccount, added: boolean) => {
    setDialog(null);
    const names = { bank: account.bankName, number: account.accountNumber };
    setBanner({
      id: Date.now(),
      variant: 'success',
      message: added ? t('bankAccounts.added', names) : t('bankAccounts.saved', names),
    });
  };

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('bankAccounts.title')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('bankAccounts.add')}</Button>
      </Group>
      <Text c="dimmed" mt="xs" mb="md">
        {t('bankAccounts.intro')}
      </Text>
      <Stack gap="md">
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        {accounts.isPending && <Loading text={t('bankAccounts.loading')} />}
        {accounts.isError && (
          <LoadFailed
            message={failureMessage(accounts.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void accounts.refetch()}
            retrying={accounts.isFetching}
          />
        )}
        {accounts.data &&
          (accounts.data.length === 0 ? (
            <EmptyCard text={t('bankAccounts.empty')} />
          ) : isPhone ? (
            <BankAccountsCards {...listProps} />
          ) : (
            <Card withBorder radius="md" p={0}>
              <BankAccountsTable {...listProps} />
            </Card>
          ))}
      </Stack>
      {dialog?.kind === 'add' && (
        <BankAccountForm onClose={() => setDialog(null)} onSaved={(account) => saved(account, true)} />
      )}
      {dialog?.kind === 'edit' && (
        <BankAccountForm
          account={dialog.account}
          onClose={() => setDialog(null)}
          onSaved={(account) => saved(account, false)}
        />
      )}
    </Container>
  );
}

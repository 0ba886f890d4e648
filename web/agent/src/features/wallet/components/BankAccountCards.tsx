import { Card, SimpleGrid, Title } from '@mantine/core';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { CardFact, CardFacts } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';

/** §3 Bank account: where an agency pays before it records the deposit. */
export function BankAccountCards({ accounts }: { accounts: BankAccount[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 1 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {accounts.map((account) => (
        <li key={account.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`bank-${account.id}`} h="100%">
            <Title order={3} size="h5" id={`bank-${account.id}`} mb="xs">
              {account.bankName}
            </Title>
            <CardFacts>
              <CardFact label={t('wallet.banks.bankName')}>{account.bankName}</CardFact>
              <CardFact label={t('wallet.banks.accountName')}>{account.accountName}</CardFact>
              <CardFact label={t('wallet.banks.accountNumber')}>
                <span className="money">{account.accountNumber}</span>
              </CardFact>
              <CardFact label={t('wallet.banks.branch')}>{account.branch}</CardFact>
              <CardFact label={t('wallet.banks.ifsc')}>{account.ifsc}</CardFact>
              <CardFact label={t('wallet.banks.pan')}>{account.pan}</CardFact>
            </CardFacts>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

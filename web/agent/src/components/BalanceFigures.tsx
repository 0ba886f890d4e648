import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import type { TextKey } from '../i18n/i18n.ts';
import { t } from '../i18n/i18n.ts';

/** §3 Balance, in the order an agent reads it, each with its definition (domain/wallet.ts). */
export const BALANCE_FIGURES: ReadonlyArray<{
  key: 'availablePaise' | 'mainBalancePaise' | 'creditLimitPaise' | 'duePaise';
  label: TextKey;
  hint: TextKey;
}> = [
  { key: 'availablePaise', label: 'wallet.available', hint: 'wallet.availableHint' },
  { key: 'mainBalancePaise', label: 'wallet.main', hint: 'wallet.mainHint' },
  { key: 'creditLimitPaise', label: 'wallet.creditLimit', hint: 'wallet.creditLimitHint' },
  { key: 'duePaise', label: 'wallet.due', hint: 'wallet.dueHint' },
];

/** The four figures as cards with their definitions. */
export function BalanceFigures({ balance }: { balance: WalletBalanceShape }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
      {BALANCE_FIGURES.map((figure) => (
        <Card
          key={figure.key}
          withBorder
          radius="md"
          p="md"
          className={figure.key === 'availablePaise' ? 'balance-figure balance-figure-main' : 'balance-figure'}
        >
          <Text component="dt" size="sm" fw={600} c="dimmed">
            {t(figure.label)}
          </Text>
          <Text component="dd" m={0} fw={800} fz={26} className="money">
            {formatRupees(balance[figure.key])}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {t(figure.hint)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

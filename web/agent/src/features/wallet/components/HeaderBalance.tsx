import { Anchor, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { BALANCE_FIGURES } from '../../../components/BalanceFigures.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useWalletBalance } from '../../../lib/get-balance.ts';

/** The portal header's 'Available balance ₹x'; a click shows the other three figures. */
export function HeaderBalance({ balancePath }: { balancePath: string }) {
  const balance = useWalletBalance();
  const [opened, setOpened] = useState(false);
  if (balance.isPending) {
    return (
      <Text size="sm" c="dimmed" className="header-balance" role="status">
        {t('wallet.header.loading')}
      </Text>
    );
  }
  if (!balance.data) {
    return (
      <Text size="sm" c="dimmed" className="header-balance">
        {t('wallet.header.failed')}
      </Text>
    );
  }
  const figures = balance.data;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={300} withArrow trapFocus>
      <Popover.Target>
        <UnstyledButton
          className="header-balance header-balance-button"
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          {t('wallet.header.available', { amount: formatRupees(figures.availablePaise) })}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Stack component="dl" gap={6} m={0}>
            {BALANCE_FIGURES.map((figure) => (
              <Group key={figure.key} justify="space-between" wrap="nowrap" gap="sm">
                <Text component="dt" size="sm" title={t(figure.hint)}>
                  {t(figure.label)}
                </Text>
                <Text component="dd" m={0} size="sm" fw={700} className="money">
                  {formatRupees(figures[figure.key])}
                </Text>
              </Group>
            ))}
          </Stack>
          <Anchor component={Link} to={balancePath} size="sm" fw={600} onClick={() => setOpened(false)}>
            {t('wallet.header.open')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Button, Card, Container, Group, Stack, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { RupeesOnlyNote } from '../../components/AlsoIn.tsx';
import { BalanceFigures } from '../../components/BalanceFigures.tsx';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { useWalletBalance } from '../../lib/get-balance.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeposits } from './api/get-deposits.ts';
import { DepositsCards, DepositsTable } from './components/DepositsList.tsx';
import { LowBalanceAlertForm } from './components/LowBalanceAlertForm.tsx';

/** Balance (§2, §3): the four figures with their definitions, the low-balance alert and the agency's deposits. */
export function BalancePage() {
  usePageTitle(t('wallet.balance.title'));
  const { can } = useSession();
  const isPhone = useIsPhone();
  const balance = useWalletBalance();
  const deposits = useDeposits();
  const listProps = { deposits: deposits.data ?? [], receiptPath: ROUTES.walletReceipt };

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={1} size="h2">
          {t('wallet.balance.title')}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={ROUTES.ledger} variant="default">
            {t('wallet.balance.ledger')}
          </Button>
          {can('wallet.deposit') && (
            <Button component={Link} to={ROUTES.walletUpload}>
              {t('wallet.balance.upload')}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap="lg">
        <RupeesOnlyNote />
        <section aria-labelledby="wallet-figures-heading">
          <Title order={2} size="h4" id="wallet-figures-heading" mb="sm" className="visually-hidden">
            {t('wallet.balance.figures')}
          </Title>
          {balance.isPending && <Loading text={t('wallet.balance.loading')} />}
          {balance.isError && (
            <LoadFailed
              message={failureMessage(balance.error, AGENT_MSG.loadDetailsFailed)}
              onRetry={() => void balance.refetch()}
              retrying={balance.isFetching}
            />
          )}
          {balance.data && <BalanceFigures balance={balance.data} />}
        </section>
        {can('wallet.deposit') && balance.data && (
          <LowBalanceAlertForm thresholdPaise={balance.data.lowBalanceThresholdPaise} />
        )}
        <section aria-labelledby="wallet-deposits-heading">
          <Title order={2} size="h4" id="wallet-deposits-heading" mb="sm">
            {t('wallet.deposits.title')}
          </Title>
          {deposits.isPending && <Loading text={t('wallet.deposits.loading')} />}
          {deposits.isError && (
            <LoadFailed
              message={failureMessage(deposits.error, AGENT_MSG.loadDetailsFailed)}
              onRetry={() => void deposits.refetch()}
              retrying={deposits.isFetching}
            />
          )}
          {deposits.data &&
            (deposits.data.length === 0 ? (
              <EmptyCard text={t('wallet.deposits.empty')} />
            ) : isPhone ? (
              <DepositsCards {...listProps} />
            ) : (
              <Card withBorder radius="md" p={0}>
                <DepositsTable {...listProps} />
              </Card>
            ))}
        </section>
      </Stack>
    </Container>
  );
}

import { Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { BalanceFigures } from '../../components/BalanceFigures.tsx';
import { DetailSection } from '../../components/DetailSection.tsx';
import { GatewayPayForm } from '../../components/GatewayPayForm.tsx';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { useWalletBalance } from '../../lib/get-balance.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { paiseToRupeesText } from '../../lib/wallet-rules.ts';

/** Make Payment (§2 main menu): the agency repays its due through the payment gateway. */
export function MakePaymentPage() {
  usePageTitle(t('payments.make.title'));
  const balance = useWalletBalance();
  const due = balance.data?.duePaise ?? 0;

  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('payments.make.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('payments.make.intro')}
      </Text>
      {balance.isPending && <Loading text={t('payments.make.loading')} />}
      {balance.isError && (
        <LoadFailed
          message={failureMessage(balance.error, AGENT_MSG.loadDetailsFailed)}
          onRetry={() => void balance.refetch()}
          retrying={balance.isFetching}
        />
      )}
      {balance.data && (
        <Stack gap="lg">
          <BalanceFigures balance={balance.data} />
          {due <= 0 ? (
            <Card withBorder radius="md" p="xl" ta="center">
              <Stack gap="sm" align="center">
                <Text fw={600}>{PAYMENT_MSG.nothingDue}</Text>
                <Button component={Link} to={ROUTES.walletUpload}>
                  {t('payments.make.upload')}
                </Button>
              </Stack>
            </Card>
          ) : (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <DetailSection id="make-payment" title={t('payments.form.label')}>
                  <Text mb="md">
                    {t('payments.make.dueNow')}:{' '}
                    <Text component="strong" fw={800} className="money">
                      {formatRupees(due)}
                    </Text>
                  </Text>
                  <GatewayPayForm purpose="DUE_PAYMENT" duePaise={due} initialAmount={paiseToRupeesText(due)} />
                </DetailSection>
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      )}
    </Container>
  );
}

import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import type { GatewayPayment } from '@tripsetu/domain/payments-api.ts';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { CardFact, CardFacts, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { WALLET_KEY } from '../../lib/get-balance.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { usePayment } from './api/get-payment.ts';

const BACK = { WALLET_TOPUP: ROUTES.walletUpload, DUE_PAYMENT: ROUTES.makePayment } as const;

function PaymentFacts({ payment }: { payment: GatewayPayment }) {
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby="payment-facts">
      <Title order={2} size="h4" id="payment-facts" mb="sm" className="money">
        {formatRupees(payment.totalPaise)}
      </Title>
      <CardFacts>
        <CardFact label={t('payments.result.purpose')}>{t(`payments.result.purpose.${payment.purpose}`)}</CardFact>
        <CardFact label={t('payments.summary.toWallet')}>{formatRupees(payment.amountPaise)}</CardFact>
        <CardFact label={t('payments.summary.charge')}>{formatRupees(payment.chargePaise)}</CardFact>
        <CardFact label={t('payments.result.order')}>{payment.orderRef}</CardFact>
        {payment.providerPaymentId && (
          <CardFact label={t('payments.result.paymentId')}>{payment.providerPaymentId}</CardFact>
        )}
        {payment.method && <CardFact label={t('payments.result.method')}>{payment.method}</CardFact>}
        <CardFact label={t('payments.result.started')}>{formatDateTime(payment.createdAt)}</CardFact>
        {payment.settledAt && (
          <CardFact label={t('payments.result.settled')}>{formatDateTime(payment.settledAt)}</CardFact>
        )}
      </CardFacts>
    </Card>
  );
}

/** Where the payment gateway sends the payer back: paid, failed, or not confirmed yet. */
export function PaymentResultPage() {
  usePageTitle(t('payments.result.title'));
  const { orderRef = '' } = useParams();
  const { can } = useSession();
  const payment = usePayment(orderRef);
  const queryClient = useQueryClient();
  const status = payment.data?.status;

  // A payment just confirmed changes the balance in the header and on the Balance page.
  useEffect(() => {
    if (status === 'PAID') void queryClient.invalidateQueries({ queryKey: [...WALLET_KEY, 'balance'] });
  }, [status, queryClient]);

  return (
    <Container size="sm" py="md">
      <Title order={1} size="h2" mb="md">
        {t('payments.result.title')}
      </Title>
      {payment.isPending && <Loading text={t('payments.result.loading')} />}
      {payment.isError && (
        <Alert color="red" role="alert">
          {payment.error instanceof ApiFailure && payment.error.status === 404
            ? t('payments.result.notFound')
            : failureMessage(payment.error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {payment.data && (
        <Stack gap="md">
          {payment.data.status === 'PAID' && (
            <Alert color="green" role="status" title={t('payments.result.paidTitle')}>
              {PAYMENT_MSG.paid}
            </Alert>
          )}
          {payment.data.status === 'FAILED' && (
            <Alert color="red" role="alert" title={t('payments.result.failedTitle')}>
              <Text size="sm">{PAYMENT_MSG.failed}</Text>
              {payment.data.failureReason && (
                <Text size="sm">{t('payments.result.reason', { reason: payment.data.failureReason })}</Text>
              )}
            </Alert>
          )}
          {payment.data.status === 'CREATED' && (
            <Alert color="yellow" role="status" title={t('payments.result.pendingTitle')}>
              {PAYMENT_MSG.pending}
            </Alert>
          )}
          <PaymentFacts payment={payment.data} />
          <Group gap="sm">
            {payment.data.status === 'PAID' && payment.data.depositId !== null && (
              <Button component={Link} to={ROUTES.walletReceipt(payment.data.depositId)}>
                {t('payments.result.receipt')}
              </Button>
            )}
            {payment.data.status !== 'PAID' && payment.data.checkoutUrl && can('wallet.deposit') && (
              <Button component="a" href={payment.data.checkoutUrl}>
                {payment.data.status === 'FAILED' ? t('payments.result.retry') : t('payments.result.continue')}
              </Button>
            )}
            {payment.data.status === 'CREATED' && (
              <Button variant="default" onClick={() => void payment.refetch()} loading={payment.isFetching}>
                {t('payments.result.check')}
              </Button>
            )}
            <Button component={Link} to={ROUTES.wallet} variant="default">
              {t('payments.result.balance')}
            </Button>
          </Group>
          {payment.data.status === 'FAILED' && can('wallet.deposit') && (
            <Anchor component={Link} to={BACK[payment.data.purpose]} fw={600}>
              {t(`payments.result.back.${payment.data.purpose}`)}
            </Anchor>
          )}
        </Stack>
      )}
    </Container>
  );
}

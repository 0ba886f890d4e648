import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  GATEWAY_CONFIRMATION_CHARGE_PAISE,
  gatewayAmountError,
  gatewayTotalPaise,
  type PaymentPurpose,
} from '@tripsetu/domain/payments.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { t } from '../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../lib/api.ts';
import { useCreatePayment } from '../lib/create-payment.ts';
import { createSubmissionKeys } from '../lib/wallet-rules.ts';

/** The browser leaves for the gateway's hosted page (a test replaces this). */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/**
 * An amount to pay through the payment gateway, with what reaches the wallet, the §9 ₹1 confirmation
 * charge and the total; submitting creates the order and takes the browser to the gateway's page.
 */
export function GatewayPayForm({
  purpose,
  duePaise = 0,
  initialAmount = '',
}: {
  purpose: PaymentPurpose;
  duePaise?: number;
  initialAmount?: string;
}) {
  const create = useCreatePayment();
  const keys = useRef(createSubmissionKeys());
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const paise = rupeesTextToPaise(amount);
  const valid = gatewayAmountError(purpose, amount, duePaise) === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const message = gatewayAmountError(purpose, amount, duePaise);
    setError(message ?? undefined);
    if (message) {
      document.querySelector<HTMLElement>('input[name="amount"]')?.focus();
      return;
    }
    const body = { purpose, amount: amount.trim().replaceAll(',', '') };
    try {
      const payment = await create.mutateAsync({ body, key: keys.current.keyFor(body) });
      keys.current.done();
      if (!payment.checkoutUrl) throw new Error('no checkout page');
      setLeaving(true);
      goTo.assign(payment.checkoutUrl);
    } catch (caught) {
      setError(fieldErrors(caught).amount);
      setFailure(failureMessage(caught, AGENT_MSG.submitFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('payments.form.label')}>
      <Stack gap="md">
        <TextField
          label={t('payments.amount')}
          name="amount"
          required
          inputMode="decimal"
          autoComplete="off"
          description={
            purpose === 'DUE_PAYMENT'
              ? t('payments.amountHint.due', { amount: formatRupees(duePaise) })
              : t('payments.amountHint.topup')
          }
          value={amount}
          error={error}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
        />
        <Card withBorder radius="md" p="md" component="section" aria-labelledby="pay-summary-heading">
          <Text fw={700} id="pay-summary-heading" mb="xs">
            {t('payments.summary.title')}
          </Text>
          <Stack component="dl" gap={4} m={0}>
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt">{t('payments.summary.toWallet')}</Text>
              <Text component="dd" m={0} className="money">
                {valid ? formatRupees(paise) : '—'}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt">{t('payments.summary.charge')}</Text>
              <Text component="dd" m={0} className="money">
                {formatRupees(GATEWAY_CONFIRMATION_CHARGE_PAISE)}
              </Text>
            </Group>
            <Group
              justify="space-between"
              wrap="nowrap"
              pt={4}
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text component="dt" fw={700}>
                {t('payments.summary.total')}
              </Text>
              <Text component="dd" m={0} fw={800} className="money">
                {valid ? formatRupees(gatewayTotalPaise(paise)) : '—'}
              </Text>
            </Group>
          </Stack>
          <Text size="sm" c="dimmed" mt="sm">
            {t('payments.summary.chargeNote')}
          </Text>
        </Card>
        <Text size="sm">{t('payments.redirectNote')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {leaving && (
          <Text role="status" size="sm" fw={600}>
            {t('payments.redirecting')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending || leaving}>
            {valid
              ? t('payments.proceed', { amount: formatRupees(gatewayTotalPaise(paise)) })
              : t('payments.proceedEmpty')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

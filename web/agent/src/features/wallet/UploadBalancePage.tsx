import { Alert, Button, Card, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  DEPOSIT_DATE_MAX_AGE_DAYS,
  type DepositErrors,
  type DepositForm,
  WALLET_MSG_DECIDED,
} from '@tripsetu/domain/wallet.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { DetailSection } from '../../components/DetailSection.tsx';
import { GatewayPayForm } from '../../components/GatewayPayForm.tsx';
import { CardFact, CardFacts, EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { formatDate } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  createSubmissionKeys,
  depositBody,
  depositErrors,
  depositFieldsFor,
  EMPTY_DEPOSIT,
  GATEWAY_MODE,
  UPLOAD_MODES,
} from '../../lib/wallet-rules.ts';
import { useCreateDeposit } from './api/create-deposit.ts';
import { useBankAccounts } from './api/get-bank-accounts.ts';
import { BankAccountCards } from './components/BankAccountCards.tsx';
import { DepositStatusBadge } from './components/DepositStatusBadge.tsx';

/** The deposit just recorded, waiting for TripSetu. */
function RecordedDeposit({ deposit, onAnother }: { deposit: Deposit; onAnother: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="green"
        role="status"
        title={t('wallet.upload.pendingTitle')}
        styles={{ label: { color: '#1e6b2e' } }}
      >
        {WALLET_MSG_DECIDED.depositRecorded}
      </Alert>
      <Card withBorder radius="md" p="md" component="article" aria-labelledby="recorded-deposit">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
          <Title order={2} size="h4" id="recorded-deposit" className="money">
            {formatRupees(deposit.amountPaise)} · {deposit.mode}
          </Title>
          <DepositStatusBadge status={deposit.status} />
        </Group>
        <CardFacts>
          <CardFact label={t('wallet.col.depositDate')}>{formatDate(deposit.depositDate)}</CardFact>
          <CardFact label={t('wallet.col.reference')}>{deposit.reference || t('wallet.noReference')}</CardFact>
          <CardFact label={t('wallet.col.bankAccount')}>{deposit.bankAccount}</CardFact>
          <CardFact label={t('wallet.col.requestedBy')}>{deposit.requestedBy}</CardFact>
        </CardFacts>
      </Card>
      <Group gap="sm">
        <Button onClick={onAnother}>{t('wallet.upload.another')}</Button>
        <Button component={Link} to={ROUTES.wallet} variant="default">
          {t('wallet.receipt.back')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Upload Balance (§2, §3 Deposit, §5): record an offline payment into a TripSetu account for approval. */
export function UploadBalancePage() {
  usePageTitle(t('wallet.upload.title'));
  const accounts = useBankAccounts();
  const create = useCreateDeposit();
  const keys = useRef(createSubmissionKeys());
  const [form, setForm] = useState<DepositForm>(EMPTY_DEPOSIT);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Deposit | null>(null);
  const today = todayInIndia();
  const fields = depositFieldsFor(form.mode);

  const field = (name: keyof DepositForm) => ({
    value: form[name],
    error: errors[name],
    onChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = depositErrors(form, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body = depositBody(form);
    try {
      const deposit = await create.mutateAsync({ body, key: keys.current.keyFor(body) });
      keys.current.done();
      setRecorded(deposit);
      setForm(EMPTY_DEPOSIT);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  const accountOptions = (accounts.data ?? []).map((account) => ({
    value: String(account.id),
    label: t('wallet.upload.bankAccountOption', { bank: account.bankName, number: account.accountNumber }),
  }));

  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('wallet.upload.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('wallet.upload.intro')}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DetailSection id="deposit-form" title={t('wallet.upload.formLabel')}>
            {recorded ? (
              <RecordedDeposit deposit={recorded} onAnother={() => setRecorded(null)} />
            ) : (
              <Stack gap="md">
                <SelectField
                  label={t('wallet.upload.mode')}
                  name="mode"
                  required
                  placeholder={t('wallet.upload.modePick')}
                  data={UPLOAD_MODES.map((mode) => ({ value: mode, label: mode }))}
                  {...field('mode')}
                />
                {form.mode === GATEWAY_MODE ? (
                  <GatewayPayForm purpose="WALLET_TOPUP" initialAmount={form.amount} />
                ) : (
                  <form onSubmit={submit} noValidate aria-labelledby="deposit-form-heading">
                    <Stack gap="md">
                      <SimpleGrid cols={{ base: 1, sm: 2 }}>
                        {fields.reference && (
                          <TextField
                            label={t('wallet.upload.reference')}
                            name="reference"
                            required
                            autoComplete="off"
                            maxLength={30}
                            {...field('reference')}
                          />
                        )}
                        {fields.accountNumber && (
                          <TextField
                            label={t('wallet.upload.accountNumber')}
                            name="accountNumber"
                            required
                            inputMode="numeric"
                            autoComplete="off"
                            maxLength={18}
                            {...field('accountNumber')}
                          />
                        )}
                        {fields.holderName && (
                          <TextField
                            label={t('wallet.upload.holderName')}
                            name="holderName"
                            required
                            autoComplete="off"
                            maxLength={100}
                            {...field('holderName')}
                          />
                        )}
                        {fields.branch && (
                          <TextField
                            label={t('wallet.upload.branch')}
                            name="branch"
                            required
                            autoComplete="off"
                            maxLength={100}
                            {...field('branch')}
                          />
                        )}
                        <DateField
                          label={t('wallet.upload.depositDate')}
                          name="depositDate"
                          required
                          maxDate={today}
                          minDate={addDays(today, -DEPOSIT_DATE_MAX_AGE_DAYS)}
                          value={form.depositDate || null}
                          onChange={(value) => field('depositDate').onChange(value ?? '')}
                          error={errors.depositDate}
                        />
                        <TextField
                          label={t('wallet.upload.amount')}
                          name="amount"
                          required
                          inputMode="decimal"
                          autoComplete="off"
                          description={t('wallet.upload.amountHint')}
                          {...field('amount')}
                        />
                      </SimpleGrid>
                      <SelectField
                        label={t('wallet.upload.bankAccount')}
                        name="bankAccountId"
                        required
                        placeholder={
                          accounts.isPending
                            ? t('wallet.upload.bankAccountsLoading')
                            : t('wallet.upload.bankAccountPick')
                        }
                        data={accountOptions}
                        {...field('bankAccountId')}
                      />
                      {failure && (
                        <Alert color="red" role="alert">
                          {failure}
                        </Alert>
                      )}
                      <Group justify="flex-end">
                        <Button type="submit" loading={create.isPending}>
                          {t('wallet.upload.submit')}
                        </Button>
                      </Group>
                    </Stack>
                  </form>
                )}
              </Stack>
            )}
          </DetailSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-labelledby="bank-accounts-heading">
            <Title order={2} size="h4" id="bank-accounts-heading" mb="sm">
              {t('wallet.banks.title')}
            </Title>
            {accounts.isPending && <Loading text={t('wallet.upload.bankAccountsLoading')} />}
            {accounts.isError && (
              <LoadFailed
                message={failureMessage(accounts.error, AGENT_MSG.loadDetailsFailed)}
                onRetry={() => void accounts.refetch()}
                retrying={accounts.isFetching}
              />
            )}
            {accounts.data &&
              (accounts.data.length === 0 ? (
                <EmptyCard text={t('wallet.banks.empty')} />
              ) : (
                <BankAccountCards accounts={accounts.data} />
              ))}
          </section>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

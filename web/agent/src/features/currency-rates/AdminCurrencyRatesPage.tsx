import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import {
  CURRENCIES,
  CURRENCY_MSG,
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRateBody,
  currencyRateErrors,
  FOREIGN_CODES,
} from '@tripsetu/domain/currencies.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { AddFormFooter } from '../../components/FormOutcome.tsx';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { api, failureMessage } from '../../lib/api.ts';
import { useCurrencyRates } from '../../lib/display-currency.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDraftForm } from '../../lib/use-draft-form.ts';
import { RatesList } from './components/RatesList.tsx';
import { RATES_TEXT as TEXT } from './rates-text.ts';

const OPTIONS = FOREIGN_CODES.map((code) => ({
  value: code,
  label: `${code} · ${CURRENCIES.find((currency) => currency.code === code)?.name ?? code}`,
}));
type Draft = { currency: CurrencyCode; day: string; inrPerUnit: string };
const FIELD_LABELS: Record<string, string> = { currency: TEXT.currency, day: TEXT.day, inrPerUnit: TEXT.rate };

function RateForm() {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: CurrencyRateBody) => api<CurrencyRate>('/admin/currency-rates', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['currency-rates'] }),
  });
  const { draft, set, errors, outcome, setOutcome, submit, problems } = useDraftForm<
    Draft,
    CurrencyRateBody,
    Partial<Record<keyof CurrencyRateBody, string>>
  >({
    empty: () => ({ currency: 'AED', day: todayInIndia(), inrPerUnit: '' }),
    read: (typed) => ({ body: typed, errors: currencyRateErrors(typed, todayInIndia()) }),
    send: (body) => add.mutateAsync(body),
  });
  const field = (name: keyof Draft) => ({
    id: `rate-${name}`,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => set(name, value as never),
  });
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rate-form-heading">
      <Title order={2} size="h4" id="rate-form-heading" mb="md">
        {TEXT.formTitle}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="rate-form-heading">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField label={TEXT.currency} required data={OPTIONS} {...field('currency')} />
            <TextField label={TEXT.day} type="date" required max={todayInIndia()} {...field('day')} />
            <TextField
              label={TEXT.rate}
              description={TEXT.rateHint}
              required
              inputMode="decimal"
              maxLength={16}
              autoComplete="off"
              {...field('inrPerUnit')}
            />
          </SimpleGrid>
          <AddFormFooter
            outcome={outcome}
            added={CURRENCY_MSG.added}
            summary={TEXT.summary}
            problems={problems}
            labelOf={(name) => FIELD_LABELS[name] ?? name}
            onClose={() => setOutcome(null)}
            submit={TEXT.submit}
            pending={add.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}

/** Currency rates (issue 25, decision 041): the back office sets each display currency's rate for a day. */
export function AdminCurrencyRatesPage() {
  usePageTitle(t('currencyRates.menu'));
  const rates = useCurrencyRates();
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('currencyRates.menu')}
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        {TEXT.intro}
      </Text>
      <Stack gap="md">
        <RateForm />
        {rates.isPending ? (
          <Loading text={TEXT.loading} />
        ) : rates.isError ? (
          <LoadFailed
            message={failureMessage(rates.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void rates.refetch()}
            retrying={rates.isFetching}
          />
        ) : (
          <RatesList rates={rates.data.rates} />
        )}
      </Stack>
    </Container>
  );
}

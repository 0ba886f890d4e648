import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { validateLedgerRange, WALLET_MSG } from '@tripsetu/domain/wallet.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { useIsPhone } from '@tripsetu/ui/theme';
import { type FormEvent, useState } from 'react';
import { RupeesOnlyNote } from '../../components/AlsoIn.tsx';
import { Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, fieldErrors } from '../../lib/api.ts';
import { formatDate } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { defaultLedgerRange } from '../../lib/wallet-rules.ts';
import { useDownloadLedger } from './api/download-ledger.ts';
import { useLedger } from './api/get-ledger.ts';
import { LedgerCards, LedgerTable, LedgerTotals } from './components/LedgerView.tsx';

type Range = { from: string; to: string };

/** Ledger (§2, §3, §5): at most 7 days of rows with running balance, and the same rows as Excel. */
export function LedgerPage() {
  usePageTitle(t('wallet.ledger.title'));
  const isPhone = useIsPhone();
  const today = todayInIndia();
  const [draft, setDraft] = useState<Range>(() => defaultLedgerRange(today));
  const [range, setRange] = useState<Range | null>(() => defaultLedgerRange(today));
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const ledger = useLedger(range);
  const download = useDownloadLedger();

  const checked = (): Range | null => {
    const found = validateLedgerRange(draft.from, draft.to);
    setErrors(found);
    return Object.keys(found).length === 0 ? draft : null;
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    const next = checked();
    if (!next) return;
    download.reset();
    if (range && next.from === range.from && next.to === range.to) void ledger.refetch();
    else setRange(next);
  };
  const downloadExcel = () => {
    const next = checked();
    if (next) download.mutate(next);
  };
  const setDate = (name: keyof Range) => (value: string | null) => {
    setDraft((current) => ({ ...current, [name]: value ?? '' }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  // A refused range carries its messages under the fields; anything else is §8's one message.
  const serverFields = ledger.isError ? fieldErrors(ledger.error) : {};
  const refusedRange = ledger.error instanceof ApiFailure && ledger.error.status === 422;

  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('wallet.ledger.title')}
      </Title>
      <Stack gap="md">
        <RupeesOnlyNote />
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={show} noValidate aria-label={t('wallet.ledger.formLabel')}>
            <Group align="flex-start" gap="md">
              <div className="ledger-date">
                <DateField
                  label={t('wallet.ledger.from')}
                  name="from"
                  required
                  maxDate={today}
                  value={draft.from || null}
                  onChange={setDate('from')}
                  error={errors.from ?? serverFields.from}
                />
              </div>
              <div className="ledger-date">
                <DateField
                  label={t('wallet.ledger.to')}
                  name="to"
                  required
                  maxDate={today}
                  value={draft.to || null}
                  onChange={setDate('to')}
                  error={errors.to ?? serverFields.to}
                />
              </div>
              <Group gap="sm" className="ledger-actions">
                <Button type="submit" loading={ledger.isFetching}>
                  {t('wallet.ledger.show')}
                </Button>
                <Button variant="default" onClick={downloadExcel} loading={download.isPending}>
                  {t('wallet.ledger.download')}
                </Button>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              {t('wallet.ledger.rangeHint')}
            </Text>
          </form>
        </Card>
        {download.isError && (
          <Alert color="red" role="alert">
            {WALLET_MSG.ledgerFailed}
          </Alert>
        )}
        {ledger.isPending && range && <Loading text={t('wallet.ledger.loading')} />}
        {ledger.isError && !refusedRange && (
          <Alert color="red" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{WALLET_MSG.ledgerFailed}</Text>
              <Button size="xs" variant="default" onClick={() => void ledger.refetch()} loading={ledger.isFetching}>
                {t('wallet.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {ledger.data && (
          <section aria-labelledby="ledger-period-heading">
            <Title order={2} size="h4" id="ledger-period-heading" mb="sm">
              {t('wallet.ledger.period', { from: formatDate(ledger.data.from), to: formatDate(ledger.data.to) })}
            </Title>
            <Stack gap="md">
              <LedgerTotals ledger={ledger.data} />
              {isPhone ? <LedgerCards ledger={ledger.data} /> : <LedgerTable ledger={ledger.data} />}
            </Stack>
          </section>
        )}
      </Stack>
    </Container>
  );
}

import { Card, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BalanceFigures } from '../../components/BalanceFigures.tsx';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { useApprovedAgencies } from '../../lib/get-agencies.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAgencyWallet } from './api/get-agency-wallet.ts';
import { useMovements } from './api/get-movements.ts';
import { CreditLimitForm } from './components/CreditLimitForm.tsx';
import { MovementsCards, MovementsTable } from './components/MovementsList.tsx';
import { NoteForm } from './components/NoteForm.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function AgencyWallet({ agencyId, agencyName }: { agencyId: number; agencyName: string }) {
  const wallet = useAgencyWallet(agencyId);
  return (
    <section aria-labelledby="agency-wallet-heading">
      <Title order={2} size="h4" id="agency-wallet-heading" mb="sm">
        {t('wallet.admin.agencyWallet', { agency: agencyName })}
      </Title>
      {wallet.isPending && <Loading text={t('wallet.balance.loading')} />}
      {wallet.isError && (
        <LoadFailed
          message={failureMessage(wallet.error, AGENT_MSG.loadDetailsFailed)}
          onRetry={() => void wallet.refetch()}
          retrying={wallet.isFetching}
        />
      )}
      {wallet.data && (
        <Stack gap="md">
          <BalanceFigures balance={wallet.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <CreditLimitForm
                key={agencyId}
                agencyId={agencyId}
                agencyName={agencyName}
                creditLimitPaise={wallet.data.creditLimitPaise}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <NoteForm key={agencyId} agencyId={agencyId} agencyName={agencyName} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </section>
  );
}

function Movements() {
  const isPhone = useIsPhone();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const movements = useMovements(debounced);
  return (
    <section aria-labelledby="movements-heading">
      <Title order={2} size="h4" id="movements-heading" mb="sm">
        {t('wallet.admin.movements.title')}
      </Title>
      <Stack gap="md">
        <TextField
          label={t('wallet.admin.movements.search')}
          description={t('wallet.admin.movements.searchHint')}
          type="search"
          value={search}
          onChange={setSearch}
          maw={{ base: '100%', sm: 480 }}
          rightSection={movements.isFetching && !movements.isPending ? <Loader size="xs" aria-hidden /> : null}
        />
        {movements.isPending && <Loading text={t('wallet.admin.movements.loading')} />}
        {movements.isError && (
          <LoadFailed
            message={failureMessage(movements.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void movements.refetch()}
            retrying={movements.isFetching}
          />
        )}
        {movements.data &&
          (movements.data.length === 0 ? (
            <EmptyCard text={t('wallet.admin.movements.empty')} />
          ) : isPhone ? (
            <MovementsCards movements={movements.data} />
          ) : (
            <Card withBorder radius="md" p={0}>
              <MovementsTable movements={movements.data} />
            </Card>
          ))}
      </Stack>
    </section>
  );
}

/** Back office Wallet Movements: an agency's balance, its credit limit and notes; every agency's movements. */
export function AdminWalletPage() {
  usePageTitle(t('wallet.admin.wallet.title'));
  const agencies = useApprovedAgencies();
  const [params, setParams] = useSearchParams();
  const agencyId = params.get('agency') ?? '';
  const agency = agencies.data?.find((row) => String(row.agencyId) === agencyId);

  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('wallet.admin.wallet.title')}
      </Title>
      <Stack gap="xl">
        <Stack gap="md">
          {agencies.isError ? (
            <LoadFailed
              message={failureMessage(agencies.error, AGENT_MSG.loadDetailsFailed)}
              onRetry={() => void agencies.refetch()}
              retrying={agencies.isFetching}
            />
          ) : (
            <SelectField
              label={t('wallet.admin.agency')}
              placeholder={agencies.isPending ? t('wallet.admin.agenciesLoading') : t('wallet.admin.agencyPick')}
              value={agency ? agencyId : ''}
              onChange={(value) => setParams(value ? { agency: value } : {}, { replace: true })}
              data={(agencies.data ?? []).map((row) => ({
                value: String(row.agencyId),
                label: row.agencyCode
                  ? t('wallet.admin.agencyOption', { name: row.companyName, code: row.agencyCode })
                  : row.companyName,
              }))}
              maw={{ base: '100%', sm: 480 }}
            />
          )}
          {agency ? (
            <AgencyWallet agencyId={agency.agencyId} agencyName={agency.companyName} />
          ) : (
            <Text c="dimmed">{t('wallet.admin.pickAgency')}</Text>
          )}
        </Stack>
        <Movements />
      </Stack>
    </Container>
  );
}

import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { VISA_STATUSES, type VisaStatus } from '@tripsetu/domain/visas.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { BookingTabs } from '../../components/BookingTabs.tsx';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useVisaApplications } from './api/visas.ts';
import { ApplicationsList } from './components/ApplicationsList.tsx';
import './visa-words.ts';

const isStatus = (value: string | null): value is VisaStatus => VISA_STATUSES.some((status) => status === value);

/**
 * Visa applications (decision 043): Manage Bookings' Visas tab for an agency, the back office's queue of every
 * agency's; the status and the search live in the address.
 */
export function VisaApplicationsPage() {
  usePageTitle(t('visas.list.title'));
  const { can } = useSession();
  const backOffice = can('visas.admin');
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as VisaStatus) : '';
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const applications = useVisaApplications({ status, q });
  const setFilter = (change: { status?: string; q?: string }) => {
    const next = { status, q, ...change };
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true });
  };
  const rows = applications.data ?? [];
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        {!backOffice && <BookingTabs current="visas" />}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {t('visas.list.title')}
          </Title>
          {can('visas.apply') && (
            <Button component={Link} to={ROUTES.visas}>
              {t('visas.apply.title')}
            </Button>
          )}
        </Group>
        <Group
          component="form"
          align="flex-end"
          wrap="wrap"
          gap="sm"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ q: typed.trim() });
          }}
        >
          <SelectField
            label={t('visas.list.status')}
            data={[
              { value: '', label: t('visas.list.allStatuses') },
              ...VISA_STATUSES.map((value) => ({ value, label: t(`visas.status.${value}` as const) })),
            ]}
            value={status}
            onChange={(value) => setFilter({ status: value })}
            w={200}
          />
          <TextField label={t('visas.list.search')} value={typed} onChange={setTyped} maxLength={40} w={280} />
          <Button type="submit" variant="default">
            {t('visas.list.searchButton')}
          </Button>
        </Group>
        {applications.isPending && <Loading text={t('visas.list.loading')} />}
        {applications.isError && (
          <LoadFailed
            message={failureMessage(applications.error, t('visas.list.failed'))}
            onRetry={() => void applications.refetch()}
            retrying={applications.isFetching}
          />
        )}
        {applications.isSuccess && rows.length === 0 && <EmptyCard text={t('visas.list.none')} />}
        {rows.length > 0 && <ApplicationsList rows={rows} withAgency={backOffice} />}
      </Stack>
    </Container>
  );
}

import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useStaff } from './api/get-staff.ts';
import { AddStaffModal } from './components/AddStaffModal.tsx';
import { EditStaffModal } from './components/EditStaffModal.tsx';
import { StaffCards, StaffTable } from './components/StaffList.tsx';
import { StaffPasswordModal } from './components/StaffPasswordModal.tsx';
import { filterStaff, staffName } from './staff-form.ts';
import './staff-words.ts';

type Dialog = { kind: 'add' } | { kind: 'edit'; member: StaffMember } | { kind: 'password'; member: StaffMember };

/** Add/View Staff (§2): the agency's staff accounts; the owner adds, edits and sets their passwords. */
export function StaffPage() {
  usePageTitle(t('staff.title'));
  const staff = useStaff();
  const isPhone = useIsPhone();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);
  const shown = filterStaff(staff.data ?? [], search);
  const succeed = (message: string) => {
    setDialog(null);
    setBanner({ id: Date.now(), variant: 'success', message });
  };
  const listProps = {
    staff: shown,
    onEdit: (member: StaffMember) => setDialog({ kind: 'edit', member }),
    onChangePassword: (member: StaffMember) => setDialog({ kind: 'password', member }),
  };

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={1} size="h2">
          {t('staff.title')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('staff.add')}</Button>
      </Group>
      <Stack gap="md">
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        <TextField
          label={t('staff.search')}
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={t('staff.searchPlaceholder')}
          maw={{ base: '100%', sm: 420 }}
        />
        {staff.isPending && (
          <Group justify="center" py="xl" role="status">
            <Loader size="md" />
            <Text>{t('staff.loading')}</Text>
          </Group>
        )}
        {staff.isError && (
          <Alert color="red" role="alert" title={t('staff.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{failureMessage(staff.error, AGENT_MSG.loadDetailsFailed)}</Text>
              <Button size="xs" variant="default" onClick={() => void staff.refetch()} loading={staff.isFetching}>
                {t('staff.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {staff.data &&
          (shown.length === 0 ? (
            <Card withBorder radius="md" p="xl" ta="center">
              <Text fw={600}>{AGENT_MSG.noStaff}</Text>
            </Card>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('staff.count', { shown: shown.length, total: staff.data.length })}
              </Text>
              {isPhone ? (
                <StaffCards {...listProps} />
              ) : (
                <Card withBorder radius="md" p={0}>
                  <StaffTable {...listProps} />
                </Card>
              )}
            </>
          ))}
      </Stack>
      {dialog?.kind === 'add' && (
        <AddStaffModal
          onClose={() => setDialog(null)}
          onAdded={(member) => succeed(t('staff.added', { name: staffName(member), userId: member.userId }))}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditStaffModal
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSaved={(member) => succeed(t('staff.saved', { name: staffName(member) }))}
        />
      )}
      {dialog?.kind === 'password' && (
        <StaffPasswordModal
          member={dialog.member}
          onClose={() => setDialog(null)}
          onChanged={() => succeed(t('staff.passwordChanged', { name: staffName(dialog.member) }))}
        />
      )}
    </Container>
  );
}

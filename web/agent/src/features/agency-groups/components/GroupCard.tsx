import { Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { AGENCY_GROUP_MSG, type AgencyGroup } from '@tripsetu/domain/agency-groups.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { GROUPS_TEXT } from '../agency-groups-text.ts';
import { useAddGroupAgency, useRemoveGroupAgency } from '../api/agency-group-changes.ts';

const { member: text } = GROUPS_TEXT;

/** One group: its agencies, each removable, and a field to add one by its id. */
export function GroupCard({ group }: { group: AgencyGroup }) {
  const add = useAddGroupAgency();
  const remove = useRemoveGroupAgency();
  const [agencyId, setAgencyId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);
  const headingId = `group-${group.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const id = /^\d{1,10}$/.test(agencyId.trim()) ? Number(agencyId.trim()) : Number.NaN;
    if (!(id > 0 && id <= 2_147_483_647)) {
      setError(AGENCY_GROUP_MSG.agencyInvalid);
      return;
    }
    try {
      await add.mutateAsync({ groupId: group.id, agencyId: id });
      setAgencyId('');
      setBanner({ id: Date.now(), variant: 'success', message: AGENCY_GROUP_MSG.memberAdded });
    } catch (failure) {
      setError(fieldErrors(failure).agencyId ?? failureMessage(failure, AGENT_MSG.submitFailed));
    }
  };

  const removeAgency = async (agency: AgencyGroup['agencies'][number]) => {
    try {
      await remove.mutateAsync({ groupId: group.id, agencyId: agency.id });
      setBanner({ id: Date.now(), variant: 'success', message: AGENCY_GROUP_MSG.memberRemoved });
    } catch (failure) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(failure, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {group.name}
        </Title>
        <Text size="sm" c="dimmed">
          {`${GROUPS_TEXT.count(group.agencies.length)} · ${GROUPS_TEXT.addedBy(group.addedBy)}, ${formatDate(group.addedAt)}`}
        </Text>
      </Group>
      {group.agencies.length === 0 ? (
        <Text size="sm">{AGENCY_GROUP_MSG.noMembers}</Text>
      ) : (
        <List listStyleType="none" spacing={6} aria-label={`${group.name}: agencies`}>
          {group.agencies.map((agency) => (
            <List.Item key={agency.id}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Text size="sm">{`${agency.name} (#${agency.id}${agency.code ? `, ${agency.code}` : ''})`}</Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => void removeAgency(agency)}
                  loading={remove.isPending && remove.variables?.agencyId === agency.id}
                >
                  {text.remove}
                  <VisuallyHidden>{text.removeNamed(agency.name, group.name)}</VisuallyHidden>
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate aria-label={`${text.submit} to ${group.name}`}>
        <Stack gap="xs" mt="sm">
          <Group align="flex-start" gap="sm">
            <TextField
              id={`group-${group.id}-agency`}
              label={text.agencyId}
              description={text.agencyHint}
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              value={agencyId}
              error={error}
              onChange={(value) => {
                setAgencyId(value);
                setError(undefined);
              }}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="light" loading={add.isPending} mt={{ base: 0, xs: 44 }}>
              {text.submit}
            </Button>
          </Group>
          {banner && (
            <AutoHideAlert
              key={banner.id}
              variant={banner.variant}
              message={banner.message}
              onClose={() => setBanner(null)}
            />
          )}
        </Stack>
      </form>
    </Card>
  );
}

import { Button, Card, Group, Title } from '@mantine/core';
import { AGENCY_GROUP_LIMITS, AGENCY_GROUP_MSG, groupNameError } from '@tripsetu/domain/agency-groups.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { GROUPS_TEXT } from '../agency-groups-text.ts';
import { useAddAgencyGroup } from '../api/agency-group-changes.ts';

const { add: text } = GROUPS_TEXT;

/** 'Add agency group': a name, checked here and by the server (which also refuses a name taken). */
export function AddGroupForm() {
  const add = useAddAgencyGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const refused = groupNameError(name);
    if (refused) {
      setError(refused);
      return;
    }
    try {
      await add.mutateAsync({ name });
      setName('');
      setAdded(Date.now());
    } catch (failure) {
      setError(fieldErrors(failure).name ?? failureMessage(failure, AGENT_MSG.submitFailed));
    }
  };

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-group-heading">
      <Title order={2} size="h4" id="add-group-heading" mb="sm">
        {text.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-group-heading">
        <Group align="flex-start" gap="sm">
          <TextField
            id="group-name"
            label={text.name}
            description={text.nameHint}
            required
            maxLength={AGENCY_GROUP_LIMITS.maxName + 10}
            autoComplete="off"
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              setError(undefined);
            }}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" loading={add.isPending} mt={{ base: 0, xs: 44 }}>
            {text.submit}
          </Button>
        </Group>
        {added && (
          <AutoHideAlert
            key={added}
            variant="success"
            message={AGENCY_GROUP_MSG.added}
            onClose={() => setAdded(null)}
          />
        )}
      </form>
    </Card>
  );
}

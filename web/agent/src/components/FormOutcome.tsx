import { Alert, Button, Group, List, Text } from '@mantine/core';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { sayMessage } from '@tripsetu/ui/messages';
import type { FormOutcome } from '../lib/use-draft-form.ts';

/**
 * What an add form says after a submit: a success notice that hides itself, or the refusal — the server's message,
 * or a summary of each field to correct, by its label.
 */
export function FormOutcomeNotice(props: {
  outcome: FormOutcome;
  added: string;
  summary: string;
  problems: readonly [string, string][];
  labelOf: (name: string) => string;
  onClose: () => void;
}) {
  const { outcome, problems } = props;
  if (outcome?.kind === 'added') {
    return <AutoHideAlert key={outcome.at} variant="success" message={props.added} onClose={props.onClose} />;
  }
  if (outcome?.kind !== 'refused' || (!outcome.message && problems.length === 0)) return null;
  return (
    <Alert color="red" role="alert">
      {outcome.message ?? (
        <>
          <Text size="sm">{props.summary}</Text>
          <List size="sm" mt={4}>
            {problems.map(([name, message]) => (
              <List.Item key={name}>{`${props.labelOf(name)}: ${sayMessage(message)}`}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}

/** An add form's end: what the last submit came to, above the submit button (busy while the form is sent). */
export function AddFormFooter({
  submit,
  pending,
  ...notice
}: Parameters<typeof FormOutcomeNotice>[0] & { submit: string; pending: boolean }) {
  return (
    <>
      <FormOutcomeNotice {...notice} />
      <Group>
        <Button type="submit" loading={pending}>
          {submit}
        </Button>
      </Group>
    </>
  );
}

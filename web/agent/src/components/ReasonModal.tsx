import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldErrors } from '../lib/api.ts';

/**
 * A decision that needs a reason the other side is e-mailed (rejecting an application or a deposit):
 * the reason is checked here, the caller's `onSubmit` sends it, and the server's refusal shows in place.
 */
export function ReasonModal({
  title,
  intro,
  reasonLabel,
  reasonHint,
  submitLabel,
  cancelLabel,
  validate,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: string;
  reasonLabel: string;
  reasonHint?: string;
  submitLabel: string;
  cancelLabel: string;
  /** The message for an unacceptable reason, or null. */
  validate: (reason: string) => string | null;
  pending: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = validate(reason);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await onSubmit(reason.trim());
    } catch (refused) {
      setError(fieldErrors(refused).reason);
      setFailure(failureMessage(refused, AGENT_MSG.submitFailed));
    }
  };

  return (
    <AppModal opened onClose={onClose} title={title} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={reasonLabel}
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            description={reasonHint}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" color="red.8" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

import { Alert, Button, Group, Stack } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useReplyToSupportRequest } from '../api/reply-support-request.ts';
import { validateSupportMessage } from '../support-form.ts';
import { MessageField } from './MessageField.tsx';

/** The reply box under the thread. */
export function ReplyForm({ requestId, onSent }: { requestId: string; onSent: () => void }) {
  const reply = useReplyToSupportRequest(requestId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = validateSupportMessage(message);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await reply.mutateAsync(message.trim());
      setMessage('');
      onSent();
    } catch (refused) {
      setError(fieldErrors(refused).message);
      setFailure(failureMessage(refused, AGENT_MSG.submitFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reply-heading">
      <Stack gap="sm">
        <MessageField
          label={t('support.reply.label')}
          value={message}
          error={error}
          onChange={(value) => {
            setMessage(value);
            setError(undefined);
          }}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            {t('support.reply.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { validateRejectionReason } from '../admin-rules.ts';
import { useRejectApplication } from '../api/reject-application.ts';

/** Reject an application with the reason the owner is e-mailed. */
export function RejectModal({
  agencyId,
  companyName,
  onClose,
  onRejected,
}: {
  agencyId: string;
  companyName: string;
  onClose: () => void;
  onRejected: () => void;
}) {
  const reject = useRejectApplication(agencyId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = validateRejectionReason(reason);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      await reject.mutateAsync(reason.trim());
      onRejected();
    } catch (rejected) {
      setError(fieldErrors(rejected).reason);
      setFailure(failureMessage(rejected, AGENT_MSG.submitFailed));
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('admin.reject.title')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('admin.reject.title')}>
        <Stack gap="md">
          <Text size="sm">{t('admin.reject.intro', { company: companyName })}</Text>
          <Textarea
            label={t('admin.reject.reason')}
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
            description={t('admin.reject.reasonHint', { max: REJECTION_REASON_MAX })}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={reject.isPending}>
              {t('admin.reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useRejectDeposit } from '../api/reject-deposit.ts';
import { createSubmissionKeys } from '../wallet-rules.ts';

/** Reject a deposit with the reason the agency is e-mailed. */
export function RejectDepositModal({
  deposit,
  onClose,
  onRejected,
}: {
  deposit: Deposit;
  onClose: () => void;
  onRejected: (deposit: Deposit) => void;
}) {
  const reject = useRejectDeposit();
  const keys = useRef(createSubmissionKeys());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError(WALLET_MSG_DECIDED.reasonRequired);
      return;
    }
    const body = { id: deposit.id, reason: trimmed };
    try {
      const rejected = await reject.mutateAsync({ ...body, key: keys.current.keyFor(body) });
      keys.current.done();
      onRejected(rejected);
    } catch (rejected) {
      setError(fieldErrors(rejected).reason);
      setFailure(failureMessage(rejected, AGENT_MSG.submitFailed));
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('wallet.admin.reject.title')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('wallet.admin.reject.title')}>
        <Stack gap="md">
          <Text size="sm">
            {t('wallet.admin.reject.intro', {
              mode: deposit.mode,
              amount: formatRupees(deposit.amountPaise),
              agency: deposit.agencyName,
            })}
          </Text>
          <Textarea
            label={t('wallet.admin.reject.reason')}
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
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('wallet.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={reject.isPending}>
              {t('wallet.admin.reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

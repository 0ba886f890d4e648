import { Button, Group, Stack, Textarea } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import { NOTE_KINDS } from '@tripsetu/domain/wallet-api.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { createSubmissionKeys, type NoteKind, noteAmountError } from '../../../lib/wallet-rules.ts';
import { useAddNote } from '../api/add-note.ts';

const NOTE_REASON_MAX = 500;
type Errors = Partial<Record<'amount' | 'reason', string>>;

/** Credit note, debit note, fund transfer or fund reversal: one journal transaction with its document. */
export function NoteForm({ agencyId, agencyName }: { agencyId: number; agencyName: string }) {
  const add = useAddNote();
  const keys = useRef(createSubmissionKeys());
  const [kind, setKind] = useState<NoteKind>('CREDIT_NOTE');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const amountProblem = noteAmountError(amount);
    if (amountProblem) found.amount = amountProblem;
    if (reason.trim() === '') found.reason = WALLET_MSG_DECIDED.reasonRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { kind, amount: amount.trim().replaceAll(',', ''), reason: reason.trim() };
    try {
      const movement = await add.mutateAsync({ agencyId, body, key: keys.current.keyFor({ agencyId, ...body }) });
      keys.current.done();
      setAmount('');
      setReason('');
      setBanner({
        id: Date.now(),
        variant: 'success',
        message: t('wallet.admin.note.added', {
          kind: t(`wallet.admin.note.${kind}`),
          document: movement.documentNo,
          amount: formatRupees(Math.abs(movement.amountPaise)),
          agency: agencyName,
        }),
      });
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(failure, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <DetailSection id="wallet-note" title={t('wallet.admin.note.title')}>
      <form onSubmit={submit} noValidate aria-labelledby="wallet-note-heading">
        <Stack gap="sm">
          <SelectField
            label={t('wallet.admin.note.kind')}
            required
            value={kind}
            onChange={(value) => setKind(value as NoteKind)}
            data={NOTE_KINDS.map((value) => ({ value, label: t(`wallet.admin.note.${value}`) }))}
          />
          <TextField
            label={t('wallet.admin.note.amount')}
            required
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
            error={errors.amount}
            inputMode="decimal"
            autoComplete="off"
          />
          <Textarea
            label={t('wallet.admin.note.reason')}
            withAsterisk
            aria-required
            autosize
            minRows={2}
            maxLength={NOTE_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            error={errors.reason}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('wallet.admin.note.submit')}
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
    </DetailSection>
  );
}

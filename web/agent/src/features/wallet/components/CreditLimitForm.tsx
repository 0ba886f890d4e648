import { Button, Group, Stack } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { creditLimitError, paiseToRupeesText } from '../../../lib/wallet-rules.ts';
import { useSetCreditLimit } from '../api/set-credit-limit.ts';

/** How far below zero an agency's main balance may go. */
export function CreditLimitForm({
  agencyId,
  agencyName,
  creditLimitPaise,
}: {
  agencyId: number;
  agencyName: string;
  creditLimitPaise: number;
}) {
  const save = useSetCreditLimit();
  const [limit, setLimit] = useState(paiseToRupeesText(creditLimitPaise) || '0');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = creditLimitError(limit);
    setError(problem);
    if (problem) return;
    try {
      const saved = await save.mutateAsync({ agencyId, creditLimit: limit.trim().replaceAll(',', '') });
      setBanner({
        id: Date.now(),
        variant: 'success',
        message: t('wallet.admin.creditLimit.saved', {
          agency: agencyName,
          amount: formatRupees(saved.creditLimitPaise),
        }),
      });
    } catch (failure) {
      setError(fieldErrors(failure).creditLimit);
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(failure, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <DetailSection id="credit-limit" title={t('wallet.admin.creditLimit.title')}>
      <form onSubmit={submit} noValidate aria-labelledby="credit-limit-heading">
        <Stack gap="sm">
          <TextField
            label={t('wallet.admin.creditLimit.field')}
            description={t('wallet.creditLimitHint')}
            required
            value={limit}
            onChange={(value) => {
              setLimit(value);
              setError(undefined);
            }}
            error={error}
            inputMode="decimal"
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('wallet.admin.creditLimit.save')}
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

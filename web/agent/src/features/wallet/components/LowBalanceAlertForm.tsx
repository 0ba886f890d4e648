import { Button, Group, Stack, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { paiseToRupeesText, thresholdError } from '../../../lib/wallet-rules.ts';
import { useSetAlert } from '../api/set-alert.ts';

/** The owner's low-balance alert: an e-mail when the available balance falls below the threshold. */
export function LowBalanceAlertForm({ thresholdPaise }: { thresholdPaise: number }) {
  const save = useSetAlert();
  const [threshold, setThreshold] = useState(paiseToRupeesText(thresholdPaise));
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = thresholdError(threshold);
    setError(problem);
    if (problem) return;
    try {
      const saved = await save.mutateAsync(threshold.trim().replaceAll(',', ''));
      setThreshold(paiseToRupeesText(saved.lowBalanceThresholdPaise));
      const message = saved.lowBalanceThresholdPaise > 0 ? t('wallet.alert.saved') : t('wallet.alert.cleared');
      setBanner({ id: Date.now(), variant: 'success', message });
    } catch (failure) {
      setError(fieldErrors(failure).threshold);
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(failure, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <DetailSection id="low-balance-alert" title={t('wallet.alert.title')}>
      <form onSubmit={submit} noValidate aria-labelledby="low-balance-alert-heading">
        <Stack gap="sm">
          <Text size="sm">{t('wallet.alert.intro')}</Text>
          <Text size="sm" c="dimmed">
            {thresholdPaise > 0
              ? t('wallet.alert.current', { amount: formatRupees(thresholdPaise) })
              : t('wallet.alert.off')}
          </Text>
          <Group align="flex-start" gap="sm">
            <TextField
              label={t('wallet.alert.threshold')}
              value={threshold}
              onChange={(value) => {
                setThreshold(value);
                setError(undefined);
              }}
              error={error}
              inputMode="decimal"
              autoComplete="off"
              w={{ base: '100%', xs: 240 }}
            />
            <Button type="submit" loading={save.isPending} mt={{ base: 0, xs: 25 }}>
              {t('wallet.alert.save')}
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

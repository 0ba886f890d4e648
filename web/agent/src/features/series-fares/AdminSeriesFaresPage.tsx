import { Container, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { SERIES_MSG, type SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSeriesFares } from './api/get-series-fares.ts';
import { useWithdrawSeriesFare } from './api/withdraw-series-fare.ts';
import { SeriesFareForm } from './components/SeriesFareForm.tsx';
import { seriesSummary } from './components/SeriesFaresList.tsx';
import { SeriesFaresResult } from './components/SeriesFaresResult.tsx';
import { SeriesUpload } from './components/SeriesUpload.tsx';
import { SERIES_TEXT } from './series-text.ts';

/** Agent series fares (agent-portal.md §2; issue 24, decision 037): the back office adds, uploads and withdraws blocks. */
export function AdminSeriesFaresPage() {
  usePageTitle(t('series.adminMenu'));
  const confirm = useConfirm();
  const fares = useSeriesFares();
  const withdraw = useWithdrawSeriesFare();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const withdrawFare = async (fare: SeriesFare) => {
    const yes = await confirm({
      title: SERIES_TEXT.withdraw.title,
      message: SERIES_TEXT.withdraw.question(seriesSummary(fare)),
      yesLabel: SERIES_TEXT.withdraw.yes,
      noLabel: SERIES_TEXT.withdraw.no,
    });
    if (!yes) return;
    try {
      await withdraw.mutateAsync(fare.id);
      setBanner({ id: Date.now(), variant: 'success', message: SERIES_MSG.withdrawn });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2">
        {t('series.adminMenu')}
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        {SERIES_TEXT.intro}
      </Text>
      <Stack gap="md">
        <SeriesFareForm />
        <SeriesUpload />
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        <SeriesFaresResult
          fares={fares}
          onWithdraw={(fare) => void withdrawFare(fare)}
          withdrawingId={withdraw.isPending ? withdraw.variables : undefined}
        />
      </Stack>
    </Container>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { MARKUP_MSG, type Markup } from '@tripsetu/domain/markups.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { useMarkups } from '../../lib/get-markups.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeleteMarkup } from './api/delete-markup.ts';
import { MarkupForm } from './components/MarkupForm.tsx';
import { markupSummary } from './components/MarkupsList.tsx';
import { MarkupsResult } from './components/MarkupsResult.tsx';
import { StaffViewSetting } from './components/StaffViewSetting.tsx';
import { MARKUP_TEXT } from './markup-text.ts';

/** Agent Markup (agent-portal.md §2 'Agent markup add and delete'; issue 24): owners add and delete, staff read. */
export function AgentMarkupPage() {
  usePageTitle(t('markups.menu'));
  const { can } = useSession();
  const manages = can('markups.manage');
  const confirm = useConfirm();
  const markups = useMarkups();
  const remove = useDeleteMarkup();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const deleteMarkup = async (markup: Markup) => {
    const yes = await confirm({
      title: MARKUP_TEXT.remove.title,
      message: MARKUP_TEXT.remove.question(markupSummary(markup)),
      yesLabel: MARKUP_TEXT.remove.yes,
      noLabel: MARKUP_TEXT.remove.no,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(markup.id);
      setBanner({ id: Date.now(), variant: 'success', message: MARKUP_MSG.deleted });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('markups.menu')}
      </Title>
      <Text c="dimmed" mt="xs">
        {MARKUP_TEXT.intro}
      </Text>
      <Text size="sm" mt="xs" mb="md">
        {MARKUP_TEXT.specificHint}
      </Text>
      <Stack gap="md">
        <StaffViewSetting manages={manages} />
        {manages && <MarkupForm />}
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        <MarkupsResult
          markups={markups}
          onDelete={manages ? (markup) => void deleteMarkup(markup) : undefined}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </Stack>
    </Container>
  );
}

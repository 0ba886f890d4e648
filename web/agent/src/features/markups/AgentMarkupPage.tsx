import { Container, Stack, Text, Title } from '@mantine/core';
import { MARKUP_MSG, type Markup } from '@tripsetu/domain/markups.ts';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { useMarkups } from '../../lib/get-markups.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete.tsx';
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
  const markups = useMarkups();
  const remove = useDeleteMarkup();
  const { deleteItem, notice } = useConfirmedDelete<Markup>({
    ask: (markup) => ({
      title: MARKUP_TEXT.remove.title,
      message: MARKUP_TEXT.remove.question(markupSummary(markup)),
      yesLabel: MARKUP_TEXT.remove.yes,
      noLabel: MARKUP_TEXT.remove.no,
    }),
    remove: (markup) => remove.mutateAsync(markup.id),
    deleted: MARKUP_MSG.deleted,
  });

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
        {notice}
        <MarkupsResult
          markups={markups}
          onDelete={manages ? deleteItem : undefined}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </Stack>
    </Container>
  );
}

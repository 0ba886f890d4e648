import { Container, Stack, Text, Title } from '@mantine/core';
import { PLATFORM_MARKUP_MSG, type PlatformMarkup } from '@tripsetu/domain/platform-markups.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete.tsx';
import { useDeletePlatformMarkup, usePlatformMarkups } from './api/platform-markups.ts';
import { PlatformMarkupForm } from './components/PlatformMarkupForm.tsx';
import { PlatformMarkupsResult, platformMarkupSummary } from './components/PlatformMarkupsList.tsx';
import { PLATFORM_MARKUP_TEXT } from './platform-markup-text.ts';

const { remove: removeText } = PLATFORM_MARKUP_TEXT;

/** TripSetu markups (issue 24, decision 040): the back office's own layer under the agencies' markups. */
export function AdminPlatformMarkupsPage() {
  usePageTitle(t('platformMarkups.menu'));
  const markups = usePlatformMarkups();
  const remove = useDeletePlatformMarkup();
  const { deleteItem, notice } = useConfirmedDelete<PlatformMarkup>({
    ask: (markup) => ({
      title: removeText.title,
      message: removeText.question(platformMarkupSummary(markup)),
      yesLabel: removeText.yes,
      noLabel: removeText.no,
    }),
    remove: (markup) => remove.mutateAsync(markup.id),
    deleted: PLATFORM_MARKUP_MSG.deleted,
  });

  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2">
        {t('platformMarkups.menu')}
      </Title>
      <Text c="dimmed" mt="xs">
        {PLATFORM_MARKUP_TEXT.intro}
      </Text>
      <Text size="sm" mt="xs" mb="md">
        {PLATFORM_MARKUP_TEXT.specificHint}
      </Text>
      <Stack gap="md">
        <PlatformMarkupForm />
        {notice}
        <PlatformMarkupsResult
          markups={markups}
          onDelete={deleteItem}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </Stack>
    </Container>
  );
}

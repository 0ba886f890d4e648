import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { MARKUP_MSG, type Markup } from '@tripsetu/domain/markups.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { EmptyCard, LoadFailed, Loading } from '../../../components/ListParts.tsx';
import { failureMessage } from '../../../lib/api.ts';
import { MARKUP_TEXT } from '../markup-text.ts';
import { MarkupsCards, type MarkupsListProps, MarkupsTable } from './MarkupsList.tsx';

/** The markups as they load, fail, are none ('No Markups found') or show their rows. */
export function MarkupsResult({
  markups,
  ...listProps
}: Omit<MarkupsListProps, 'markups'> & { markups: UseQueryResult<Markup[]> }) {
  const isPhone = useIsPhone();
  if (markups.isPending) return <Loading text={MARKUP_TEXT.loading} />;
  if (markups.isError) {
    return (
      <LoadFailed
        message={failureMessage(markups.error, AGENT_MSG.loadDetailsFailed)}
        onRetry={() => void markups.refetch()}
        retrying={markups.isFetching}
      />
    );
  }
  const found = markups.data ?? [];
  const List = isPhone ? MarkupsCards : MarkupsTable;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {found.length > 0 ? MARKUP_TEXT.count(found.length) : ''}
      </Text>
      {found.length === 0 ? (
        <div role="status">
          <EmptyCard text={MARKUP_MSG.none} />
        </div>
      ) : (
        <List markups={found} {...listProps} />
      )}
    </Stack>
  );
}

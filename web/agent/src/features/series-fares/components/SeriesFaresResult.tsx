import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { SERIES_MSG, type SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { EmptyCard, LoadFailed, Loading } from '../../../components/ListParts.tsx';
import { failureMessage } from '../../../lib/api.ts';
import { SERIES_TEXT } from '../series-text.ts';
import { SeriesFaresCards, type SeriesFaresListProps, SeriesFaresTable } from './SeriesFaresList.tsx';

/** The blocks as they load, fail, are none, or show their rows. */
export function SeriesFaresResult({
  fares,
  ...listProps
}: Omit<SeriesFaresListProps, 'fares'> & { fares: UseQueryResult<SeriesFare[]> }) {
  const isPhone = useIsPhone();
  if (fares.isPending) return <Loading text={SERIES_TEXT.loading} />;
  if (fares.isError) {
    return (
      <LoadFailed
        message={failureMessage(fares.error, AGENT_MSG.loadDetailsFailed)}
        onRetry={() => void fares.refetch()}
        retrying={fares.isFetching}
      />
    );
  }
  const found = fares.data ?? [];
  const List = isPhone ? SeriesFaresCards : SeriesFaresTable;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {found.length > 0 ? SERIES_TEXT.count(found.length) : ''}
      </Text>
      {found.length === 0 ? (
        <div role="status">
          <EmptyCard text={SERIES_MSG.none} />
        </div>
      ) : (
        <List fares={found} {...listProps} />
      )}
    </Stack>
  );
}

import { Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { ReactNode } from 'react';
import { failureMessage } from '../lib/api.ts';
import { EmptyCard, LoadFailed, Loading } from './ListParts.tsx';

/**
 * A list read by a query, as it loads, fails (with a retry), is empty or shows its rows under their count. A filter
 * keeps the last rows until the new ones arrive; with `showFetching` a small spinner beside the count says so.
 */
export function QueryListResult<T>(props: {
  query: UseQueryResult<T[]>;
  loading: string;
  empty: string;
  count: (found: number) => string;
  showFetching?: boolean;
  children: (rows: T[]) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Loading text={props.loading} />;
  if (query.isError) {
    return (
      <LoadFailed
        message={failureMessage(query.error, AGENT_MSG.loadDetailsFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const found = query.data ?? [];
  return (
    <Stack gap="sm">
      <Group gap="xs" mih={20}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {found.length > 0 ? props.count(found.length) : ''}
        </Text>
        {props.showFetching && query.isFetching && <Loader size="xs" aria-hidden />}
      </Group>
      {found.length === 0 ? (
        <div role="status">
          <EmptyCard text={props.empty} />
        </div>
      ) : (
        props.children(found)
      )}
    </Stack>
  );
}

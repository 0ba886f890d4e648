import { Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { COMMISSION_MSG, type CommissionRule } from '@tripsetu/domain/commissions.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { EmptyCard, LoadFailed, Loading } from '../../../components/ListParts.tsx';
import { failureMessage } from '../../../lib/api.ts';
import { COMMISSION_TEXT } from '../commission-text.ts';
import { CommissionRulesCards, CommissionRulesTable, type RulesListProps } from './CommissionRulesList.tsx';

/** A list of rules as it loads, fails, is empty (§8: 'No Commissions found') or shows its rows. */
export function CommissionRulesResult({
  rules,
  ...listProps
}: Omit<RulesListProps, 'rules'> & { rules: UseQueryResult<CommissionRule[]> }) {
  const isPhone = useIsPhone();
  if (rules.isPending) return <Loading text={COMMISSION_TEXT.loading} />;
  if (rules.isError) {
    return (
      <LoadFailed
        message={failureMessage(rules.error, AGENT_MSG.loadDetailsFailed)}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  }
  const found = rules.data ?? [];
  const List = isPhone ? CommissionRulesCards : CommissionRulesTable;
  return (
    <Stack gap="sm">
      {/* A filter keeps the last rows until the new ones arrive; the count tells when they did. */}
      <Group gap="xs" mih={20}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {found.length > 0 ? COMMISSION_TEXT.count(found.length) : ''}
        </Text>
        {rules.isFetching && <Loader size="xs" aria-hidden />}
      </Group>
      {found.length === 0 ? (
        <div role="status">
          <EmptyCard text={COMMISSION_MSG.none} />
        </div>
      ) : (
        <List rules={found} {...listProps} />
      )}
    </Stack>
  );
}

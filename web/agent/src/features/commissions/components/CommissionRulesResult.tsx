import type { UseQueryResult } from '@tanstack/react-query';
import { COMMISSION_MSG, type CommissionRule } from '@tripsetu/domain/commissions.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { QueryListResult } from '../../../components/QueryListResult.tsx';
import { COMMISSION_TEXT } from '../commission-text.ts';
import { CommissionRulesCards, CommissionRulesTable, type RulesListProps } from './CommissionRulesList.tsx';

/** A list of rules as it loads, fails, is empty (§8: 'No Commissions found') or shows its rows. */
export function CommissionRulesResult({
  rules,
  ...listProps
}: Omit<RulesListProps, 'rules'> & { rules: UseQueryResult<CommissionRule[]> }) {
  const List = useIsPhone() ? CommissionRulesCards : CommissionRulesTable;
  return (
    <QueryListResult
      query={rules}
      loading={COMMISSION_TEXT.loading}
      empty={COMMISSION_MSG.none}
      count={COMMISSION_TEXT.count}
      showFetching
    >
      {(found) => <List rules={found} {...listProps} />}
    </QueryListResult>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { MARKUP_MSG, type Markup } from '@tripsetu/domain/markups.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { QueryListResult } from '../../../components/QueryListResult.tsx';
import { MARKUP_TEXT } from '../markup-text.ts';
import { MarkupsCards, type MarkupsListProps, MarkupsTable } from './MarkupsList.tsx';

/** The markups as they load, fail, are none ('No Markups found') or show their rows. */
export function MarkupsResult({
  markups,
  ...listProps
}: Omit<MarkupsListProps, 'markups'> & { markups: UseQueryResult<Markup[]> }) {
  const List = useIsPhone() ? MarkupsCards : MarkupsTable;
  return (
    <QueryListResult query={markups} loading={MARKUP_TEXT.loading} empty={MARKUP_MSG.none} count={MARKUP_TEXT.count}>
      {(found) => <List markups={found} {...listProps} />}
    </QueryListResult>
  );
}

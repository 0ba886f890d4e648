import type { UseQueryResult } from '@tanstack/react-query';
import { SERIES_MSG, type SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { QueryListResult } from '../../../components/QueryListResult.tsx';
import { SERIES_TEXT } from '../series-text.ts';
import { SeriesFaresCards, type SeriesFaresListProps, SeriesFaresTable } from './SeriesFaresList.tsx';

/** The blocks as they load, fail, are none, or show their rows. */
export function SeriesFaresResult({
  fares,
  ...listProps
}: Omit<SeriesFaresListProps, 'fares'> & { fares: UseQueryResult<SeriesFare[]> }) {
  const List = useIsPhone() ? SeriesFaresCards : SeriesFaresTable;
  return (
    <QueryListResult query={fares} loading={SERIES_TEXT.loading} empty={SERIES_MSG.none} count={SERIES_TEXT.count}>
      {(found) => <List fares={found} {...listProps} />}
    </QueryListResult>
  );
}

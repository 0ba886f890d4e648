import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { searchNumNights, searchReturnDate } from '@tripsetu/domain/duration.ts';
import type { PackageListItem } from '@tripsetu/domain/gateway-contract.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import type { PackageSearch } from '../../../lib/package-search-params.ts';

export type { PackageListItem };

export function searchPackagesQuery(search: PackageSearch) {
  return queryOptions({
    queryKey: ['package-search', search],
    queryFn: async ({ signal }) => {
      const days = search.numdays ?? 0;
      const answer = await gatewayResult<PackageListItem[] | PackageListItem>(
        'MP003',
        'search',
        {
          theme: 'any',
          package_destination: search.package_destination,
          jdate: search.jdate,
          jtodate: search.jdate ? searchReturnDate(search.jdate, days) : '',
          budget: '',
          numdays: days,
          numnights: searchNumNights(days),
          numadults: search.numadults,
          numchildren: search.numchildren,
          numinfants: search.numinfants,
          agentid: DEFAULT_AGENT_ID,
          domint: 'domestic',
        },
        signal,
      );
      // The contract allows a list or a single item.
      const result = answer.Result;
      return Array.isArray(result) ? result : result ? [result] : [];
    },
    // As the flight search: an answer five minutes old is still the answer (and a page drawn with it on the
    // server is not asked again while it hydrates, decision 018).
    staleTime: 5 * 60 * 1000,
  });
}

export const useSearchPackages = (search: PackageSearch) => useQuery(searchPackagesQuery(search));

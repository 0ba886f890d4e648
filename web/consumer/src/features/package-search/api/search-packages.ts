import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { searchNumNights, searchReturnDate } from '@tripsetu/domain/duration.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import type { PackageSearch } from '../search-params.ts';

export interface PackageListItem {
  package_id: number;
  package_name: string;
  packagedefaultimage: string;
  noof_nights: number;
  noof_days: number;
  baseprice: number;
  package_destination: string;
  theme: string;
  packagerating: number;
  includes_flight: boolean;
  includes_hotel: boolean;
  includes_transfers: boolean;
  includes_cab: boolean;
}

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
  });
}

export const useSearchPackages = (search: PackageSearch) => useQuery(searchPackagesQuery(search));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import type { CityPriceRow, PackageDetail, PackageMaster } from '@tripsetu/domain/gateway-contract.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

export type { CityPriceRow, PackageDetail, PackageMaster };

export function packageDetailsQuery(packageId: string) {
  return queryOptions({
    queryKey: ['package-details', packageId],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<PackageDetail>(
        'MP003',
        'getdetails',
        { agentid: DEFAULT_AGENT_ID, package_id: packageId },
        signal,
      );
      if (!answer.Result) throw new Error('Package not found');
      return answer.Result;
    },
    staleTime: 5 * 60 * 1000,
  });
}

export const usePackageDetails = (packageId: string) => useQuery(packageDetailsQuery(packageId));

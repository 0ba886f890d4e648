import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

export interface PackageMaster {
  package_id: number;
  package_name: string;
  package_description: string;
  theme: string;
  package_destination: string;
  package_country: string;
  noof_days: number;
  noof_nights: number;
  packagerating: number;
  best_season: string;
  operatesondays: string;
  operatesondays_iso: number[];
  highlights: string;
  package_itin_detail: string;
  inclusions: string;
  exclusions: string;
  terms_conditions: string;
  package_cancellation_policy: string;
  valid_from: string;
  valid_to: string;
}

export interface CityPriceRow {
  departingcity: string;
  additional_adultprice: number;
  additional_childprice: number;
  additional_infantprice: number;
}

export interface PackageDetail {
  packagemaster: PackageMaster;
  packageimages: { imageurl: string; caption: string }[];
  packageprices: { package_type: string; meal_plan: string; supplement: number }[];
  packagecityprices: CityPriceRow[];
}

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

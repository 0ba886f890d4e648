import { useMutation } from '@tanstack/react-query';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import type { RepriceResult } from '@tripsetu/domain/gateway-contract.ts';
import type { RoomMix } from '@tripsetu/domain/pricing.ts';
import { callGateway } from '../../../lib/gateway.ts';

export type { RepriceResult };

export interface RepriceRequest {
  package_id: number;
  selected_packagetype: string;
  ex_city: string;
  meal_plan: string;
  mix: RoomMix;
}

/** getpackagefare: the reprice Book Now asks for before the booking screen opens. */
export async function repricePackage(request: RepriceRequest): Promise<RepriceResult> {
  const answer = await callGateway<RepriceResult>('MP003', 'getpackagefare', {
    package_id: request.package_id,
    agentid: DEFAULT_AGENT_ID,
    selected_packagetype: request.selected_packagetype,
    ex_city: request.ex_city,
    meal_plan: request.meal_plan,
    ...request.mix,
  });
  if (!answer) throw new Error('We could not reach TripSetu. Please check your connection and try again.');
  if (answer.ApiStatus.StatusCode !== 200 || !answer.Result) throw new Error(answer.ApiStatus.Message);
  return answer.Result;
}

export const useReprice = () => useMutation({ mutationFn: repricePackage });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsumerProfile } from '@tripsetu/domain/gateway-contract.ts';
import type { ProfileDetails } from '@tripsetu/domain/registration.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import { userDetailsQuery } from './get-user-details.ts';

/** MU030 UPDATEUSERDETAILS: title, names and e-mail; the mobile number is the sign-in and stays. */
export async function updateUserDetails(details: ProfileDetails): Promise<ConsumerProfile> {
  const answer = await gatewayResult<ConsumerProfile>('MU030', 'UPDATEUSERDETAILS', { ...details });
  if (!answer.Result) throw new Error(answer.ApiStatus.Message || 'We could not save your profile.');
  return answer.Result;
}

export function useUpdateUserDetails(agentid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserDetails,
    onSuccess: (profile) => queryClient.setQueryData(userDetailsQuery(agentid).queryKey, profile),
  });
}

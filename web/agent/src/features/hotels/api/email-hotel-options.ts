import { useMutation } from '@tanstack/react-query';
import type { EmailHotelOptionsBody } from '@tripsetu/domain/hotel-options.ts';
import { api } from '../../../lib/api.ts';

export const emailHotelOptions = (body: EmailHotelOptionsBody) =>
  api<{ message: string }>('/hotels/options/email', { method: 'POST', json: body });

/** POST /hotels/options/email: the shortlisted hotels, priced again with the agency's markup, to a customer. */
export const useEmailHotelOptions = () => useMutation({ mutationFn: emailHotelOptions });

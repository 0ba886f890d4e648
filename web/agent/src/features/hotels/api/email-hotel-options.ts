import { useMutation } from '@tanstack/react-query';
import type { EmailHotelOptionsBody } from '@tripsetu/domain/hotel-options.ts';
import { api } from '../../../lib/api.ts';
import { savedCurrency } from '../../../lib/display-currency.ts';

/** The agent's display currency goes with it: the e-mail shows prices also in it (decision 041). */
export const emailHotelOptions = (body: Omit<EmailHotelOptionsBody, 'currency'>) =>
  api<{ message: string }>('/hotels/options/email', {
    method: 'POST',
    json: { ...body, currency: savedCurrency() },
  });

/** POST /hotels/options/email: the shortlisted hotels, priced again with the agency's markup, to a customer. */
export const useEmailHotelOptions = () => useMutation({ mutationFn: emailHotelOptions });

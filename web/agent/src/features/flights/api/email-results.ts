import { useMutation } from '@tanstack/react-query';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { api } from '../../../lib/api.ts';
import { savedCurrency } from '../../../lib/display-currency.ts';

export interface EmailResultsRequest {
  to: string;
  search: FlightSearchRequest;
  /** The itineraries picked on screen; none sends the cheapest of each leg. */
  itineraryIds: string[];
  /** The agency's markup per booking, in every price the e-mail quotes. */
  markupPaise: number;
}

/** The agent's display currency goes with it: the e-mail shows prices also in it (decision 041). */
export const emailResults = (body: EmailResultsRequest) =>
  api<{ message: string }>('/flights/email', { method: 'POST', json: { ...body, currency: savedCurrency() } });

/** POST /flights/email: the results (or the picked itineraries) to an e-mail address. */
export const useEmailResults = () => useMutation({ mutationFn: emailResults });

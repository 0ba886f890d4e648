import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayResult } from '../../../lib/gateway.ts';

export interface Voucher {
  txid: string;
  package_name: string;
  booking_status: string;
  status_code: 'REQUESTED' | 'CONFIRMED' | 'REJECTED' | 'CANCELLED';
  agent_company: string;
  agentid: string;
  leadpassenger_title: string;
  leadpassenger_firstname: string;
  leadpassenger_lastname: string;
  leadpassenger_email: string;
  leadpassenger_mobile: string;
  checkindate: string;
  checkoutdate: string;
  departure_city: string;
  package_type: string;
  meal_plan: string;
  destination: string;
  noof_days: number;
  noof_nights: number;
  booked_at: string;
  travellers: { type: string; title: string; first_name: string; last_name: string; dob: string | null }[];
  fare: { components: { code: string; label: string; amountPaise: number }[]; totalPaise: number };
  package_inclusions: string;
  package_exclusions: string;
  package_detailed_itin: string;
  package_canx_policy: string;
  package_terms: string;
}

export function voucherQuery(txid: string) {
  return queryOptions({
    queryKey: ['package-voucher', txid],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<Voucher>('MP003', 'getpackagevoucher', { txid }, signal);
      if (!answer.Result) throw new Error('Booking not found');
      return answer.Result;
    },
    retry: false,
  });
}

export const useVoucher = (txid: string) => useQuery(voucherQuery(txid));

import type { FareQuote } from './pricing.ts';

/**
 * The consumer gateway's answers (consumer-site.md §3, §7), one definition for the server that builds
 * them and the site that reads them. Field names are the contract's; money fields named in the spec
 * are rupees, and each has a `_paise` twin where the site needs exact amounts.
 */

export interface ApiStatus {
  StatusCode: number;
  Status: 'SUCCESS' | 'FAILURE';
  Message: string;
  /** requestpackage: the transaction id. */
  Result?: string;
  /** Field → message, when input was refused. */
  Errors?: Record<string, string>;
}

export interface GatewayAnswer<T = unknown> {
  ApiStatus: ApiStatus;
  Result?: T;
  /** EM001 answers Root with StatusCode, Message and Operation. */
  Root?: { StatusCode: number; Message: string; Operation: string };
}

export type PackageBookingStatus = 'REQUESTED' | 'CONFIRMED' | 'REJECTED' | 'CANCELLED';

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

export interface RepriceResult {
  invoicetotal: number;
  invoicetotal_paise: number;
  currency: 'INR';
  components: { code: string; label: string; amount: number; amount_paise: number }[];
}

export interface Voucher {
  txid: string;
  package_name: string;
  booking_status: string;
  status_code: PackageBookingStatus;
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
  fare: FareQuote;
  package_inclusions: string;
  package_exclusions: string;
  package_detailed_itin: string;
  package_canx_policy: string;
  package_terms: string;
}

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
  /** SENDLOGINOTP and MU031 REGISTER: the registration token that binds the OTP check to its send. */
  TransactionStatus?: string;
}

export interface GatewayAnswer<T = unknown> {
  ApiStatus: ApiStatus;
  Result?: T;
  /** Answers that start a session carry its token. */
  sessiontoken?: string;
  /** EM001 answers Root with StatusCode, Message and Operation; the config call, Root.Result. */
  Root?: {
    StatusCode?: number;
    Message?: string;
    Operation?: string;
    Result?: { ConfigSettings: { ConfigSetting: ConfigSetting[] } };
  };
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

/*
 * Identity (issue 3, consumer-site.md §3, §4, §7). Every answer that starts a session carries a
 * top-level `sessiontoken`; the site stores it and sends it back as the form field `sessiontoken`.
 * A call with an unknown, expired or ended token answers ApiStatus.StatusCode 900.
 *
 * | opid     | actioncode        | fields                                                          | answer
 * |----------|-------------------|-----------------------------------------------------------------|-------------------------------------------
 * | MAU001   | ANONYMOUSLOGIN    | usertype                                                        | Result: identity string, sessiontoken
 * | MAU001   | SENDLOGINOTP      | mobilenumber, usertype                                          | ApiStatus.TransactionStatus: registration token
 * | MAU001   | VERIFYLOGINOTP    | mobilenumber, otp, registrationtoken, usertype                  | Result: identity string, sessiontoken
 * | MAU001   | LOGOUTV2          | (session)                                                       | Result: anonymous identity string
 * | MU031    | REGISTER          | salutation, first_name, last_name, contact_email, mobile_number | ApiStatus.TransactionStatus, Message says an OTP was sent
 * | MU031    | VERIFYOTP         | mobilenumber, otp, registrationtoken                            | Message: registered
 * | MU028    | FORGOTPASSWORD    | userid                                                          | Message
 * | CFG001   | GETCONFIG         | (session)                                                       | Root.Result.ConfigSettings.ConfigSetting
 * | MU030    | GETUSERDETAILSV4  | agentid (signed in)                                             | Result: ConsumerProfile
 * | MU030    | UPDATEUSERDETAILS | salutation, first_name, last_name, contact_email (signed in)    | Result: ConsumerProfile
 * | GENERIC  | INIT              | (any)                                                           | Result: AppInit
 * | MP003    | getmybookings     | (signed in)                                                     | Result: MyBooking[]
 * | MP003    | sendbookingcode   | txid: a code to the booking's mobile and e-mail (decision 016)  | ApiStatus.Message (masked), TransactionStatus: prooftoken
 * | MP003    | verifybookingcode | prooftoken, otp                                                 | Result: { booking: MyBooking, bookingproof }
 * | MP003    | findbooking       | txid, and bookingproof (visitors; the owner signed in needs none) | Result: MyBooking
 * | MP003    | getcancellationquote | txid (owner signed in, or txid + bookingproof)               | Result: CancellationQuote
 * | MP003    | requestcancellation  | txid, reason, (same proof as the quote)                      | Result: CancellationQuote with requested_at
 */

/** Identity strings join these with '@@@' in this order (§7): agentId, profileId, title, first name,
 * last name, an unused value, company. */
export const IDENTITY_SEPARATOR = '@@@';

export interface SessionUser {
  agentId: string;
  profileId: string;
  title: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

export interface ConfigSetting {
  Name: string;
  Value: string;
}

export interface ConfigAnswer {
  ApiStatus: ApiStatus;
  Root: { Result: { ConfigSettings: { ConfigSetting: ConfigSetting[] } } };
}

export interface ConsumerProfile {
  agentid: string;
  profileid: string;
  salutation: string;
  first_name: string;
  last_name: string;
  contact_email: string;
  mobile_number: string;
  member_since: string;
}

export interface AppInit {
  today: string;
  builtversion: string;
  signedin: boolean;
  /** Texts and e-mails go to /api/dev/outbox instead of phones (the demo; never in production). */
  demooutbox: boolean;
}

export interface MyBooking {
  txid: string;
  package_id: number;
  package_name: string;
  destination: string;
  booking_status: string;
  status_code: PackageBookingStatus;
  checkindate: string;
  checkoutdate: string;
  travellers: number;
  total: number;
  total_paise: number;
  booked_at: string;
  cancellation_requested_at: string | null;
}

export interface CancellationQuote {
  txid: string;
  package_name: string;
  checkindate: string;
  days_before_departure: number;
  refund_percent: number;
  total_paise: number;
  service_charge_paise: number;
  refundable_paise: number;
  refund_paise: number;
  /** Set once the request has been recorded. */
  requested_at: string | null;
}

import type { PackageBookingStatus } from '@tripsetu/domain/gateway-contract.ts';
import type { SupportCategory } from '@tripsetu/domain/traveller-support.ts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A `date` column: written as 'YYYY-MM-DD', read back as a string (see database.ts type parsers). */
type DateColumn = ColumnType<string, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint paise: read as a JS number (safe below 2^53 paise, ~₹90 lakh crore). */
type Paise = ColumnType<number, number | bigint, number | bigint>;
type Json<T> = ColumnType<T, string, string>;

export interface DestinationTable {
  name: string;
  state: string;
  country: ColumnType<string, string | undefined, string>;
  domint: ColumnType<'domestic' | 'international', 'domestic' | 'international' | undefined, string>;
}

export interface PackageTable {
  package_id: number;
  package_name: string;
  package_description: string;
  theme: string;
  destination: string;
  noof_days: number;
  noof_nights: number;
  packagerating: number;
  best_season: string;
  operates_on_days: number[];
  highlights: Json<string[]>;
  itinerary: Json<string[]>;
  inclusions: Json<string[]>;
  exclusions: Json<string[]>;
  includes_flight: boolean;
  includes_hotel: boolean;
  includes_transfers: boolean;
  includes_cab: boolean;
  default_image: string;
  single_supplement_pct: number;
  triple_discount_pct: number;
  child_nobed_discount_pct: number;
  valid_from: DateColumn;
  valid_to: DateColumn;
}

export interface PackageImageTable {
  package_id: number;
  position: number;
  image_url: string;
  caption: string;
}

export interface PackagePriceTable {
  package_id: number;
  package_type: string;
  meal_plan: string;
  supplement_paise: Paise;
}

export interface PackageCityPriceTable {
  package_id: number;
  departing_city: string;
  adult_price_paise: Paise;
  child_price_paise: Paise;
  infant_price_paise: Paise;
}

export interface PackageBookingTable {
  txid: string;
  package_id: number;
  status: ColumnType<PackageBookingStatus, PackageBookingStatus | undefined, PackageBookingStatus>;
  agent_id: string;
  departure_city: string;
  package_type: string;
  meal_plan: string;
  depdate: DateColumn;
  returndate: DateColumn;
  numrooms: number;
  numadults_single: number;
  numadults_double: number;
  numadults_triple: number;
  numchildren_withbed: number;
  numchildren_withoutbed: number;
  numinfants: number;
  hotelpref: string;
  mealpref: string;
  transportpref: string;
  travelpref: string;
  domint: string;
  paymentmode: string;
  pgname: string;
  request_remarks: string;
  client_ip: string;
  pax_title: string;
  pax_first_name: string;
  pax_last_name: string;
  pax_email: string;
  pax_mobile: string;
  pax_address: string;
  fare: Json<{ components: { code: string; label: string; amountPaise: number }[]; totalPaise: number }>;
  total_paise: Paise;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PackageBookingPassengerTable {
  txid: string;
  position: number;
  pax_type: 'adult' | 'child' | 'infant';
  title: string;
  first_name: string;
  last_name: string;
  dob: ColumnType<string | null, string | null, string | null>;
  email: string;
  contact_number: string;
  passport_number: ColumnType<string, string | undefined, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  reference: string | null;
  /** Files: [{ filename, contentType, contentBase64 }]. */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  status: ColumnType<'PENDING' | 'SENT' | 'FAILED', 'PENDING' | undefined, 'PENDING' | 'SENT' | 'FAILED'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The display name and reply address of mail sent for an agency (migration 016). */
  from_name: ColumnType<string | null, string | null | undefined, string | null>;
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An agency's customer invoice numbers: the last one given in each financial year (migration 016). */
export interface AgencyInvoiceSeriesTable {
  agency_id: number;
  financial_year: string;
  last_serial: number;
}

export interface ConsumerUserTable {
  id: Generated<number>;
  agent_id: string;
  title: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OtpChallengeTable {
  id: Generated<number>;
  purpose: 'LOGIN' | 'REGISTER';
  mobile: string;
  token_hash: string;
  code_hash: string | null;
  salt: string;
  registration: ColumnType<unknown, string | null, string | null>;
  client_ip: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  to_mobile: string;
  body: string;
  created_at: Timestamp;
}

export interface PackageCancellationRequestTable {
  txid: string;
  reason: string;
  refund_percent: number;
  refund_paise: Paise;
  requested_by: number | null;
  requested_at: Timestamp;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Created = ColumnType<Date, Date | string | undefined, never>;

export interface AgencyTable {
  id: Generated<number>;
  /** The agency group commission rules may name (migration 040), or null. */
  group_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Staff see search prices with the agency's markup (migration 041). */
  staff_see_markup: ColumnType<boolean, boolean | undefined, boolean>;
  agency_code: ColumnType<string | null, string | null | undefined, string | null>;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  category: string;
  company_name: string;
  pan_name: string;
  pan_number: string;
  transaction_fee: string;
  transaction_fee_active_from: Timestamp;
  address1: string;
  address2: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
  contact_number: string;
  gst_holder: Defaulted<string>;
  gst_number: Defaulted<string>;
  gst_email: Defaulted<string>;
  gst_address: Defaulted<string>;
  gst_phone: Defaulted<string>;
  gst_company: Defaulted<string>;
  website: Defaulted<string>;
  iata_code: Defaulted<string>;
  alternate_email: Defaulted<string>;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface AgentUserTable {
  id: Generated<number>;
  agency_id: number | null;
  role: 'OWNER' | 'STAFF' | 'ADMIN';
  user_id: string;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  salutation: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  status: 'Active' | 'Inactive' | 'Suspended';
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface AgencyApplicationTable {
  id: Generated<number>;
  token_hash: string;
  form: Json<Record<string, string>>;
  email: string;
  mobile: string;
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  mobile_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  agency_id: ColumnType<number | null, number | null | undefined, number | null>;
  client_ip: string;
  expires_at: Timestamp;
  created_at: Created;
}

export interface AgencyDocumentTable {
  id: Generated<number>;
  agency_id: ColumnType<number | null, number | null | undefined, number | null>;
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  kind: 'PAN' | 'GST' | 'LOGO' | 'MEDICAL' | 'VISA_SUPPORT' | 'VISA';
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  sha256: string;
  uploaded_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Created;
}

export interface AgentOtpChallengeTable {
  id: Generated<number>;
  purpose: 'REGISTER_EMAIL' | 'REGISTER_MOBILE' | 'SIGN_IN';
  application_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  destination: string;
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  salt: string;
  client_ip: string;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
}

export interface AgentSessionTable {
  token_hash: string;
  user_id: number;
  client_ip: string;
  user_agent: Defaulted<string>;
  created_at: Created;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AgentSignInAttemptTable {
  id: Generated<number>;
  user_key: string;
  client_ip: string;
  succeeded: boolean;
  created_at: Created;
}

export interface AgentPasswordLinkTable {
  token_hash: string;
  user_id: number;
  purpose: 'WELCOME' | 'RESET';
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Created;
}

export interface SupportRequestTable {
  id: Generated<number>;
  agency_id: number;
  raised_by: number;
  subject: string;
  booking_reference: Defaulted<string>;
  status: 'OPEN' | 'ANSWERED' | 'CLOSED';
  created_at: Created;
  updated_at: Timestamp;
}

export interface SupportMessageTable {
  id: Generated<number>;
  request_id: number;
  author_id: number;
  from_support: boolean;
  body: string;
  created_at: Created;
}

/** A traveller's request about one of their flight bookings (decision 027); ids shared with support_requests. */
export interface TravellerSupportRequestTable {
  id: Generated<number>;
  consumer_user_id: number;
  booking_id: number;
  category: SupportCategory;
  subject: string;
  status: Defaulted<'OPEN' | 'ANSWERED' | 'CLOSED'>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface TravellerSupportMessageTable {
  id: Generated<number>;
  request_id: number;
  from_support: boolean;
  author_id: number | null;
  body: string;
  created_at: Created;
}

export interface LedgerAccountTable {
  id: Generated<number>;
  code: string;
  kind: 'AGENCY_WALLET' | 'OPERATOR_BANK' | 'OPERATOR_ADJUSTMENTS' | 'OPERATOR_SALES' | 'GATEWAY_CLEARING';
  agency_id: ColumnType<number | null, number | null | undefined, never>;
  name: string;
  created_at: Created;
}

export interface AgencyWalletTable {
  agency_id: number;
  account_id: number;
  balance_paise: ColumnType<number, number | undefined, number>;
  credit_limit_paise: ColumnType<number, number | undefined, number>;
  low_balance_threshold_paise: ColumnType<number, number | undefined, number>;
  low_balance_alerted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: Timestamp;
}

export interface JournalTransactionTable {
  id: Generated<number>;
  agency_id: number;
  kind:
    | 'DEPOSIT'
    | 'CREDIT_NOTE'
    | 'DEBIT_NOTE'
    | 'FUND_TRANSFER'
    | 'FUND_REVERSAL'
    | 'BOOKING'
    | 'REFUND'
    | 'GATEWAY_CHARGE'
    | 'VISA_FEE'
    | 'VISA_REFUND';
  document_no: string;
  narration: string;
  reference: ColumnType<string, string | undefined, never>;
  created_by: ColumnType<number | null, number | null | undefined, never>;
  created_at: Created;
}

export interface JournalEntryTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount_paise: number;
  created_at: Created;
}

export interface IdempotencyKeyTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: ColumnType<number | null, number | null | undefined, number | null>;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Created;
}

export interface OperatorBankAccountTable {
  id: Generated<number>;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string;
  ifsc: string;
  pan: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Created;
  updated_at: Timestamp;
}

export interface WalletDepositTable {
  id: Generated<number>;
  agency_id: number;
  mode: string;
  reference: ColumnType<string, string | undefined, string>;
  account_number: ColumnType<string, string | undefined, string>;
  holder_name: ColumnType<string, string | undefined, string>;
  branch: ColumnType<string, string | undefined, string>;
  deposit_date: DateColumn;
  bank_account_id: ColumnType<number | null, number | null | undefined, number | null>;
  amount_paise: Paise;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  requested_by: number;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  transaction_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Created;
}

export interface PaymentProviderKeyTable {
  provider: string;
  key_secret: string;
  created_at: Created;
}

export interface PaymentOrderTable {
  id: Generated<number>;
  order_ref: string;
  purpose: 'WALLET_TOPUP' | 'DUE_PAYMENT' | 'BOOKING' | 'SERVICES';
  /** Null for a traveller's booking (migration 009). */
  agency_id: number | null;
  amount_paise: Paise;
  charge_paise: Paise;
  provider: string;
  provider_order_id: string;
  checkout_url: string;
  provider_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  method: ColumnType<string | null, string | null | undefined, string | null>;
  status: 'CREATED' | 'PAID' | 'FAILED' | 'REFUND_DUE' | 'REFUNDED';
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  deposit_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: number | null;
  created_at: Created;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The booking a traveller's order pays (migration 017). */
  booking_id: ColumnType<number | null, number | null | undefined, number | null>;
  consumer_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  return_path: ColumnType<string | null, string | null | undefined, string | null>;
  /** What has been refunded to this payment (migration 024). */
  refunded_paise: ColumnType<number, number | bigint | undefined, number | bigint>;
  /** The services after booking a traveller's order pays (migration 028). */
  service_purchase_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SandboxGatewayOrderTable {
  id: string;
  amount_paise: Paise;
  currency: ColumnType<string, string | undefined, string>;
  receipt: string;
  description: string;
  customer_name: ColumnType<string, string | undefined, string>;
  customer_email: ColumnType<string, string | undefined, string>;
  customer_phone: ColumnType<string, string | undefined, string>;
  return_url: string;
  status: 'CREATED' | 'PAID' | 'FAILED';
  payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  method: ColumnType<string | null, string | null | undefined, string | null>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Created;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refunded_paise: ColumnType<number, number | bigint | undefined, number | bigint>;
}

export interface FlightScheduleTable {
  id: Generated<number>;
  carrier: string;
  flight_number: number;
  origin: string;
  destination: string;
  departure_time: string;
  arrival_time: string;
  arrival_day_offset: number;
  duration_minutes: number;
  weekdays: string;
  valid_from: DateColumn;
  valid_to: DateColumn;
  aircraft: string;
  departure_terminal: string;
  arrival_terminal: string;
}

export interface FlightInventoryTable {
  schedule_id: number;
  flight_date: DateColumn;
  cabin: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
  seats_sold: ColumnType<number, number | undefined, number>;
}

export interface FlightRecentSearchTable {
  id: Generated<number>;
  agent_user_id: number;
  search_key: string;
  search: Json<unknown>;
  created_at: Timestamp;
}

/** Products the booking core sells (migration 017). */
// One per product the booking core sells; @tripsetu/domain's booking-api.ts lists the same codes.
export type ProductCode = 'FLIGHT' | 'BUS' | 'HOTEL';

/** What every booking has, whatever its product (migration 017, decision 022). */
export interface BookingTable {
  id: Generated<number>;
  transaction_id: string;
  product: ProductCode;
  channel: 'AGENT' | 'CONSUMER';
  agency_id: number | null;
  booked_by: number | null;
  consumer_user_id: number | null;
  status: 'CONFIRMED' | 'ON_HOLD' | 'RELEASED' | 'NOT_CONFIRMED' | 'CANCELLED' | 'RESCHEDULED';
  payment_status: 'UNPAID' | 'PAID' | 'REFUNDED';
  contact: Json<unknown>;
  gst: Json<unknown> | null;
  /** The fare summary: lines for the agency and the customer, and their totals. */
  fare: Json<unknown>;
  total_paise: Paise;
  markup_paise: ColumnType<number, number | undefined, number>;
  /** When the service starts: a flight's first departure, a bus's departure, a hotel's check-in. */
  starts_at: Timestamp;
  hold_until: Date | string | null;
  /** Tickets, vouchers: when the product's documents were issued. */
  issued_at: Date | string | null;
  released_at: Date | string | null;
  release_reason: string | null;
  wallet_document_no: string | null;
  invoice_no: string | null;
  /** The agency's own customer invoice number (migration 016). */
  customer_invoice_no: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  /** Consumer bookings: the inventory is kept, unpaid, until then (migration 009). */
  payment_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A booking made by rescheduling travellers of another (migration 022). */
  rescheduled_from: ColumnType<number | null, number | null | undefined, never>;
}

/** A flight booking's own details beside its header (migration 017). */
export interface FlightBookingTable {
  booking_id: number;
  trip_type: string;
  cabin: string;
  fare_type: string;
  international: boolean;
  itinerary: Json<unknown>;
  travellers: Json<unknown>;
  fare_rules: Json<unknown>;
}

/** A cancellation of a booking, whole or in part (migration 018, decision 023). */
export interface BookingCancellationTable {
  id: Generated<number>;
  booking_id: number;
  status: 'COMPLETED';
  selection: Json<unknown>;
  quote: Json<unknown>;
  paid_paise: Paise;
  airline_charge_paise: Paise;
  ota_charge_paise: Paise;
  gst_paise: Paise;
  kept_paise: Paise;
  commission_reversed_paise: Paise;
  refund_paise: Paise;
  wallet_document_no: string | null;
  credit_note_no: string;
  requested_by: number | null;
  created_at: Created;
  /** Where the refund went (migration 019): the agency's wallet, or the traveller's original payment. */
  refund_to: ColumnType<'WALLET' | 'ORIGINAL_PAYMENT', 'WALLET' | 'ORIGINAL_PAYMENT' | undefined, never>;
  payment_order_id: ColumnType<number | null, number | null | undefined, never>;
  gateway_refund_id: ColumnType<string | null, string | null | undefined, never>;
  refund_receipt_no: ColumnType<string | null, string | null | undefined, never>;
  fees_refunded_paise: ColumnType<number, number | undefined, never>;
  requested_by_traveller: ColumnType<number | null, number | null | undefined, never>;
}

/** The words Manage Bookings finds a flight booking by (migration 021). */
export interface FlightBookingTermTable {
  booking_id: number;
  term: string;
}

/** A cancellation the rules cannot price, asked of the back office (migration 020). */
export interface CancellationRequestTable {
  id: Generated<number>;
  booking_id: number;
  reason: 'NO_SHOW' | 'AIRLINE_CANCELLED' | 'MEDICAL';
  selection: Json<unknown>;
  request_remarks: string;
  document_id: number | null;
  status: ColumnType<'REQUESTED' | 'APPROVED' | 'REJECTED', 'REQUESTED' | undefined, 'APPROVED' | 'REJECTED'>;
  requested_by: number;
  created_at: Created;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  admin_remarks: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A flight traveller cancelled on one segment (migration 018): once each, by the primary key. */
export interface FlightCancelledSegmentTable {
  booking_id: number;
  traveller_index: number;
  leg_index: number;
  segment_index: number;
  /** Cancelled, or (migration 022) moved to another booking by a reschedule: one of the two. */
  cancellation_id: ColumnType<number | null, number | null | undefined, never>;
  reschedule_id: ColumnType<number | null, number | null | undefined, never>;
}

/** Services added to an issued booking: one purchase, its items and money (migration 023, decision 025). */
export interface BookingServicePurchaseTable {
  id: Generated<number>;
  booking_id: number;
  items: Json<unknown>;
  quote: Json<unknown>;
  services_paise: Paise;
  fee_paise: Paise;
  gst_paise: Paise;
  amount_paise: Paise;
  wallet_document_no: string | null;
  requested_by: number | null;
  created_at: Created;
  /** A traveller's purchase waits for its payment; a payment that could not add it was refunded (migration 028). */
  status: ColumnType<
    'AWAITING_PAYMENT' | 'ADDED' | 'NOT_ADDED',
    'AWAITING_PAYMENT' | 'ADDED' | 'NOT_ADDED' | undefined,
    'AWAITING_PAYMENT' | 'ADDED' | 'NOT_ADDED'
  >;
  requested_by_traveller: ColumnType<number | null, number | null | undefined, number | null>;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Travellers of a booking moved to a new booking of their own (migration 022, decision 024). */
export interface BookingRescheduleTable {
  id: Generated<number>;
  booking_id: number;
  new_booking_id: number;
  selection: Json<unknown>;
  quote: Json<unknown>;
  fare_difference_paise: Paise;
  airline_charge_paise: Paise;
  ota_charge_paise: Paise;
  gst_paise: Paise;
  amount_paise: Paise;
  wallet_document_no: string | null;
  requested_by: number | null;
  created_at: Created;
  /** When the travellers left the old booking; null while a traveller's payment is awaited (migration 024). */
  moved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  requested_by_traveller: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface FlightBookingSegmentTable {
  booking_id: number;
  leg_index: number;
  segment_index: number;
  schedule_id: number;
  flight_date: DateColumn;
  cabin: string;
  carrier: string;
  seats: number;
  pnr: string;
  /** The series fare block the seats were sold from (migration 039), or null. */
  series_block_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A one-time code for a booking, and the proof token it becomes (decisions 016, 029). */
export interface BookingProofTable {
  id: Generated<number>;
  txid: string;
  token_hash: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  proof_hash: ColumnType<string | null, string | null | undefined, string | null>;
  proof_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  client_ip: string;
  created_at: Created;
}

/** A fixed-window counter per key (lib/rate-limit.ts). */
export interface RateLimitTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface FlightSeatAssignmentTable {
  schedule_id: number;
  flight_date: DateColumn;
  seat_no: string;
  booking_id: number;
  traveller_index: number;
}

/** A reservation an airline made outside TripSetu, which an agency may import (migration 025, decision 026). */
export interface AirlinePnrTable {
  id: Generated<number>;
  pnr: string;
  carrier: string;
  trip_type: string;
  cabin: string;
  fare_type: string;
  international: boolean;
  itinerary: Json<unknown>;
  travellers: Json<unknown>;
  fare_rules: Json<unknown>;
  contact: Json<unknown>;
  first_departure: Timestamp;
  ticketing_time_limit: Timestamp;
  created_at: Created;
  imported_booking_id: number | null;
  imported_at: Date | string | null;
  cancelled_at: Date | string | null;
}

export interface AirlinePnrSegmentTable {
  airline_pnr_id: number;
  leg_index: number;
  segment_index: number;
  schedule_id: number;
  flight_date: DateColumn;
  cabin: string;
  carrier: string;
  seats: number;
}

/** An agency's offline request and the back office's answer (decision 028). */
export interface OfflineRequestTable {
  id: Generated<number>;
  agency_id: number;
  requested_by: number;
  request_type: 'GROUP' | 'SPECIAL_FARE' | 'OTHER';
  trip_type: 'ONE_WAY' | 'ROUND_TRIP';
  origin: string;
  destination: string;
  depart_date: DateColumn;
  return_date: DateColumn | null;
  cabin: string;
  adults: number;
  children: number;
  infants: number;
  preferred_airline: Defaulted<string>;
  preferred_time: Defaulted<string>;
  remarks: Defaulted<string>;
  status: Defaulted<'SUBMITTED' | 'QUOTED' | 'BOOKED' | 'REJECTED'>;
  created_at: Created;
  answered_by: number | null;
  answered_at: Date | string | null;
  rejection_reason: string | null;
  quote: Json<unknown> | null;
  valid_until: Date | string | null;
  booking_id: number | null;
  accepted_by: number | null;
  accepted_at: Date | string | null;
}

/** A traveller's special-service request on their flight booking, priced or declined by the back office (decision 028). */
export interface TravellerServiceRequestTable {
  id: Generated<number>;
  consumer_user_id: number;
  booking_id: number;
  service: string;
  details: string;
  status: Defaulted<'SUBMITTED' | 'PRICED' | 'DECLINED'>;
  created_at: Created;
  answered_by: number | null;
  answered_at: Date | string | null;
  price_paise: Paise | null;
  answer: string | null;
}

/** Seats kept for an agent's review (migration 030, decision 030). */
export interface BusBlockTable {
  id: Generated<number>;
  trip_id: string;
  agency_id: number;
  agent_user_id: number;
  boarding_point: string;
  dropping_point: string;
  travellers: Json<unknown>;
  contact: Json<unknown>;
  price: Json<unknown>;
  total_paise: Paise;
  expires_at: Date;
  created_at: Created;
}

/** A bus seat kept (until `expires_at`) or sold through TripSetu; one row per seat of a trip. */
export interface BusSeatTable {
  trip_id: string;
  seat_no: string;
  journey_date: DateColumn;
  status: 'HELD' | 'SOLD';
  block_id: number | null;
  booking_id: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: Date | null;
}

/** A bus booking's own details beside its header (migration 032, decision 031). */
export interface BusBookingTable {
  booking_id: number;
  block_id: number;
  trip_id: string;
  journey_date: DateColumn;
  trip: Json<unknown>;
  travellers: Json<unknown>;
  ticket_no: string | null;
  operator_pnr: string | null;
  search_text: ColumnType<string, string | undefined, string>;
}

/** Rooms of a hotel's room type sold through TripSetu on a night, within its allotment (migration 033). */
export interface HotelRoomNightTable {
  hotel_id: string;
  room_type_id: string;
  night: DateColumn;
  sold: number;
  allotment: number;
}

/** A hotel booking's own details beside its header (migration 033, decision 033). */
export interface HotelBookingTable {
  booking_id: number;
  hotel_id: string;
  room_type_id: string;
  check_in: DateColumn;
  check_out: DateColumn;
  stay: Json<unknown>;
  rooms: Json<unknown>;
  voucher_no: string | null;
  supplier_ref: string | null;
  search_text: ColumnType<string, string | undefined, string>;
}

/** The back office's notes about a booking (migration 031). */
export interface BookingNoteTable {
  id: Generated<number>;
  booking_id: number;
  author_id: number;
  body: string;
  created_at: Created;
}

/** A commission rule kept by the back office (migration 034, decision 034). */
export interface CommissionRuleTable {
  id: Generated<number>;
  supplier: string;
  product: 'FLIGHT' | 'BUS' | 'HOTEL' | 'HOLIDAY';
  carrier: string | null;
  sector: 'DOMESTIC' | 'INTERNATIONAL' | null;
  priority: number;
  kind: 'PERCENT' | 'FLAT';
  value: number;
  basis: 'BASE' | 'BASE_YQ';
  plb_cut_pay_bps: number;
  plb_post_pay_bps: number;
  on_discount: boolean;
  cancellation_fee_paise: number | null;
  reschedule_fee_paise: number | null;
  agency_id: number | null;
  agency_group_id: ColumnType<number | null, number | null | undefined, number | null>;
  valid_from: DateColumn;
  valid_to: ColumnType<string | null, string | null, string | null>;
  added_by: string;
  added_at: Created;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An agency's standing markup for its customer invoices (migration 035, issue 24). */
export interface AgencyMarkupTable {
  id: Generated<number>;
  agency_id: number;
  product: 'FLIGHT' | 'BUS' | 'HOTEL';
  carrier: string | null;
  kind: 'PERCENT' | 'FLAT';
  value: number;
  per: 'BOOKING' | 'TRAVELLER';
  added_by: string;
  added_at: Created;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** PLB post pay credited to an agency's wallet after travel, once per booking (migration 036, decision 034). */
export interface PlbPostPaymentTable {
  booking_id: number;
  agency_id: number;
  plb_paise: Paise;
  tds_paise: Paise;
  credited_paise: Paise;
  tds_section: string;
  wallet_document_no: string | null;
  /** Set again to the credit note's journal time when there is one (plb-post-pay.ts). */
  credited_at: ColumnType<Date, Date | string | undefined, Date>;
}

/** A block of seats on a flight and date sold at fixed fares: an agent series fare (migration 039, decision 037). */
export interface SeriesFareBlockTable {
  id: Generated<number>;
  schedule_id: number;
  flight_date: DateColumn;
  cabin: string;
  seats: number;
  seats_sold: ColumnType<number, number | undefined, number>;
  adult_fare_paise: number;
  child_fare_paise: number;
  infant_fare_paise: number;
  check_in_kg: number;
  added_by: string;
  added_at: Created;
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  withdrawn_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A group of agencies a commission rule may apply to (migration 040, decision 038). */
export interface AgencyGroupTable {
  id: Generated<number>;
  name: string;
  added_by: string;
  added_at: Created;
}

/** TripSetu's own markup on what agencies pay (migration 042, decision 040). */
export interface PlatformMarkupTable {
  id: Generated<number>;
  product: 'FLIGHT' | 'BUS' | 'HOTEL';
  carrier: string | null;
  sector: 'DOMESTIC' | 'INTERNATIONAL' | null;
  kind: 'PERCENT' | 'FLAT';
  value: number;
  agency_id: number | null;
  agency_group_id: number | null;
  added_by: string;
  added_at: Created;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What one unit of a display currency costs in rupees, for a day (migration 043, decision 041). */
export interface CurrencyRateTable {
  id: Generated<number>;
  currency: string;
  day: DateColumn;
  /** bigint: PostgreSQL answers it as text. */
  inr_micros_per_unit: ColumnType<string | number, number, number>;
  set_by: string;
  set_at: Created;
}

/** A visa the back office offers for a destination (migration 044, decision 043); withdrawn, never edited. */
export interface VisaTypeTable {
  id: Generated<number>;
  destination: string;
  name: string;
  entry: 'SINGLE' | 'MULTIPLE';
  stay_days: number;
  validity_days: number;
  processing_days: number;
  /** bigint: PostgreSQL answers it as text. */
  fee_paise: ColumnType<string | number, number, number>;
  refundable: boolean;
  checklist: ColumnType<unknown, string, string>;
  added_by: string;
  added_at: Created;
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  withdrawn_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export type VisaStatusColumn = 'SUBMITTED' | 'IN_PROCESS' | 'APPROVED' | 'REJECTED';

/** One traveller's visa application, paid from the agency's wallet (migration 044). */
export interface VisaApplicationTable {
  id: Generated<number>;
  agency_id: number;
  visa_type_id: number;
  applied_by: number;
  title: string;
  first_name: string;
  last_name: string;
  date_of_birth: DateColumn;
  nationality: string;
  passport_number: string;
  passport_expiry_date: DateColumn;
  travel_date: DateColumn;
  fee_paise: ColumnType<string | number, number, number>;
  refundable: boolean;
  status: VisaStatusColumn;
  remarks: ColumnType<string, string | undefined, string>;
  wallet_document_no: string;
  refund_document_no: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_paise: ColumnType<string | number, number | undefined, number>;
  visa_document_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface VisaApplicationDocumentTable {
  application_id: number;
  position: number;
  item: string;
  document_id: number;
}

export interface VisaApplicationEventTable {
  id: Generated<number>;
  application_id: number;
  status: VisaStatusColumn;
  remarks: ColumnType<string, string | undefined, string>;
  by_name: string;
  at: Created;
}

export interface Database {
  visa_types: VisaTypeTable;
  visa_applications: VisaApplicationTable;
  visa_application_documents: VisaApplicationDocumentTable;
  visa_application_events: VisaApplicationEventTable;
  currency_rates: CurrencyRateTable;
  platform_markups: PlatformMarkupTable;
  agency_groups: AgencyGroupTable;
  series_fare_blocks: SeriesFareBlockTable;
  plb_post_payments: PlbPostPaymentTable;
  commission_rules: CommissionRuleTable;
  agency_markups: AgencyMarkupTable;
  booking_notes: BookingNoteTable;
  bus_blocks: BusBlockTable;
  bus_seats: BusSeatTable;
  bus_bookings: BusBookingTable;
  hotel_room_nights: HotelRoomNightTable;
  hotel_bookings: HotelBookingTable;
  destinations: DestinationTable;
  packages: PackageTable;
  package_images: PackageImageTable;
  package_prices: PackagePriceTable;
  package_city_prices: PackageCityPriceTable;
  package_bookings: PackageBookingTable;
  package_booking_passengers: PackageBookingPassengerTable;
  mail_outbox: MailOutboxTable;
  consumer_users: ConsumerUserTable;
  otp_challenges: OtpChallengeTable;
  sessions: SessionTable;
  sms_outbox: SmsOutboxTable;
  package_cancellation_requests: PackageCancellationRequestTable;
  agencies: AgencyTable;
  agent_users: AgentUserTable;
  agency_applications: AgencyApplicationTable;
  agency_documents: AgencyDocumentTable;
  agent_otp_challenges: AgentOtpChallengeTable;
  agent_sessions: AgentSessionTable;
  agent_sign_in_attempts: AgentSignInAttemptTable;
  agent_password_links: AgentPasswordLinkTable;
  support_requests: SupportRequestTable;
  support_messages: SupportMessageTable;
  traveller_support_requests: TravellerSupportRequestTable;
  traveller_support_messages: TravellerSupportMessageTable;
  ledger_accounts: LedgerAccountTable;
  agency_wallets: AgencyWalletTable;
  journal_transactions: JournalTransactionTable;
  journal_entries: JournalEntryTable;
  idempotency_keys: IdempotencyKeyTable;
  operator_bank_accounts: OperatorBankAccountTable;
  wallet_deposits: WalletDepositTable;
  payment_provider_keys: PaymentProviderKeyTable;
  payment_orders: PaymentOrderTable;
  sandbox_gateway_orders: SandboxGatewayOrderTable;
  flight_schedules: FlightScheduleTable;
  flight_inventory: FlightInventoryTable;
  flight_recent_searches: FlightRecentSearchTable;
  bookings: BookingTable;
  flight_bookings: FlightBookingTable;
  agency_invoice_series: AgencyInvoiceSeriesTable;
  flight_booking_segments: FlightBookingSegmentTable;
  booking_cancellations: BookingCancellationTable;
  flight_cancelled_segments: FlightCancelledSegmentTable;
  booking_reschedules: BookingRescheduleTable;
  booking_service_purchases: BookingServicePurchaseTable;
  cancellation_requests: CancellationRequestTable;
  flight_booking_terms: FlightBookingTermTable;
  flight_seat_assignments: FlightSeatAssignmentTable;
  airline_pnrs: AirlinePnrTable;
  airline_pnr_segments: AirlinePnrSegmentTable;
  offline_requests: OfflineRequestTable;
  traveller_service_requests: TravellerServiceRequestTable;
  rate_limits: RateLimitTable;
  package_booking_proofs: BookingProofTable;
  /** The booking core's (flights'), migration 029. */
  booking_proofs: BookingProofTable;
}

export type NewPackage = Insertable<PackageTable>;
export type PackageRow = Selectable<PackageTable>;
export type NewPackageImage = Insertable<PackageImageTable>;
export type NewPackagePrice = Insertable<PackagePriceTable>;
export type NewPackageCityPrice = Insertable<PackageCityPriceTable>;
export type NewDestination = Insertable<DestinationTable>;

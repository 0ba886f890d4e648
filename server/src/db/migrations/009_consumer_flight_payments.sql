-- Travellers book flights on the consumer site and pay through the payment gateway (issue 7,
-- docs/decisions/015). A consumer booking keeps its seats, NOT_CONFIRMED and UNPAID, until its
-- payment deadline; the payment order that pays it confirms it, in the same transaction.

-- A consumer booking belongs to its traveller and waits for its payment until the deadline.
alter table flight_bookings add column payment_deadline timestamptz;
alter table flight_bookings add constraint flight_bookings_consumer_user_fkey
  foreign key (consumer_user_id) references consumer_users(id);
alter table flight_bookings add constraint flight_bookings_consumer_check
  check ((channel = 'CONSUMER') = (consumer_user_id is not null));
alter table flight_bookings add constraint flight_bookings_unpaid_deadline_check
  check ((status = 'NOT_CONFIRMED') <= (payment_deadline is not null));
create index flight_bookings_unpaid_idx on flight_bookings (payment_deadline) where status = 'NOT_CONFIRMED';
create index flight_bookings_consumer_idx on flight_bookings (consumer_user_id, created_at desc)
  where consumer_user_id is not null;

-- Payment orders learn a third purpose: a traveller's flight booking. Such an order has no agency
-- and no agent: it names the booking and the traveller, and lands the payer on the ticket page.
alter table payment_orders drop constraint payment_orders_purpose_check;
alter table payment_orders add constraint payment_orders_purpose_check
  check (purpose in ('WALLET_TOPUP', 'DUE_PAYMENT', 'FLIGHT_BOOKING'));
-- REFUND_DUE: the gateway took the money, but the booking's seats had been released; owed back.
alter table payment_orders drop constraint payment_orders_status_check;
alter table payment_orders add constraint payment_orders_status_check
  check (status in ('CREATED', 'PAID', 'FAILED', 'REFUND_DUE'));
alter table payment_orders alter column agency_id drop not null;
alter table payment_orders alter column created_by drop not null;
alter table payment_orders add column flight_booking_id bigint unique references flight_bookings(id);
alter table payment_orders add column consumer_user_id bigint references consumer_users(id);
-- Where the payer lands after the gateway, when it is not the wallet's payment page.
alter table payment_orders add column return_path text;
-- Was: a paid order has its deposit. Still so for the wallet's orders; a flight order never has one.
alter table payment_orders drop constraint payment_orders_check;
alter table payment_orders add constraint payment_orders_party_check check (
  case when purpose = 'FLIGHT_BOOKING'
    then agency_id is null and created_by is null and deposit_id is null
      and flight_booking_id is not null and consumer_user_id is not null
    else agency_id is not null and created_by is not null and flight_booking_id is null
      and consumer_user_id is null and status <> 'REFUND_DUE' and (status = 'PAID') = (deposit_id is not null)
  end
);
create index payment_orders_consumer_idx on payment_orders (consumer_user_id, created_at)
  where consumer_user_id is not null;

-- The sandbox gateway's orders may expire, as a live gateway's do (Cashfree order_expiry_time,
-- Razorpay expire_by): after it, the hosted page takes no payment.
alter table sandbox_gateway_orders add column expires_at timestamptz;

-- A traveller adds seats, meals, baggage or services to their own flight booking, paid on the gateway
-- (issue 21, decision 025). The purchase waits for its payment; the payment adds the services, priced again
-- under the inventory's locks, or — a seat taken meanwhile, a cut-off passed — is refunded at once.
alter table booking_service_purchases
  add column status text not null default 'ADDED' check (status in ('AWAITING_PAYMENT', 'ADDED', 'NOT_ADDED')),
  add column requested_by_traveller bigint references consumer_users (id),
  add column failure_reason text;

-- The gateway order of such a purchase: a traveller's, naming the purchase rather than a booking (a booking
-- keeps its one order). REFUNDED: the money came and went straight back, the services not added.
alter table payment_orders add column service_purchase_id bigint unique references booking_service_purchases (id);
alter table payment_orders drop constraint payment_orders_purpose_check;
alter table payment_orders add constraint payment_orders_purpose_check
  check (purpose in ('WALLET_TOPUP', 'DUE_PAYMENT', 'BOOKING', 'SERVICES'));
alter table payment_orders drop constraint payment_orders_status_check;
alter table payment_orders add constraint payment_orders_status_check
  check (status in ('CREATED', 'PAID', 'FAILED', 'REFUND_DUE', 'REFUNDED'));
alter table payment_orders drop constraint payment_orders_party_check;
alter table payment_orders add constraint payment_orders_party_check check (
  case
    when purpose = 'BOOKING' then agency_id is null and created_by is null and deposit_id is null
      and booking_id is not null and consumer_user_id is not null and service_purchase_id is null
    when purpose = 'SERVICES' then agency_id is null and created_by is null and deposit_id is null
      and booking_id is null and consumer_user_id is not null and service_purchase_id is not null
    else agency_id is not null and created_by is not null and booking_id is null and service_purchase_id is null
      and consumer_user_id is null and status not in ('REFUND_DUE', 'REFUNDED') and (status = 'PAID') = (deposit_id is not null)
  end
);

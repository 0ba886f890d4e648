-- A traveller cancels their own booking on the consumer site (issue 21, decision 023): the refund goes
-- back to the payment it was paid with, through the gateway's refund call, with a refund receipt of its
-- own numbering. An agency's cancellation is credited to its wallet as before.
create sequence refund_receipt_serial;

alter table booking_cancellations
  add column refund_to text not null default 'WALLET' check (refund_to in ('WALLET', 'ORIGINAL_PAYMENT')),
  add column payment_order_id bigint references payment_orders (id),
  add column gateway_refund_id text,
  add column refund_receipt_no text unique,
  add column fees_refunded_paise bigint not null default 0 check (fees_refunded_paise >= 0),
  add column requested_by_traveller bigint references consumer_users (id);

-- A refund to the original payment names the payment and the gateway's refund.
alter table booking_cancellations add constraint booking_cancellations_refund_to_check2 check (
  refund_to = 'WALLET'
  or (payment_order_id is not null and refund_receipt_no is not null
      and (gateway_refund_id is not null or refund_paise = 0))
);

-- The sandbox gateway gives money back as a real one does (PaymentProvider.refund, issue 17):
-- what of a paid order has been refunded, never more than was paid.
alter table sandbox_gateway_orders add column refunded_paise bigint not null default 0;
alter table sandbox_gateway_orders add constraint sandbox_gateway_orders_refund_check
  check (refunded_paise >= 0 and refunded_paise <= amount_paise);

-- A traveller reschedules their own flight on the consumer site (issue 21, decision 024): the new booking is
-- kept unpaid until the gateway's payment arrives, and only then are the travellers moved off the old
-- journey. `moved_at` says when that happened (an agent's reschedule moves them at once).
alter table booking_reschedules add column moved_at timestamptz;
update booking_reschedules set moved_at = created_at;
alter table booking_reschedules add column requested_by_traveller bigint references consumer_users (id);

-- What has gone back to a payment already: a rescheduled ticket's refund can be larger than the payment of
-- its own booking, and the rest goes back to the payments of the bookings it came from, each at most once.
alter table payment_orders add column refunded_paise bigint not null default 0 check (refunded_paise >= 0);
update payment_orders p set refunded_paise = coalesce(
  (select sum(c.refund_paise) from booking_cancellations c where c.payment_order_id = p.id), 0);

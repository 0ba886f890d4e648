-- One booking core for every product (issue 20, decision 022). What every booking has — its
-- transaction id, product, channel, who booked it, status, money, deadlines, wallet document and
-- invoice numbers — moves to a `bookings` header; a product keeps only its own details beside it
-- (flights: the itinerary, travellers with their tickets, fare rules). Ids are kept: a flight booking's
-- header is the old row renamed, and its details take the same id.
alter table flight_bookings rename to bookings;
alter sequence flight_bookings_id_seq rename to bookings_id_seq;
alter table bookings add column product text not null default 'FLIGHT' check (product in ('FLIGHT'));
alter table bookings alter column product drop default;
alter table bookings rename column first_departure to starts_at;
alter table bookings rename column ticketed_at to issued_at;
-- Every product's transaction ids: TS, the product's letter, then 20 characters of Crockford base 32.
alter table bookings drop constraint flight_bookings_transaction_id_check;
alter table bookings add constraint bookings_transaction_id_check
  check (transaction_id ~ '^TS[A-Z][0-9A-HJKMNP-TV-Z]{20}$');
alter table bookings rename constraint flight_bookings_consumer_user_fkey to bookings_consumer_user_fkey;
alter table bookings rename constraint flight_bookings_consumer_check to bookings_consumer_check;
alter table bookings rename constraint flight_bookings_unpaid_deadline_check to bookings_unpaid_deadline_check;
alter index flight_bookings_pkey rename to bookings_pkey;
alter index flight_bookings_invoice_no_key rename to bookings_invoice_no_key;
alter index flight_bookings_transaction_id_key rename to bookings_transaction_id_key;
alter table bookings rename constraint flight_bookings_channel_check to bookings_channel_check;
alter table bookings rename constraint flight_bookings_check to bookings_agency_check;
alter table bookings rename constraint flight_bookings_check1 to bookings_hold_check;
alter table bookings rename constraint flight_bookings_markup_paise_check to bookings_markup_paise_check;
alter table bookings rename constraint flight_bookings_payment_status_check to bookings_payment_status_check;
alter table bookings rename constraint flight_bookings_status_check to bookings_status_check;
alter table bookings rename constraint flight_bookings_total_paise_check to bookings_total_paise_check;
alter table bookings rename constraint flight_bookings_agency_id_fkey to bookings_agency_id_fkey;
alter table bookings rename constraint flight_bookings_booked_by_fkey to bookings_booked_by_fkey;
alter index flight_bookings_agency_idx rename to bookings_agency_idx;
alter index flight_bookings_holds_idx rename to bookings_holds_idx;
alter index flight_bookings_unpaid_idx rename to bookings_unpaid_idx;
alter index flight_bookings_consumer_idx rename to bookings_consumer_idx;
alter index flight_bookings_customer_invoice_idx rename to bookings_customer_invoice_idx;

-- A flight booking's own details, one row per booking.
create table flight_bookings (
  booking_id      bigint primary key references bookings (id),
  trip_type       text not null,
  cabin           text not null,
  fare_type       text not null,
  international   boolean not null,
  itinerary       jsonb not null,
  travellers      jsonb not null,
  fare_rules      jsonb not null
);
insert into flight_bookings (booking_id, trip_type, cabin, fare_type, international, itinerary, travellers, fare_rules)
  select id, trip_type, cabin, fare_type, international, itinerary, travellers, fare_rules from bookings;
alter table bookings drop column trip_type, drop column cabin, drop column fare_type, drop column international,
  drop column itinerary, drop column travellers, drop column fare_rules;

-- A flight booking's segments and seats belong to its flight details.
alter table flight_booking_segments drop constraint flight_booking_segments_booking_id_fkey;
alter table flight_booking_segments add constraint flight_booking_segments_booking_id_fkey
  foreign key (booking_id) references flight_bookings (booking_id);
alter table flight_seat_assignments drop constraint flight_seat_assignments_booking_id_fkey;
alter table flight_seat_assignments add constraint flight_seat_assignments_booking_id_fkey
  foreign key (booking_id) references flight_bookings (booking_id);

-- A payment order pays a booking of any product: one column, one purpose, one settlement.
alter table payment_orders rename column flight_booking_id to booking_id;
alter index payment_orders_flight_booking_id_key rename to payment_orders_booking_id_key;
alter table payment_orders rename constraint payment_orders_flight_booking_id_fkey to payment_orders_booking_id_fkey;
alter table payment_orders drop constraint payment_orders_purpose_check;
alter table payment_orders drop constraint payment_orders_party_check;
update payment_orders set purpose = 'BOOKING' where purpose = 'FLIGHT_BOOKING';
alter table payment_orders add constraint payment_orders_purpose_check
  check (purpose in ('WALLET_TOPUP', 'DUE_PAYMENT', 'BOOKING'));
alter table payment_orders add constraint payment_orders_party_check check (
  case when purpose = 'BOOKING'
    then agency_id is null and created_by is null and deposit_id is null
      and booking_id is not null and consumer_user_id is not null
    else agency_id is not null and created_by is not null and booking_id is null
      and consumer_user_id is null and status <> 'REFUND_DUE' and (status = 'PAID') = (deposit_id is not null)
  end
);

-- TripSetu's tax invoices are one series for every product.
alter sequence flight_invoice_serial rename to invoice_serial;

-- Rescheduling (reissuing) a booking's travellers onto another flight (issue 21, decision 024). The chosen
-- travellers leave one journey of the original booking for a new booking of their own: a new PNR (§4:
-- reissue splits them into a new PNR), new tickets, paid from the wallet. One row of the core links the
-- two bookings, with the quote it was priced at and the wallet's document.
create table booking_reschedules (
  id                     bigserial primary key,
  booking_id             bigint not null references bookings (id),
  new_booking_id         bigint not null unique references bookings (id),
  selection              jsonb not null,
  quote                  jsonb not null,
  fare_difference_paise  bigint not null check (fare_difference_paise >= 0),
  airline_charge_paise   bigint not null check (airline_charge_paise >= 0),
  ota_charge_paise       bigint not null check (ota_charge_paise >= 0),
  gst_paise              bigint not null check (gst_paise >= 0),
  amount_paise           bigint not null check (amount_paise >= 0),
  wallet_document_no     text,
  requested_by           bigint references agent_users (id),
  created_at             timestamptz not null default now()
);
create index booking_reschedules_booking_idx on booking_reschedules (booking_id);

-- The new booking names the one it came from.
alter table bookings add column rescheduled_from bigint references bookings (id);

-- A booking whose every traveller has been moved (or cancelled, with at least one moved) is Rescheduled (§4's label).
alter table bookings drop constraint bookings_status_check;
alter table bookings add constraint bookings_status_check
  check (status in ('CONFIRMED', 'ON_HOLD', 'RELEASED', 'NOT_CONFIRMED', 'CANCELLED', 'RESCHEDULED'));

-- A traveller no longer on a segment of this booking: cancelled, or moved to another booking by a reschedule.
alter table flight_cancelled_segments alter column cancellation_id drop not null;
alter table flight_cancelled_segments add column reschedule_id bigint references booking_reschedules (id);
alter table flight_cancelled_segments add constraint flight_cancelled_segments_one_reason
  check ((cancellation_id is null) <> (reschedule_id is null));

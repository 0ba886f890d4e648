-- Cancelling a booking, whole or in part (issue 21, decisions 022 and 023). A cancellation is one row of
-- the booking core: what was cancelled, the quote it was priced at, the money returned to the wallet
-- (its journal document) and TripSetu's GST credit note against the original invoice. A product keeps
-- which of its units are cancelled (flights: a traveller on a segment), once each by the primary key.
create sequence credit_note_serial;

create table booking_cancellations (
  id                    bigserial primary key,
  booking_id            bigint not null references bookings (id),
  status                text not null check (status in ('COMPLETED')),
  -- What the agent chose, and the quote it was priced at, as the product shapes them.
  selection             jsonb not null,
  quote                 jsonb not null,
  paid_paise            bigint not null check (paid_paise >= 0),
  airline_charge_paise  bigint not null check (airline_charge_paise >= 0),
  ota_charge_paise      bigint not null check (ota_charge_paise >= 0),
  gst_paise             bigint not null check (gst_paise >= 0),
  kept_paise            bigint not null check (kept_paise >= 0),
  -- The agency's commission (net of TDS) on what came back, taken back with it.
  commission_reversed_paise bigint not null check (commission_reversed_paise >= 0),
  refund_paise          bigint not null check (refund_paise >= 0),
  wallet_document_no    text,
  credit_note_no        text not null unique,
  requested_by          bigint references agent_users (id),
  created_at            timestamptz not null default now()
);
create index booking_cancellations_booking_idx on booking_cancellations (booking_id);

-- A flight traveller cancelled on one segment: never twice.
create table flight_cancelled_segments (
  booking_id        bigint not null references flight_bookings (booking_id),
  traveller_index   integer not null,
  leg_index         integer not null,
  segment_index     integer not null,
  cancellation_id   bigint not null references booking_cancellations (id),
  primary key (booking_id, traveller_index, leg_index, segment_index)
);

-- A segment whose every seated traveller is cancelled keeps its row (and PNR) with no seats.
alter table flight_booking_segments drop constraint flight_booking_segments_seats_check;
alter table flight_booking_segments add constraint flight_booking_segments_seats_check check (seats >= 0);

-- Manage Bookings finds a booking by an airline PNR.
create index flight_booking_segments_pnr_idx on flight_booking_segments (pnr);

-- Flight bookings (issue 7, docs/decisions/013). A booking is one document (itinerary, travellers,
-- fare) plus the rows that keep inventory honest: its flights (to give seats back on release) and
-- its seat assignments (one passenger per seat per flight, by the primary key).
create table flight_bookings (
  id                bigserial primary key,
  transaction_id    text not null unique check (transaction_id ~ '^TSF[0-9A-HJKMNP-TV-Z]{20}$'),
  channel           text not null check (channel in ('AGENT', 'CONSUMER')),
  agency_id         bigint references agencies(id),
  booked_by         bigint references agent_users(id),
  consumer_user_id  bigint,
  status            text not null check (status in ('CONFIRMED', 'ON_HOLD', 'RELEASED', 'NOT_CONFIRMED', 'CANCELLED')),
  payment_status    text not null check (payment_status in ('UNPAID', 'PAID', 'REFUNDED')),
  trip_type         text not null,
  cabin             text not null,
  fare_type         text not null,
  international     boolean not null,
  itinerary         jsonb not null,
  travellers        jsonb not null,
  contact           jsonb not null,
  gst               jsonb,
  fare              jsonb not null,
  fare_rules        jsonb not null,
  total_paise       bigint not null check (total_paise > 0),
  markup_paise      bigint not null default 0 check (markup_paise >= 0),
  first_departure   timestamptz not null,
  hold_until        timestamptz,
  ticketed_at       timestamptz,
  released_at       timestamptz,
  release_reason    text,
  wallet_document_no text,
  invoice_no        text unique,
  created_at        timestamptz not null default now(),
  check ((channel = 'AGENT') = (agency_id is not null)),
  check ((status = 'ON_HOLD') <= (hold_until is not null))
);
create index flight_bookings_agency_idx on flight_bookings (agency_id, created_at desc);
create index flight_bookings_holds_idx on flight_bookings (hold_until) where status = 'ON_HOLD';

-- The flights of a booking, with the airline PNR of each.
create table flight_booking_segments (
  booking_id      bigint not null references flight_bookings(id),
  leg_index       integer not null,
  segment_index   integer not null,
  schedule_id     integer not null references flight_schedules(id),
  flight_date     date not null,
  cabin           text not null,
  carrier         text not null,
  seats           integer not null check (seats > 0),
  pnr             text not null check (pnr ~ '^[A-HJ-NP-Z2-9]{6}$'),
  primary key (booking_id, leg_index, segment_index)
);

-- A seat chosen on a flight: taken once, whoever asks at the same moment.
create table flight_seat_assignments (
  schedule_id     integer not null references flight_schedules(id),
  flight_date     date not null,
  seat_no         text not null,
  booking_id      bigint not null references flight_bookings(id),
  traveller_index integer not null,
  primary key (schedule_id, flight_date, seat_no)
);
create index flight_seat_assignments_booking_idx on flight_seat_assignments (booking_id);

-- Serial numbers of 13-digit ticket numbers (accounting code, form code 2, nine digits).
create sequence flight_ticket_serial start 100001;

-- Tax invoice numbers, one series: TSI/<financial year>/<serial>.
create sequence flight_invoice_serial start 1;

-- A message may carry files (the flight documents as PDF), base64 in JSON.
alter table mail_outbox add column attachments jsonb not null default '[]';

-- Import PNR (issue 21, decision 026). Reservations an airline holds that were made outside TripSetu
-- (at its counter, on its call centre, through a GDS): the PNR, its travellers, flights and fare as the
-- airline priced them, and the airline's ticketing time limit. Their seats are counted in
-- flight_inventory, so nothing is sold twice. An agency imports one into its bookings, once.
create table airline_pnrs (
  id                    bigserial primary key,
  pnr                   text not null unique check (pnr ~ '^[A-HJ-NP-Z2-9]{6}$'),
  carrier               text not null,
  trip_type             text not null,
  cabin                 text not null check (cabin in ('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST')),
  fare_type             text not null,
  international         boolean not null,
  -- The journeys as priced when the airline booked them (the shape of flight_bookings.itinerary).
  itinerary             jsonb not null,
  travellers            jsonb not null,
  fare_rules            jsonb not null,
  contact               jsonb not null,
  first_departure       timestamptz not null,
  ticketing_time_limit  timestamptz not null,
  created_at            timestamptz not null default now(),
  -- Imported: the agency's booking it became (at most one, whoever asks at the same moment).
  imported_booking_id   bigint unique references bookings (id),
  imported_at           timestamptz,
  -- Cancelled by the airline (its time limit passed unticketed): the seats went back on sale.
  cancelled_at          timestamptz,
  check ((imported_booking_id is null) = (imported_at is null)),
  check (imported_booking_id is null or cancelled_at is null)
);

-- The flights of an airline PNR and the seats it keeps on each (infants take none).
create table airline_pnr_segments (
  airline_pnr_id  bigint not null references airline_pnrs (id) on delete cascade,
  leg_index       integer not null,
  segment_index   integer not null,
  schedule_id     integer not null references flight_schedules (id),
  flight_date     date not null,
  cabin           text not null,
  carrier         text not null,
  seats           integer not null check (seats > 0),
  primary key (airline_pnr_id, leg_index, segment_index)
);

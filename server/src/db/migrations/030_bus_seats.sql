-- Bus seats kept and sold through TripSetu (issue 22, decision 030). The services themselves are the
-- supplier's (generated, not stored); a trip is a service on a date ('VRL-2041@2026-12-01'). A block keeps
-- seats for a few minutes while the agent reviews; one row per seat of a trip, so a seat is never kept or
-- sold twice (the primary key), and a kept seat whose time has passed may be taken by the next block.
create table bus_blocks (
  id               bigserial primary key,
  trip_id          text not null,
  agency_id        bigint not null references agencies (id),
  agent_user_id    bigint not null references agent_users (id),
  boarding_point   text not null,
  dropping_point   text not null,
  travellers       jsonb not null,
  contact          jsonb not null,
  price            jsonb not null,
  total_paise      bigint not null check (total_paise > 0),
  expires_at       timestamptz not null,
  created_at       timestamptz not null default now()
);
create index bus_blocks_agency_idx on bus_blocks (agency_id, created_at desc);

create table bus_seats (
  trip_id      text not null,
  seat_no      text not null,
  journey_date date not null,
  status       text not null check (status in ('HELD', 'SOLD')),
  block_id     bigint references bus_blocks (id),
  booking_id   bigint references bookings (id),
  -- A held seat is free again after this; a sold one has none.
  expires_at   timestamptz,
  primary key (trip_id, seat_no),
  check ((status = 'HELD') = (expires_at is not null))
);
create index bus_seats_date_idx on bus_seats (journey_date);

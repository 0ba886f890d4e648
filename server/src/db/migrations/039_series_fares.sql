-- Agent series fares (issue 24, decision 037): blocks of seats on a named flight and date that the operator bought
-- from the airline at a fixed price, resold to agencies at fixed fares per passenger type. `seats_sold` changes only
-- under the block's row lock and never passes `seats`: the check makes overselling impossible even for code that
-- forgets the lock. A withdrawn block sells no more; what it sold stays sold, and a new block may take its place.
create table series_fare_blocks (
  id                 serial primary key,
  schedule_id        integer not null references flight_schedules (id),
  flight_date        date not null,
  cabin              text not null check (cabin in ('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST')),
  seats              integer not null check (seats between 1 and 200),
  seats_sold         integer not null default 0 check (seats_sold >= 0),
  adult_fare_paise   integer not null check (adult_fare_paise > 0),
  child_fare_paise   integer not null check (child_fare_paise >= 0),
  infant_fare_paise  integer not null check (infant_fare_paise >= 0),
  check_in_kg        integer not null check (check_in_kg between 0 and 40),
  added_by           text not null,
  added_at           timestamptz not null default now(),
  withdrawn_at       timestamptz,
  withdrawn_by       text,
  check (seats_sold <= seats),
  check ((withdrawn_at is null) = (withdrawn_by is null))
);
create index series_fare_blocks_date_idx on series_fare_blocks (flight_date);
-- One block on sale per flight, date and cabin; a withdrawn one may be followed by a new one.
create unique index series_fare_blocks_live_idx on series_fare_blocks (schedule_id, flight_date, cabin)
  where withdrawn_at is null;

-- The block a booking's segment was sold from: its seats go back to the block when the booking is released or its
-- travellers cancelled.
alter table flight_booking_segments add column series_block_id integer references series_fare_blocks (id);

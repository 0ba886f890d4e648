-- The operator's own flights (issue 6, docs/decisions/011): schedules, not per-date rows. A flight
-- on a date is a schedule that operates on that weekday within its validity.
create table flight_schedules (
  id                  serial primary key,
  carrier             text not null,
  flight_number       integer not null check (flight_number between 1 and 9999),
  origin              text not null,
  destination         text not null,
  departure_time      text not null check (departure_time ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'),  -- local HHMM
  arrival_time        text not null check (arrival_time ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'),
  arrival_day_offset  integer not null check (arrival_day_offset between 0 and 2),
  duration_minutes    integer not null check (duration_minutes > 0),
  weekdays            text not null check (weekdays ~ '^[1-7]{1,7}$'),          -- ISO weekdays, '1234567'
  valid_from          date not null,
  valid_to            date not null,
  aircraft            text not null,
  departure_terminal  text not null,
  arrival_terminal    text not null,
  unique (carrier, flight_number),
  check (origin <> destination),
  check (valid_from <= valid_to)
);
create index flight_schedules_route_idx on flight_schedules (origin, destination);

-- Seats sold per flight and cabin on a date (the booking issue writes these under a row lock).
create table flight_inventory (
  schedule_id   integer not null references flight_schedules(id),
  flight_date   date not null,
  cabin         text not null check (cabin in ('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST')),
  seats_sold    integer not null default 0 check (seats_sold >= 0),
  primary key (schedule_id, flight_date, cabin)
);

-- An agent's recent flight searches (the last five are shown under the search form).
create table flight_recent_searches (
  id            bigserial primary key,
  agent_user_id bigint not null references agent_users(id),
  search_key    text not null,
  search        jsonb not null,
  created_at    timestamptz not null default now(),
  unique (agent_user_id, search_key)
);
create index flight_recent_searches_user_idx on flight_recent_searches (agent_user_id, created_at desc);

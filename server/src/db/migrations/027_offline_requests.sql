-- Offline requests (issue 21, decision 028). An agency asks for what the search does not offer (a group of 10
-- or more, a special fare); the back office answers with a quote — flights of the inventory at a fare per
-- passenger type, valid until a time — or rejects it with a reason. A valid quote accepted with the travellers'
-- names becomes a booking of the booking core, on hold; one quote makes one booking (the unique booking_id and
-- the request row's lock). EXPIRED is worked out from valid_until, never stored.
create table offline_requests (
  id                  bigserial primary key,
  agency_id           bigint not null references agencies (id),
  requested_by        bigint not null references agent_users (id),
  request_type        text not null check (request_type in ('GROUP', 'SPECIAL_FARE', 'OTHER')),
  trip_type           text not null check (trip_type in ('ONE_WAY', 'ROUND_TRIP')),
  origin              text not null,
  destination         text not null,
  depart_date         date not null,
  return_date         date,
  cabin               text not null,
  adults              integer not null check (adults >= 1),
  children            integer not null check (children >= 0),
  infants             integer not null check (infants >= 0),
  preferred_airline   text not null default '',
  preferred_time      text not null default 'ANY',
  remarks             text not null default '',
  status              text not null default 'SUBMITTED'
                        check (status in ('SUBMITTED', 'QUOTED', 'BOOKED', 'REJECTED')),
  created_at          timestamptz not null default now(),
  answered_by         bigint references agent_users (id),
  answered_at         timestamptz,
  rejection_reason    text,
  -- The quote: the journeys with the group's fare, the flights to hold, the fare rules; and what it says.
  quote               jsonb,
  valid_until         timestamptz,
  booking_id          bigint unique references bookings (id),
  accepted_by         bigint references agent_users (id),
  accepted_at         timestamptz,
  check ((status = 'SUBMITTED') = (answered_at is null)),
  check (status not in ('QUOTED', 'BOOKED') or (quote is not null and valid_until is not null)),
  check (status <> 'REJECTED' or rejection_reason is not null),
  check ((status = 'BOOKED') = (booking_id is not null))
);
-- The agency's list, newest first; the back office's queue, oldest waiting first.
create index offline_requests_agency_idx on offline_requests (agency_id, id desc);
create index offline_requests_queue_idx on offline_requests (created_at) where status = 'SUBMITTED';

-- Special services a traveller asks for on one of their own flight bookings (/flight/offline-ssr-booking): a
-- stretcher, an unaccompanied minor, a seat for an instrument… The back office prices or declines each one.
create table traveller_service_requests (
  id                  bigserial primary key,
  consumer_user_id    bigint not null references consumer_users (id),
  booking_id          bigint not null references bookings (id),
  service             text not null check (service in ('STRETCHER', 'WHEELCHAIR_CARRY_ON', 'UNACCOMPANIED_MINOR',
                        'MEDICAL_OXYGEN', 'MUSICAL_INSTRUMENT_SEAT', 'PET_IN_CABIN', 'SPORTS_EQUIPMENT', 'OTHER')),
  details             text not null,
  status              text not null default 'SUBMITTED' check (status in ('SUBMITTED', 'PRICED', 'DECLINED')),
  created_at          timestamptz not null default now(),
  answered_by         bigint references agent_users (id),
  answered_at         timestamptz,
  price_paise         bigint check (price_paise is null or price_paise > 0),
  answer              text,
  check ((status = 'SUBMITTED') = (answered_at is null)),
  check ((status = 'PRICED') = (price_paise is not null))
);
-- The traveller's list; one request waiting per booking and service; the queue, oldest first.
create index traveller_service_requests_user_idx on traveller_service_requests (consumer_user_id, id desc);
create unique index traveller_service_requests_waiting_idx
  on traveller_service_requests (booking_id, service) where status = 'SUBMITTED';
create index traveller_service_requests_queue_idx on traveller_service_requests (created_at) where status = 'SUBMITTED';

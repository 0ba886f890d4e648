-- Travellers' support requests about their own flight bookings (issue 21, decision 027): the consumer
-- site's /flight/agent-support. One thread per request, answered by the back office in the same queue as the
-- agencies' requests. The ids come from support_requests' own sequence, so that one reference (SR100012)
-- and one portal page (/agent/support/:id) name one thread, whoever raised it.
create table traveller_support_requests (
  id                  bigint primary key default nextval('support_requests_id_seq'),
  consumer_user_id    bigint not null references consumer_users (id),
  booking_id          bigint not null references bookings (id),
  category            text not null check (category in ('CANCELLATION_REFUND', 'DATE_CHANGE',
                        'SEATS_MEALS_BAGGAGE', 'NAME_CORRECTION', 'PAYMENT_INVOICE', 'OTHER')),
  subject             text not null,
  status              text not null default 'OPEN' check (status in ('OPEN', 'ANSWERED', 'CLOSED')),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
-- The traveller's list, newest first; one request not yet closed per booking and topic; the back office's
-- queue, oldest open first.
create index traveller_support_requests_user_idx on traveller_support_requests (consumer_user_id, id desc);
create unique index traveller_support_requests_open_idx
  on traveller_support_requests (booking_id, category) where status <> 'CLOSED';
create index traveller_support_requests_queue_idx on traveller_support_requests (status, created_at);

create table traveller_support_messages (
  id                  bigserial primary key,
  request_id          bigint not null references traveller_support_requests (id),
  from_support        boolean not null,
  -- The administrator who answered; a traveller's own message has none.
  author_id           bigint references agent_users (id),
  body                text not null,
  created_at          timestamptz not null default now(),
  check (from_support = (author_id is not null))
);
create index traveller_support_messages_request_idx on traveller_support_messages (request_id, id);

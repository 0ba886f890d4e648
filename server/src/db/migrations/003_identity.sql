-- Travellers' accounts (sign-in by mobile and OTP), sessions, the SMS outbox of the demo provider,
-- and package cancellation requests.

create table consumer_users (
  id            bigserial primary key,
  agent_id      text not null unique,          -- 'CU' + id, the session user's agentId
  title         text not null,
  first_name    text not null,
  last_name     text not null,
  email         text not null,
  mobile        text not null unique,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);

-- One OTP sent: for signing in, or for confirming a registration (which waits in `registration`).
create table otp_challenges (
  id             bigserial primary key,
  purpose        text not null check (purpose in ('LOGIN', 'REGISTER')),
  mobile         text not null,
  token_hash     text not null unique,         -- sha256 of the registration token handed to the site
  code_hash      text,                         -- sha256(salt + code); null when no code was sent
  salt           text not null,
  registration   jsonb,                        -- the pending account for purpose REGISTER
  client_ip      text not null,
  attempts       smallint not null default 0,
  expires_at     timestamptz not null,
  consumed_at    timestamptz,
  created_at     timestamptz not null default now()
);
create index otp_challenges_mobile_idx on otp_challenges (mobile, created_at);
create index otp_challenges_ip_idx on otp_challenges (client_ip, created_at);

create table sessions (
  token_hash     text primary key,             -- sha256 of the session token
  user_id        bigint references consumer_users(id),
  created_at     timestamptz not null default now(),
  last_seen_at   timestamptz not null default now(),
  expires_at     timestamptz not null,          -- absolute lifetime
  ended_at       timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table sms_outbox (
  id          bigserial primary key,
  to_mobile   text not null,
  body        text not null,
  created_at  timestamptz not null default now()
);

create table package_cancellation_requests (
  txid             text primary key references package_bookings(txid),
  reason           text not null,
  refund_percent   smallint not null,
  refund_paise     bigint not null check (refund_paise >= 0),
  requested_by     bigint references consumer_users(id),
  requested_at     timestamptz not null default now()
);

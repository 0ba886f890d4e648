-- Durable outbox: a message is written in the same transaction as the event that causes it,
-- and a worker delivers it over SMTP with retries.
create table mail_outbox (
  id               bigserial primary key,
  to_address       text not null,
  subject          text not null,
  html             text not null,
  reference        text,            -- what the message is about, e.g. a booking's txid
  status           text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
  attempts         smallint not null default 0,
  next_attempt_at  timestamptz not null default now(),
  last_error       text,
  created_at       timestamptz not null default now(),
  sent_at          timestamptz
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'PENDING';
create index mail_outbox_reference_idx on mail_outbox (reference, created_at);

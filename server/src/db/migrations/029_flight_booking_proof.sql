-- Proof that a booking of the booking core (a traveller's flight booking) is one's own, for a visitor who
-- is not signed in (issue 21, decision 029): a one-time code sent to the booking's mobile or e-mail and,
-- once the code is confirmed, a short-lived proof token that the booking's pages accept. The same shape
-- and rules as package_booking_proofs (decision 016); only hashes are kept.
create table booking_proofs (
  id               bigserial primary key,
  txid             text not null references bookings (transaction_id),
  token_hash       text not null unique,
  code_hash        text not null,
  attempts         integer not null default 0,
  expires_at       timestamptz not null,
  proof_hash       text unique,
  proof_expires_at timestamptz,
  client_ip        text not null,
  created_at       timestamptz not null default now()
);
create index booking_proofs_txid_idx on booking_proofs (txid);

-- Proof that a package booking is one's own (issue 17, decision 016): a one-time code sent to the
-- booking's lead mobile and e-mail, and, once the code is confirmed, a short-lived proof token that
-- finding, quoting and cancelling the booking accept. Only hashes are kept.
create table package_booking_proofs (
  id               bigserial primary key,
  txid             text not null references package_bookings(txid),
  token_hash       text not null unique,
  code_hash        text not null,
  attempts         integer not null default 0,
  expires_at       timestamptz not null,
  proof_hash       text unique,
  proof_expires_at timestamptz,
  client_ip        text not null,
  created_at       timestamptz not null default now()
);
create index package_booking_proofs_txid_idx on package_booking_proofs (txid);

-- The agency wallet as a double-entry ledger (DESIGN.md "The wallet", docs/decisions/009):
-- accounts, journal transactions whose entries sum to zero (checked by the database at commit),
-- entries that are never changed or deleted, idempotency keys, the operator's bank accounts and
-- deposits waiting for approval.

create table ledger_accounts (
  id            bigserial primary key,
  code          text not null unique,              -- 'AGENCY_WALLET:12', 'OPERATOR_BANK', …
  kind          text not null check (kind in ('AGENCY_WALLET', 'OPERATOR_BANK', 'OPERATOR_ADJUSTMENTS', 'OPERATOR_SALES', 'GATEWAY_CLEARING')),
  agency_id     bigint references agencies(id),
  name          text not null,
  created_at    timestamptz not null default now(),
  check ((kind = 'AGENCY_WALLET') = (agency_id is not null))
);

insert into ledger_accounts (code, kind, name) values
  ('OPERATOR_BANK', 'OPERATOR_BANK', 'TripSetu bank accounts'),
  ('OPERATOR_ADJUSTMENTS', 'OPERATOR_ADJUSTMENTS', 'Credit and debit notes, transfers'),
  ('OPERATOR_SALES', 'OPERATOR_SALES', 'Bookings paid from wallets'),
  ('GATEWAY_CLEARING', 'GATEWAY_CLEARING', 'Payment gateway settlements');

-- One wallet per agency. balance_paise is the sum of the wallet account's entries, kept in the same
-- transaction that writes them, under this row's lock (the lock is what serialises debits).
create table agency_wallets (
  agency_id                    bigint primary key references agencies(id),
  account_id                   bigint not null unique references ledger_accounts(id),
  balance_paise                bigint not null default 0,
  credit_limit_paise           bigint not null default 0 check (credit_limit_paise >= 0),
  low_balance_threshold_paise  bigint not null default 0 check (low_balance_threshold_paise >= 0),
  low_balance_alerted_at       timestamptz,
  updated_at                   timestamptz not null default now()
);

create table journal_transactions (
  id            bigserial primary key,
  agency_id     bigint not null references agencies(id),
  kind          text not null check (kind in ('DEPOSIT', 'CREDIT_NOTE', 'DEBIT_NOTE', 'FUND_TRANSFER', 'FUND_REVERSAL', 'BOOKING', 'REFUND')),
  document_no   text not null unique,               -- TR…, CN…, DN…, FT…, FR…
  narration     text not null,
  reference     text not null default '',           -- the deposit, booking or note it records
  created_by    bigint references agent_users(id),
  -- The time of the insert, under the wallet's lock (now() would be the start of the database
  -- transaction, which may have waited for the lock behind later-starting ones).
  created_at    timestamptz not null default clock_timestamp()
);
create index journal_transactions_agency_idx on journal_transactions (agency_id, created_at, id);

create table journal_entries (
  id              bigserial primary key,
  transaction_id  bigint not null references journal_transactions(id),
  account_id      bigint not null references ledger_accounts(id),
  amount_paise    bigint not null check (amount_paise <> 0),   -- + into the account, − out of it
  created_at      timestamptz not null default clock_timestamp()
);
create index journal_entries_account_idx on journal_entries (account_id, transaction_id);
create index journal_entries_transaction_idx on journal_entries (transaction_id);

-- Entries and transactions are never changed or deleted: mistakes get reversing transactions.
create function refuse_ledger_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are immutable (% on %)', tg_op, tg_table_name;
end
$$;
create trigger journal_entries_immutable before update or delete on journal_entries
  for each row execute function refuse_ledger_change();
create trigger journal_transactions_immutable before update or delete on journal_transactions
  for each row execute function refuse_ledger_change();
create trigger journal_entries_not_truncated before truncate on journal_entries
  for each statement execute function refuse_ledger_change();
create trigger journal_transactions_not_truncated before truncate on journal_transactions
  for each statement execute function refuse_ledger_change();

-- At commit, every transaction that gained entries must have entries summing to zero, and at least two.
create function check_journal_balanced() returns trigger language plpgsql as $$
declare
  total bigint;
  entries integer;
begin
  select coalesce(sum(amount_paise), 0), count(*) into total, entries
    from journal_entries where transaction_id = new.transaction_id;
  if total <> 0 or entries < 2 then
    raise exception 'journal transaction % does not balance (sum %, % entries)', new.transaction_id, total, entries;
  end if;
  return null;
end
$$;
create constraint trigger journal_entries_balanced after insert on journal_entries
  deferrable initially deferred
  for each row execute function check_journal_balanced();

-- A retry with the same key gets the first answer; the same key with another body is refused.
create table idempotency_keys (
  scope          text not null,                      -- 'agency:12' or 'admin:3'
  key            text not null,
  request_hash   text not null,
  status_code    smallint,
  response       jsonb,
  created_at     timestamptz not null default now(),
  primary key (scope, key)
);

create table operator_bank_accounts (
  id              bigserial primary key,
  bank_name       text not null,
  account_name    text not null,
  account_number  text not null,
  branch          text not null,
  ifsc            text not null,
  pan             text not null,
  active          boolean not null default true,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);

create table wallet_deposits (
  id                bigserial primary key,
  agency_id         bigint not null references agencies(id),
  mode              text not null,
  reference         text not null default '',
  account_number    text not null default '',
  holder_name       text not null default '',
  branch            text not null default '',
  deposit_date      date not null,
  bank_account_id   bigint references operator_bank_accounts(id),
  amount_paise      bigint not null check (amount_paise > 0),
  status            text not null check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  requested_by      bigint not null references agent_users(id),
  reviewed_by       bigint references agent_users(id),
  reviewed_at       timestamptz,
  rejection_reason  text,
  transaction_id    bigint references journal_transactions(id),   -- the credit, once approved
  created_at        timestamptz not null default now()
);
create index wallet_deposits_status_idx on wallet_deposits (status, created_at);
create index wallet_deposits_agency_idx on wallet_deposits (agency_id, created_at);

-- Document numbers of journal transactions (the prefix names the kind: TR, CN, DN, FT, FR, BK, RF).
create sequence journal_document_seq start 100001;

-- Operator bank accounts agencies deposit into (§3, seeded; editable by administrators).
insert into operator_bank_accounts (bank_name, account_name, account_number, branch, ifsc, pan) values
  ('HDFC Bank', 'TripSetu Technologies Pvt Ltd', '50200041234567', 'MG Road, Bengaluru', 'HDFC0000523', 'AAHCT4821K'),
  ('ICICI Bank', 'TripSetu Technologies Pvt Ltd', '001905012345', 'Koramangala, Bengaluru', 'ICIC0000019', 'AAHCT4821K'),
  ('State Bank of India', 'TripSetu Technologies Pvt Ltd', '39876543210', 'Residency Road, Bengaluru', 'SBIN0040563', 'AAHCT4821K');

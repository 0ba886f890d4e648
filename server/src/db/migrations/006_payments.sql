-- Payment-gateway payments (issue 5, docs/decisions/010): wallet top-ups and payments of the due
-- through a provider shaped like the Indian gateways (order → hosted page → signed return).

-- The journal learns one more kind: the §9 ₹1 confirmation charge of a gateway payment, moved from
-- the gateway clearing account to sales (it never touches the agency's wallet).
alter table journal_transactions drop constraint journal_transactions_kind_check;
alter table journal_transactions add constraint journal_transactions_kind_check
  check (kind in ('DEPOSIT', 'CREDIT_NOTE', 'DEBIT_NOTE', 'FUND_TRANSFER', 'FUND_REVERSAL', 'BOOKING', 'REFUND', 'GATEWAY_CHARGE'));

-- The merchant's key secret per provider, shared with the provider (a real gateway's dashboard
-- issues it; the sandbox's is made on first start). Never sent to a browser.
create table payment_provider_keys (
  provider    text primary key,
  key_secret  text not null,
  created_at  timestamptz not null default now()
);

-- Our side of each payment: what it is for, what is charged, and how it ended.
create table payment_orders (
  id                   bigserial primary key,
  order_ref            text not null unique,                 -- PO…, shown to the agency
  purpose              text not null check (purpose in ('WALLET_TOPUP', 'DUE_PAYMENT')),
  agency_id            bigint not null references agencies(id),
  amount_paise         bigint not null check (amount_paise > 0),   -- what reaches the wallet
  charge_paise         bigint not null check (charge_paise >= 0),  -- the §9 confirmation charge
  provider             text not null,
  provider_order_id    text not null,
  checkout_url         text not null,                        -- the provider's hosted page
  provider_payment_id  text,
  method               text,
  status               text not null check (status in ('CREATED', 'PAID', 'FAILED')),
  failure_reason       text,
  deposit_id           bigint references wallet_deposits(id),       -- the credit and its receipt
  created_by           bigint not null references agent_users(id),
  created_at           timestamptz not null default now(),
  settled_at           timestamptz,
  unique (provider, provider_order_id),
  unique (provider, provider_payment_id),
  check ((status = 'PAID') = (deposit_id is not null))
);
create index payment_orders_agency_idx on payment_orders (agency_id, created_at);

-- The sandbox provider's own books: what a real gateway keeps on its side.
create table sandbox_gateway_orders (
  id             text primary key,                         -- order_…
  amount_paise   bigint not null check (amount_paise > 0),
  currency       text not null default 'INR',
  receipt        text not null,                            -- the merchant's order reference
  description    text not null,
  customer_name  text not null default '',
  customer_email text not null default '',
  customer_phone text not null default '',
  return_url     text not null,
  status         text not null check (status in ('CREATED', 'PAID', 'FAILED')),
  payment_id     text unique,                              -- pay_… once paid
  method         text,
  failure_reason text,
  attempts       integer not null default 0,
  created_at     timestamptz not null default now(),
  paid_at        timestamptz
);

-- Display currencies' rates (issue 25, decision 041): the rupees one unit of a currency buys, set by the back office
-- for a day. Dated rows, never edited: a correction is a new row for the same day, the newest winning; a day with
-- none shows the last one before it, with its date. Money itself never leaves rupees.
create table currency_rates (
  id                    serial primary key,
  currency              text not null check (currency ~ '^[A-Z]{3}$' and currency <> 'INR'),
  day                   date not null,
  inr_micros_per_unit   bigint not null check (inr_micros_per_unit > 0),
  set_by                text not null,
  set_at                timestamptz not null default now()
);
create index currency_rates_latest_idx on currency_rates (currency, day desc, id desc);

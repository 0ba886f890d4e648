-- Commission rules kept by the back office (issue 24, decision 034): what an agency earns on a booking, chosen
-- by priority (1 first), then by how specific the rule is. Deleting a rule ends it (deleted_at); bookings keep
-- what it gave them in their fare summary.
create table commission_rules (
  id                      serial primary key,
  supplier                text not null,
  product                 text not null check (product in ('FLIGHT', 'BUS', 'HOTEL', 'HOLIDAY')),
  carrier                 text,
  sector                  text check (sector in ('DOMESTIC', 'INTERNATIONAL')),
  priority                integer not null check (priority between 1 and 99),
  kind                    text not null check (kind in ('PERCENT', 'FLAT')),
  value                   integer not null check (value >= 0),
  basis                   text not null check (basis in ('BASE', 'BASE_YQ')),
  plb_cut_pay_bps         integer not null default 0 check (plb_cut_pay_bps between 0 and 5000),
  plb_post_pay_bps        integer not null default 0 check (plb_post_pay_bps between 0 and 5000),
  on_discount             boolean not null default false,
  -- TripSetu's fee per passenger per segment on a cancellation or reschedule; null: the standard fee.
  cancellation_fee_paise  integer check (cancellation_fee_paise >= 0),
  reschedule_fee_paise    integer check (reschedule_fee_paise >= 0),
  agency_id               integer references agencies (id),
  valid_from              date not null,
  valid_to                date,
  added_by                text not null,
  added_at                timestamptz not null default now(),
  deleted_at              timestamptz,
  deleted_by              text,
  check (valid_to is null or valid_to >= valid_from)
);
create index commission_rules_live_idx on commission_rules (product, supplier) where deleted_at is null;

-- The commission the constants paid until now (1 % of base on low-cost carriers, 3 % on full-service ones), as
-- one rule per airline for every agency, so that bookings earn what they did the day before.
insert into commission_rules (supplier, product, carrier, priority, kind, value, basis, on_discount, valid_from, added_by)
values
  ('TRIPSETU', 'FLIGHT', '6E', 50, 'PERCENT', 100, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'AI', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'IX', 50, 'PERCENT', 100, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'SG', 50, 'PERCENT', 100, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'QP', 50, 'PERCENT', 100, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', '9I', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'S5', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'EK', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'QR', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'SQ', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'TG', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'BA', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)'),
  ('TRIPSETU', 'FLIGHT', 'UL', 50, 'PERCENT', 300, 'BASE', true, '2024-04-01', 'TripSetu (initial rules)');

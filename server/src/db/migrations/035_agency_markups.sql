-- An agency's standing markups (issue 24; agent-portal.md §2 'Agent markup add and delete'): what the review forms
-- prefill in their markup field, which reaches only the customer invoice. A percentage is basis points of the fare
-- the customer sees before markup; a flat amount is paise per booking or per traveller. Deleting one ends it.
create table agency_markups (
  id          serial primary key,
  agency_id   integer not null references agencies (id),
  product     text not null check (product in ('FLIGHT', 'BUS', 'HOTEL')),
  carrier     text check (carrier is null or carrier ~ '^[0-9A-Z]{2,3}$'),
  kind        text not null check (kind in ('PERCENT', 'FLAT')),
  value       integer not null check (value >= 0),
  per         text not null check (per in ('BOOKING', 'TRAVELLER')),
  added_by    text not null,
  added_at    timestamptz not null default now(),
  deleted_at  timestamptz,
  deleted_by  text,
  check (carrier is null or product = 'FLIGHT'),
  check (kind = 'FLAT' or (value <= 5000 and per = 'BOOKING')),
  check (kind = 'PERCENT' or value <= 10000000),
  check ((deleted_at is null) = (deleted_by is null))
);
-- One live markup per agency, product and carrier: a second is refused, not a silent replacement, so that an owner
-- never loses a markup by adding one; a change is a delete and an add, each kept with who did it.
create unique index agency_markups_live_idx
  on agency_markups (agency_id, product, coalesce(carrier, ''))
  where deleted_at is null;

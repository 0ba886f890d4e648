-- TripSetu's own markup (issue 24, decision 040): the back office raises what agencies pay on a product, an airline
-- and a sector, for every agency, a group or one agency. Never edited: deleting ends it (who and when), a change is a
-- new row. One live markup per product, carrier, sector and scope, so which one applies is never a tie.
create table platform_markups (
  id               serial primary key,
  product          text not null check (product in ('FLIGHT', 'BUS', 'HOTEL')),
  carrier          text,
  sector           text check (sector in ('DOMESTIC', 'INTERNATIONAL')),
  kind             text not null check (kind in ('PERCENT', 'FLAT')),
  value            integer not null check (value >= 0),
  agency_id        integer references agencies (id),
  agency_group_id  integer references agency_groups (id),
  added_by         text not null,
  added_at         timestamptz not null default now(),
  deleted_at       timestamptz,
  deleted_by       text,
  check (agency_id is null or agency_group_id is null),
  check (product = 'FLIGHT' or (carrier is null and sector is null))
);
create unique index platform_markups_live_idx on platform_markups (
  product, coalesce(carrier, ''), coalesce(sector, ''), coalesce(agency_id, 0), coalesce(agency_group_id, 0)
) where deleted_at is null;

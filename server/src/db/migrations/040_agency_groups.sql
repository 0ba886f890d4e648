-- Agency groups (issue 24, decision 038): the back office groups agencies (by tier, region or contract) so that a
-- commission rule can apply to a group, between every agency and one agency in how specific it is. An agency is in
-- at most one group, so that which group's rule applies to it is never a question.
create table agency_groups (
  id         serial primary key,
  name       text not null check (length(name) between 2 and 60),
  added_by   text not null,
  added_at   timestamptz not null default now()
);
create unique index agency_groups_name_idx on agency_groups (lower(name));

alter table agencies add column group_id integer references agency_groups (id);
create index agencies_group_idx on agencies (group_id) where group_id is not null;

-- A rule is for every agency (both null), one group, or one agency; never a group and an agency at once.
alter table commission_rules add column agency_group_id integer references agency_groups (id);
alter table commission_rules add constraint commission_rules_one_scope check (agency_id is null or agency_group_id is null);

-- Staff see search prices with the agency's markup when its owner chooses so (issue 24, decision 039): an agency
-- setting, off until the owner turns it on on the Agent Markup page.
alter table agencies add column staff_see_markup boolean not null default false;

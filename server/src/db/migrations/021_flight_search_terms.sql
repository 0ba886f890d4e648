-- Manage Bookings finds a flight booking by a traveller's name or ticket number (issue 21's speed target:
-- 200,000 bookings). Reading every booking's travellers as text does not scale; each booking keeps the
-- words it is found by, in lower case, and a search matches words by their beginning through this index.
create table flight_booking_terms (
  booking_id  bigint not null references flight_bookings (booking_id),
  term        text not null,
  primary key (booking_id, term)
);
create index flight_booking_terms_term_idx on flight_booking_terms (term text_pattern_ops, booking_id);

-- The bookings made before: names as words, and each ticket number.
insert into flight_booking_terms (booking_id, term)
select distinct f.booking_id, lower(word)
from flight_bookings f
cross join lateral jsonb_array_elements(f.travellers) as t(traveller)
cross join lateral regexp_split_to_table(
  coalesce(t.traveller ->> 'firstName', '') || ' ' || coalesce(t.traveller ->> 'lastName', ''), '[\s-]+'
) as word
where word <> ''
union
select distinct f.booking_id, lower(ticket ->> 'number')
from flight_bookings f
cross join lateral jsonb_array_elements(f.travellers) as t(traveller)
cross join lateral jsonb_array_elements(coalesce(t.traveller -> 'tickets', '[]'::jsonb)) as ticket
where coalesce(ticket ->> 'number', '') <> '';

-- Manage Bookings' pages, newest first: an agency's, and every agency's for the back office.
create index bookings_agency_created_idx on bookings (agency_id, product, created_at desc, id desc);
create index bookings_product_created_idx on bookings (product, created_at desc, id desc);

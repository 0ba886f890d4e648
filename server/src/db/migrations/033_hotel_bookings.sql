-- Hotel bookings through the booking core (issue 23, decision 033): the product code, the rooms sold per
-- hotel, room type and night (never beyond the allotment), and the hotel booking's own details beside its header.
alter table bookings drop constraint bookings_product_check;
alter table bookings add constraint bookings_product_check check (product in ('FLIGHT', 'BUS', 'HOTEL'));

-- Rooms of a type TripSetu has sold on a night. A booking adds its rooms to every night of its stay in one
-- statement that refuses a night already full; a cancellation or release takes them off again.
create table hotel_room_nights (
  hotel_id      text not null,
  room_type_id  text not null,
  night         date not null,
  sold          integer not null check (sold >= 0),
  allotment     integer not null check (allotment >= 0),
  primary key (hotel_id, room_type_id, night),
  check (sold <= allotment)
);
create index hotel_room_nights_night_idx on hotel_room_nights (night);

create table hotel_bookings (
  booking_id    bigint primary key references bookings (id),
  hotel_id      text not null,
  room_type_id  text not null,
  check_in      date not null,
  check_out     date not null,
  -- What the voucher and bill show, as it was when booked: hotel, room type, rate, policy, inclusions.
  stay          jsonb not null,
  -- One per room: guests, lead guest, each night's tariff and GST, and the cancellation that cancelled it.
  rooms         jsonb not null,
  voucher_no    text unique,
  supplier_ref  text,
  -- Lower-cased words Manage Bookings finds the booking by: voucher, confirmation, lead guests' names.
  search_text   text not null default ''
);
create index hotel_bookings_check_in_idx on hotel_bookings (check_in);

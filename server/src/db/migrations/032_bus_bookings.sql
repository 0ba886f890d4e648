-- Bus bookings through the booking core (issue 22, decision 031): the product code, and the bus booking's
-- own details beside its header. A block is booked once (its id is unique here); the seats it kept turn SOLD
-- in the booking's transaction (bus_seats, migration 030).
alter table bookings drop constraint bookings_product_check;
alter table bookings add constraint bookings_product_check check (product in ('FLIGHT', 'BUS'));

create table bus_bookings (
  booking_id    bigint primary key references bookings (id),
  block_id      bigint not null unique references bus_blocks (id),
  trip_id       text not null,
  journey_date  date not null,
  -- What the ticket shows, as it was when booked: operator, bus, times, stops, amenities, policy.
  trip          jsonb not null,
  -- One per seat: seat, place, traveller, fare, GST, fee, and the cancellation that cancelled it, if any.
  travellers    jsonb not null,
  ticket_no     text unique,
  operator_pnr  text,
  -- Lower-cased words Manage Bookings finds the booking by: ticket number, PNR, travellers' names.
  search_text   text not null default ''
);
create index bus_bookings_trip_idx on bus_bookings (trip_id);

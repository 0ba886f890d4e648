-- The back office's notes about a booking, shown with its order details (issue 21, agent-portal.md §2
-- "flight order details for admins": related notes). Written by administrators; kept, never edited.
create table booking_notes (
  id          bigserial primary key,
  booking_id  bigint not null references bookings (id),
  author_id   bigint not null references agent_users (id),
  body        text not null check (length(body) between 1 and 1000),
  created_at  timestamptz not null default now()
);
create index booking_notes_booking_idx on booking_notes (booking_id, id);

-- PLB post pay (issue 24, decision 034): what a booking's commission rule promised after travel, credited to the
-- agency's wallet once. The primary key is the once: a job that finds the booking again, or runs twice at once,
-- inserts nothing and credits nothing. A booking with nothing to credit gets its row too (zero), so it is not read
-- again.
create table plb_post_payments (
  booking_id          bigint primary key references bookings (id),
  agency_id           integer not null references agencies (id),
  plb_paise           bigint not null check (plb_paise >= 0),
  tds_paise           bigint not null check (tds_paise >= 0),
  credited_paise      bigint not null check (credited_paise >= 0),
  tds_section         text not null,
  wallet_document_no  text,
  credited_at         timestamptz not null default now(),
  check (credited_paise = plb_paise - tds_paise)
);
create index plb_post_payments_agency_idx on plb_post_payments (agency_id, credited_at);

-- Cancellations the fare's rules cannot price (issue 21, decision 023): a no-show, a flight the airline
-- cancelled or moved, a medical emergency with its certificate. The agency asks; the back office approves
-- with the final charges (and says why when they differ from the suggested ones) or rejects, with remarks.
-- An approval is a cancellation of the booking core, linked here.
alter table agency_documents drop constraint agency_documents_kind_check;
alter table agency_documents add constraint agency_documents_kind_check
  check (kind in ('PAN', 'GST', 'LOGO', 'MEDICAL'));

create table cancellation_requests (
  id                  bigserial primary key,
  booking_id          bigint not null references bookings (id),
  reason              text not null check (reason in ('NO_SHOW', 'AIRLINE_CANCELLED', 'MEDICAL')),
  selection           jsonb not null,
  request_remarks     text not null,
  document_id         bigint references agency_documents (id),
  status              text not null default 'REQUESTED' check (status in ('REQUESTED', 'APPROVED', 'REJECTED')),
  requested_by        bigint not null references agent_users (id),
  created_at          timestamptz not null default now(),
  decided_by          bigint references agent_users (id),
  decided_at          timestamptz,
  admin_remarks       text,
  cancellation_id     bigint references booking_cancellations (id),
  check (reason <> 'MEDICAL' or document_id is not null),
  check ((status = 'REQUESTED') = (decided_at is null)),
  check (status <> 'APPROVED' or cancellation_id is not null)
);
-- One open request per booking; the back office's queue, oldest first.
create unique index cancellation_requests_open_idx on cancellation_requests (booking_id) where status = 'REQUESTED';
create index cancellation_requests_queue_idx on cancellation_requests (created_at) where status = 'REQUESTED';

-- Services added to an issued booking after it was made (issue 21, decision 025): seats, meals, excess
-- baggage and special services for flights. One row per purchase: what was added, the quote it was priced
-- at, the wallet's document; its items are the SSR history. The product's own rows carry the services.
create table booking_service_purchases (
  id                  bigserial primary key,
  booking_id          bigint not null references bookings (id),
  items               jsonb not null,
  quote               jsonb not null,
  services_paise      bigint not null check (services_paise >= 0),
  fee_paise           bigint not null check (fee_paise >= 0),
  gst_paise           bigint not null check (gst_paise >= 0),
  amount_paise        bigint not null check (amount_paise >= 0),
  wallet_document_no  text,
  requested_by        bigint references agent_users (id),
  created_at          timestamptz not null default now()
);
create index booking_service_purchases_booking_idx on booking_service_purchases (booking_id);
create index booking_service_purchases_created_idx on booking_service_purchases (created_at desc, id desc);

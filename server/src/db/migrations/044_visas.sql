-- Visas (issue 25, decision 043). The back office offers visa types per destination: never edited, a change is
-- a new type and the old one withdrawn, so an application always reads the type it was made under. An agency
-- applies per traveller, paying the fee from its wallet (its own journal kinds, VF and VR); the back office moves
-- the application from submitted to in process, approved (with the visa) or rejected (with remarks); each step
-- is kept as an event.
alter table journal_transactions drop constraint journal_transactions_kind_check;
alter table journal_transactions add constraint journal_transactions_kind_check
  check (kind in ('DEPOSIT', 'CREDIT_NOTE', 'DEBIT_NOTE', 'FUND_TRANSFER', 'FUND_REVERSAL', 'BOOKING', 'REFUND',
                  'GATEWAY_CHARGE', 'VISA_FEE', 'VISA_REFUND'));

alter table agency_documents drop constraint agency_documents_kind_check;
alter table agency_documents add constraint agency_documents_kind_check
  check (kind in ('PAN', 'GST', 'LOGO', 'MEDICAL', 'VISA_SUPPORT', 'VISA'));

create table visa_types (
  id                  serial primary key,
  destination         text not null check (destination in ('AE', 'TH', 'SG', 'MY', 'LK', 'GB', 'US', 'SCHENGEN')),
  name                text not null check (length(name) between 3 and 80),
  entry               text not null check (entry in ('SINGLE', 'MULTIPLE')),
  stay_days           integer not null check (stay_days between 1 and 365),
  validity_days       integer not null check (validity_days >= stay_days and validity_days <= 3650),
  processing_days     integer not null check (processing_days between 1 and 60),
  fee_paise           bigint not null check (fee_paise > 0),
  refundable          boolean not null,
  checklist           jsonb not null,
  added_by            text not null,
  added_at            timestamptz not null default now(),
  withdrawn_at        timestamptz,
  withdrawn_by        text
);
-- One offered type of a name per destination.
create unique index visa_types_live_name on visa_types (destination, lower(name)) where withdrawn_at is null;

create table visa_applications (
  id                    bigserial primary key,
  agency_id             bigint not null references agencies (id),
  visa_type_id          integer not null references visa_types (id),
  applied_by            bigint not null references agent_users (id),
  title                 text not null,
  first_name            text not null,
  last_name             text not null,
  date_of_birth         date not null,
  nationality           text not null check (nationality ~ '^[A-Z]{2}$'),
  passport_number       text not null,
  passport_expiry_date  date not null,
  travel_date           date not null,
  fee_paise             bigint not null check (fee_paise > 0),
  refundable            boolean not null,
  status                text not null check (status in ('SUBMITTED', 'IN_PROCESS', 'APPROVED', 'REJECTED')),
  remarks               text not null default '',
  wallet_document_no    text not null,
  refund_document_no    text,
  refunded_paise        bigint not null default 0,
  visa_document_id      bigint references agency_documents (id),
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  check ((status = 'APPROVED') = (visa_document_id is not null))
);
create index visa_applications_agency_idx on visa_applications (agency_id, id desc);
create index visa_applications_status_idx on visa_applications (status, id);
-- One open application per passport and visa type: a second click, or a second tab, cannot pay the fee twice.
create unique index visa_applications_open_idx on visa_applications (visa_type_id, passport_number)
  where status in ('SUBMITTED', 'IN_PROCESS');

-- The checklist's uploads, one per item, named by the item they answer.
create table visa_application_documents (
  application_id      bigint not null references visa_applications (id),
  position            integer not null,
  item                text not null,
  document_id         bigint not null references agency_documents (id),
  primary key (application_id, position)
);

create table visa_application_events (
  id                  bigserial primary key,
  application_id      bigint not null references visa_applications (id),
  status              text not null check (status in ('SUBMITTED', 'IN_PROCESS', 'APPROVED', 'REJECTED')),
  remarks             text not null default '',
  by_name             text not null,
  at                  timestamptz not null default now()
);
create index visa_application_events_idx on visa_application_events (application_id, id);

-- Visa fees and their refunds move the wallet, so the report totals count them (decision 036): their own columns,
-- and the journal's function adding them. Nothing is backfilled: no visa money existed before this migration.
alter table report_days
  add column visa_fees bigint not null default 0,
  add column visa_fee_paise bigint not null default 0,
  add column visa_refunds bigint not null default 0,
  add column visa_refund_paise bigint not null default 0;

create or replace function report_days_add_journal(ids bigint[]) returns void language sql as $$
  insert into report_days as r (agency_id, day, bookings, booking_paise, refund_paise, flight_sales, flight_sale_paise, flight_travellers, flight_commission_paise, flight_tds_paise, flight_refund_paise, bus_sales, bus_sale_paise, bus_travellers, bus_commission_paise, bus_tds_paise, bus_refund_paise, hotel_sales, hotel_sale_paise, hotel_travellers, hotel_commission_paise, hotel_tds_paise, hotel_refund_paise, earning_sales, deposits, deposit_paise, credit_notes, credit_note_paise, debit_notes, debit_note_paise, fund_transfers, fund_transfer_paise, fund_reversals, fund_reversal_paise, gateway_charges, gateway_charge_paise, visa_fees, visa_fee_paise, visa_refunds, visa_refund_paise)
  select agency_id, day,
    count(*) filter (where kind = 'BOOKING') as bookings,
    coalesce(sum(-amount) filter (where kind = 'BOOKING'), 0) as booking_paise,
    coalesce(sum(amount) filter (where kind = 'REFUND'), 0) as refund_paise,
    count(*) filter (where kind = 'BOOKING' and product = 'FLIGHT') as flight_sales,
    coalesce(sum(-amount) filter (where kind = 'BOOKING' and product = 'FLIGHT'), 0) as flight_sale_paise,
    coalesce(sum(travellers) filter (where kind = 'BOOKING' and product = 'FLIGHT'), 0) as flight_travellers,
    coalesce(sum(commission) filter (where kind = 'BOOKING' and product = 'FLIGHT'), 0) as flight_commission_paise,
    coalesce(sum(tds) filter (where kind = 'BOOKING' and product = 'FLIGHT'), 0) as flight_tds_paise,
    coalesce(sum(amount) filter (where kind = 'REFUND' and product = 'FLIGHT'), 0) as flight_refund_paise,
    count(*) filter (where kind = 'BOOKING' and product = 'BUS') as bus_sales,
    coalesce(sum(-amount) filter (where kind = 'BOOKING' and product = 'BUS'), 0) as bus_sale_paise,
    coalesce(sum(travellers) filter (where kind = 'BOOKING' and product = 'BUS'), 0) as bus_travellers,
    coalesce(sum(commission) filter (where kind = 'BOOKING' and product = 'BUS'), 0) as bus_commission_paise,
    coalesce(sum(tds) filter (where kind = 'BOOKING' and product = 'BUS'), 0) as bus_tds_paise,
    coalesce(sum(amount) filter (where kind = 'REFUND' and product = 'BUS'), 0) as bus_refund_paise,
    count(*) filter (where kind = 'BOOKING' and product = 'HOTEL') as hotel_sales,
    coalesce(sum(-amount) filter (where kind = 'BOOKING' and product = 'HOTEL'), 0) as hotel_sale_paise,
    coalesce(sum(travellers) filter (where kind = 'BOOKING' and product = 'HOTEL'), 0) as hotel_travellers,
    coalesce(sum(commission) filter (where kind = 'BOOKING' and product = 'HOTEL'), 0) as hotel_commission_paise,
    coalesce(sum(tds) filter (where kind = 'BOOKING' and product = 'HOTEL'), 0) as hotel_tds_paise,
    coalesce(sum(amount) filter (where kind = 'REFUND' and product = 'HOTEL'), 0) as hotel_refund_paise,
    count(*) filter (where kind = 'BOOKING' and (commission > 0 or tds > 0)) as earning_sales,
    count(*) filter (where kind = 'DEPOSIT') as deposits,
    coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0) as deposit_paise,
    count(*) filter (where kind = 'CREDIT_NOTE') as credit_notes,
    coalesce(sum(amount) filter (where kind = 'CREDIT_NOTE'), 0) as credit_note_paise,
    count(*) filter (where kind = 'DEBIT_NOTE') as debit_notes,
    coalesce(sum(amount) filter (where kind = 'DEBIT_NOTE'), 0) as debit_note_paise,
    count(*) filter (where kind = 'FUND_TRANSFER') as fund_transfers,
    coalesce(sum(amount) filter (where kind = 'FUND_TRANSFER'), 0) as fund_transfer_paise,
    count(*) filter (where kind = 'FUND_REVERSAL') as fund_reversals,
    coalesce(sum(amount) filter (where kind = 'FUND_REVERSAL'), 0) as fund_reversal_paise,
    count(*) filter (where kind = 'GATEWAY_CHARGE') as gateway_charges,
    coalesce(sum(amount) filter (where kind = 'GATEWAY_CHARGE'), 0) as gateway_charge_paise,
    count(*) filter (where kind = 'VISA_FEE') as visa_fees,
    coalesce(sum(-amount) filter (where kind = 'VISA_FEE'), 0) as visa_fee_paise,
    count(*) filter (where kind = 'VISA_REFUND') as visa_refunds,
    coalesce(sum(amount) filter (where kind = 'VISA_REFUND'), 0) as visa_refund_paise
  from (
    select jt.agency_id, ((jt.created_at at time zone 'UTC') + interval '330 minutes')::date as day, jt.kind,
      b.product, e.amount_paise as amount,
      case when jt.kind = 'BOOKING' then case b.product
        when 'FLIGHT' then (select jsonb_array_length(x.travellers) from flight_bookings x where x.booking_id = b.id and jsonb_typeof(x.travellers) = 'array')
        when 'BUS' then (select jsonb_array_length(x.travellers) from bus_bookings x where x.booking_id = b.id and jsonb_typeof(x.travellers) = 'array')
        when 'HOTEL' then (select jsonb_array_length(x.rooms) from hotel_bookings x where x.booking_id = b.id and jsonb_typeof(x.rooms) = 'array')
      end end as travellers,
      case when jt.kind = 'BOOKING' and jt.document_no = b.wallet_document_no
        then coalesce((b.fare->'earnings'->>'commissionPaise')::bigint, 0) + coalesce((b.fare->'earnings'->>'plbCutPayPaise')::bigint, 0)
        else 0 end as commission,
      case when jt.kind = 'BOOKING' and jt.document_no = b.wallet_document_no
        then coalesce((b.fare->'earnings'->>'tdsPaise')::bigint, 0) else 0 end as tds
    from journal_transactions jt
    join journal_entries e on e.transaction_id = jt.id
    join ledger_accounts la on la.id = e.account_id and la.kind = 'AGENCY_WALLET' and la.agency_id = jt.agency_id
    left join bookings b on jt.kind in ('BOOKING', 'REFUND') and b.transaction_id = jt.reference
    where jt.id = any (ids)
  ) f
  group by agency_id, day
  on conflict (agency_id, day) do update set
    bookings = r.bookings + excluded.bookings,
    booking_paise = r.booking_paise + excluded.booking_paise,
    refund_paise = r.refund_paise + excluded.refund_paise,
    flight_sales = r.flight_sales + excluded.flight_sales,
    flight_sale_paise = r.flight_sale_paise + excluded.flight_sale_paise,
    flight_travellers = r.flight_travellers + excluded.flight_travellers,
    flight_commission_paise = r.flight_commission_paise + excluded.flight_commission_paise,
    flight_tds_paise = r.flight_tds_paise + excluded.flight_tds_paise,
    flight_refund_paise = r.flight_refund_paise + excluded.flight_refund_paise,
    bus_sales = r.bus_sales + excluded.bus_sales,
    bus_sale_paise = r.bus_sale_paise + excluded.bus_sale_paise,
    bus_travellers = r.bus_travellers + excluded.bus_travellers,
    bus_commission_paise = r.bus_commission_paise + excluded.bus_commission_paise,
    bus_tds_paise = r.bus_tds_paise + excluded.bus_tds_paise,
    bus_refund_paise = r.bus_refund_paise + excluded.bus_refund_paise,
    hotel_sales = r.hotel_sales + excluded.hotel_sales,
    hotel_sale_paise = r.hotel_sale_paise + excluded.hotel_sale_paise,
    hotel_travellers = r.hotel_travellers + excluded.hotel_travellers,
    hotel_commission_paise = r.hotel_commission_paise + excluded.hotel_commission_paise,
    hotel_tds_paise = r.hotel_tds_paise + excluded.hotel_tds_paise,
    hotel_refund_paise = r.hotel_refund_paise + excluded.hotel_refund_paise,
    earning_sales = r.earning_sales + excluded.earning_sales,
    deposits = r.deposits + excluded.deposits,
    deposit_paise = r.deposit_paise + excluded.deposit_paise,
    credit_notes = r.credit_notes + excluded.credit_notes,
    credit_note_paise = r.credit_note_paise + excluded.credit_note_paise,
    debit_notes = r.debit_notes + excluded.debit_notes,
    debit_note_paise = r.debit_note_paise + excluded.debit_note_paise,
    fund_transfers = r.fund_transfers + excluded.fund_transfers,
    fund_transfer_paise = r.fund_transfer_paise + excluded.fund_transfer_paise,
    fund_reversals = r.fund_reversals + excluded.fund_reversals,
    fund_reversal_paise = r.fund_reversal_paise + excluded.fund_reversal_paise,
    gateway_charges = r.gateway_charges + excluded.gateway_charges,
    gateway_charge_paise = r.gateway_charge_paise + excluded.gateway_charge_paise,
    visa_fees = r.visa_fees + excluded.visa_fees,
    visa_fee_paise = r.visa_fee_paise + excluded.visa_fee_paise,
    visa_refunds = r.visa_refunds + excluded.visa_refunds,
    visa_refund_paise = r.visa_refund_paise + excluded.visa_refund_paise
$$;

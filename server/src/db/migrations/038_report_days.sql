-- Report totals by agency and India's day (issue 24, decision 036). A report's totals over a year of every agency's
-- business would read ~600,000 ledger lines; these rows add them up as they are written, so the totals read one row
-- per agency and day instead. A report's rows are still read from the ledger; only its totals (and the sales report's
-- days, and the TDS report's quarters) come from here, and the reconciliation test holds them to the ledger.
--
-- Each row adds up what the wallet's journal transactions, cancellations and PLB post pay of that agency did on that
-- Indian day. They are added by deferred triggers, at commit, when the transaction's booking rows are complete (its
-- wallet document number is set after the charge); the wallet's row lock, held to commit, already orders one agency's
-- postings, so the one agency-and-day row adds no wait of its own. The functions take many ids at once so that the
-- backfill below and the report data generator add in bulk (the generator sets tripsetu.report_days_bulk and calls them).
create table report_days (
  agency_id  integer not null references agencies (id),
  day        date not null,
  bookings bigint not null default 0,
  booking_paise bigint not null default 0,
  refund_paise bigint not null default 0,
  flight_sales bigint not null default 0,
  flight_sale_paise bigint not null default 0,
  flight_travellers bigint not null default 0,
  flight_commission_paise bigint not null default 0,
  flight_tds_paise bigint not null default 0,
  flight_refund_paise bigint not null default 0,
  bus_sales bigint not null default 0,
  bus_sale_paise bigint not null default 0,
  bus_travellers bigint not null default 0,
  bus_commission_paise bigint not null default 0,
  bus_tds_paise bigint not null default 0,
  bus_refund_paise bigint not null default 0,
  hotel_sales bigint not null default 0,
  hotel_sale_paise bigint not null default 0,
  hotel_travellers bigint not null default 0,
  hotel_commission_paise bigint not null default 0,
  hotel_tds_paise bigint not null default 0,
  hotel_refund_paise bigint not null default 0,
  earning_sales bigint not null default 0,
  deposits bigint not null default 0,
  deposit_paise bigint not null default 0,
  credit_notes bigint not null default 0,
  credit_note_paise bigint not null default 0,
  debit_notes bigint not null default 0,
  debit_note_paise bigint not null default 0,
  fund_transfers bigint not null default 0,
  fund_transfer_paise bigint not null default 0,
  fund_reversals bigint not null default 0,
  fund_reversal_paise bigint not null default 0,
  gateway_charges bigint not null default 0,
  gateway_charge_paise bigint not null default 0,
  flight_cancellations bigint not null default 0,
  flight_cancel_paid_paise bigint not null default 0,
  flight_cancel_supplier_charge_paise bigint not null default 0,
  flight_cancel_ota_charge_paise bigint not null default 0,
  flight_cancel_gst_paise bigint not null default 0,
  flight_cancel_commission_reversed_paise bigint not null default 0,
  flight_cancel_refund_paise bigint not null default 0,
  bus_cancellations bigint not null default 0,
  bus_cancel_paid_paise bigint not null default 0,
  bus_cancel_supplier_charge_paise bigint not null default 0,
  bus_cancel_ota_charge_paise bigint not null default 0,
  bus_cancel_gst_paise bigint not null default 0,
  bus_cancel_commission_reversed_paise bigint not null default 0,
  bus_cancel_refund_paise bigint not null default 0,
  hotel_cancellations bigint not null default 0,
  hotel_cancel_paid_paise bigint not null default 0,
  hotel_cancel_supplier_charge_paise bigint not null default 0,
  hotel_cancel_ota_charge_paise bigint not null default 0,
  hotel_cancel_gst_paise bigint not null default 0,
  hotel_cancel_commission_reversed_paise bigint not null default 0,
  hotel_cancel_refund_paise bigint not null default 0,
  plb_payments bigint not null default 0,
  plb_paise bigint not null default 0,
  plb_tds_paise bigint not null default 0,
  primary key (agency_id, day)
);
create index report_days_day_idx on report_days (day, agency_id);

create function report_days_add_journal(ids bigint[]) returns void language sql as $$
  insert into report_days as r (agency_id, day, bookings, booking_paise, refund_paise, flight_sales, flight_sale_paise, flight_travellers, flight_commission_paise, flight_tds_paise, flight_refund_paise, bus_sales, bus_sale_paise, bus_travellers, bus_commission_paise, bus_tds_paise, bus_refund_paise, hotel_sales, hotel_sale_paise, hotel_travellers, hotel_commission_paise, hotel_tds_paise, hotel_refund_paise, earning_sales, deposits, deposit_paise, credit_notes, credit_note_paise, debit_notes, debit_note_paise, fund_transfers, fund_transfer_paise, fund_reversals, fund_reversal_paise, gateway_charges, gateway_charge_paise)
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
    coalesce(sum(amount) filter (where kind = 'GATEWAY_CHARGE'), 0) as gateway_charge_paise
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
    gateway_charge_paise = r.gateway_charge_paise + excluded.gateway_charge_paise
$$;

create function report_days_add_cancellations(ids bigint[]) returns void language sql as $$
  insert into report_days as r (agency_id, day, flight_cancellations, flight_cancel_paid_paise, flight_cancel_supplier_charge_paise, flight_cancel_ota_charge_paise, flight_cancel_gst_paise, flight_cancel_commission_reversed_paise, flight_cancel_refund_paise, bus_cancellations, bus_cancel_paid_paise, bus_cancel_supplier_charge_paise, bus_cancel_ota_charge_paise, bus_cancel_gst_paise, bus_cancel_commission_reversed_paise, bus_cancel_refund_paise, hotel_cancellations, hotel_cancel_paid_paise, hotel_cancel_supplier_charge_paise, hotel_cancel_ota_charge_paise, hotel_cancel_gst_paise, hotel_cancel_commission_reversed_paise, hotel_cancel_refund_paise)
  select agency_id, day,
    count(*) filter (where product = 'FLIGHT') as flight_cancellations,
    coalesce(sum(paid_paise) filter (where product = 'FLIGHT'), 0) as flight_cancel_paid_paise,
    coalesce(sum(airline_charge_paise) filter (where product = 'FLIGHT'), 0) as flight_cancel_supplier_charge_paise,
    coalesce(sum(ota_charge_paise) filter (where product = 'FLIGHT'), 0) as flight_cancel_ota_charge_paise,
    coalesce(sum(gst_paise) filter (where product = 'FLIGHT'), 0) as flight_cancel_gst_paise,
    coalesce(sum(commission_reversed_paise) filter (where product = 'FLIGHT'), 0) as flight_cancel_commission_reversed_paise,
    coalesce(sum(refund_paise) filter (where product = 'FLIGHT'), 0) as flight_cancel_refund_paise,
    count(*) filter (where product = 'BUS') as bus_cancellations,
    coalesce(sum(paid_paise) filter (where product = 'BUS'), 0) as bus_cancel_paid_paise,
    coalesce(sum(airline_charge_paise) filter (where product = 'BUS'), 0) as bus_cancel_supplier_charge_paise,
    coalesce(sum(ota_charge_paise) filter (where product = 'BUS'), 0) as bus_cancel_ota_charge_paise,
    coalesce(sum(gst_paise) filter (where product = 'BUS'), 0) as bus_cancel_gst_paise,
    coalesce(sum(commission_reversed_paise) filter (where product = 'BUS'), 0) as bus_cancel_commission_reversed_paise,
    coalesce(sum(refund_paise) filter (where product = 'BUS'), 0) as bus_cancel_refund_paise,
    count(*) filter (where product = 'HOTEL') as hotel_cancellations,
    coalesce(sum(paid_paise) filter (where product = 'HOTEL'), 0) as hotel_cancel_paid_paise,
    coalesce(sum(airline_charge_paise) filter (where product = 'HOTEL'), 0) as hotel_cancel_supplier_charge_paise,
    coalesce(sum(ota_charge_paise) filter (where product = 'HOTEL'), 0) as hotel_cancel_ota_charge_paise,
    coalesce(sum(gst_paise) filter (where product = 'HOTEL'), 0) as hotel_cancel_gst_paise,
    coalesce(sum(commission_reversed_paise) filter (where product = 'HOTEL'), 0) as hotel_cancel_commission_reversed_paise,
    coalesce(sum(refund_paise) filter (where product = 'HOTEL'), 0) as hotel_cancel_refund_paise
  from (
    select b.agency_id, ((c.created_at at time zone 'UTC') + interval '330 minutes')::date as day, b.product, c.*
    from booking_cancellations c
    join bookings b on b.id = c.booking_id
    where c.id = any (ids) and c.refund_to = 'WALLET' and b.agency_id is not null
  ) f
  group by agency_id, day
  on conflict (agency_id, day) do update set
    flight_cancellations = r.flight_cancellations + excluded.flight_cancellations,
    flight_cancel_paid_paise = r.flight_cancel_paid_paise + excluded.flight_cancel_paid_paise,
    flight_cancel_supplier_charge_paise = r.flight_cancel_supplier_charge_paise + excluded.flight_cancel_supplier_charge_paise,
    flight_cancel_ota_charge_paise = r.flight_cancel_ota_charge_paise + excluded.flight_cancel_ota_charge_paise,
    flight_cancel_gst_paise = r.flight_cancel_gst_paise + excluded.flight_cancel_gst_paise,
    flight_cancel_commission_reversed_paise = r.flight_cancel_commission_reversed_paise + excluded.flight_cancel_commission_reversed_paise,
    flight_cancel_refund_paise = r.flight_cancel_refund_paise + excluded.flight_cancel_refund_paise,
    bus_cancellations = r.bus_cancellations + excluded.bus_cancellations,
    bus_cancel_paid_paise = r.bus_cancel_paid_paise + excluded.bus_cancel_paid_paise,
    bus_cancel_supplier_charge_paise = r.bus_cancel_supplier_charge_paise + excluded.bus_cancel_supplier_charge_paise,
    bus_cancel_ota_charge_paise = r.bus_cancel_ota_charge_paise + excluded.bus_cancel_ota_charge_paise,
    bus_cancel_gst_paise = r.bus_cancel_gst_paise + excluded.bus_cancel_gst_paise,
    bus_cancel_commission_reversed_paise = r.bus_cancel_commission_reversed_paise + excluded.bus_cancel_commission_reversed_paise,
    bus_cancel_refund_paise = r.bus_cancel_refund_paise + excluded.bus_cancel_refund_paise,
    hotel_cancellations = r.hotel_cancellations + excluded.hotel_cancellations,
    hotel_cancel_paid_paise = r.hotel_cancel_paid_paise + excluded.hotel_cancel_paid_paise,
    hotel_cancel_supplier_charge_paise = r.hotel_cancel_supplier_charge_paise + excluded.hotel_cancel_supplier_charge_paise,
    hotel_cancel_ota_charge_paise = r.hotel_cancel_ota_charge_paise + excluded.hotel_cancel_ota_charge_paise,
    hotel_cancel_gst_paise = r.hotel_cancel_gst_paise + excluded.hotel_cancel_gst_paise,
    hotel_cancel_commission_reversed_paise = r.hotel_cancel_commission_reversed_paise + excluded.hotel_cancel_commission_reversed_paise,
    hotel_cancel_refund_paise = r.hotel_cancel_refund_paise + excluded.hotel_cancel_refund_paise
$$;

create function report_days_add_plb(ids bigint[]) returns void language sql as $$
  insert into report_days as r (agency_id, day, plb_payments, plb_paise, plb_tds_paise)
  select agency_id, day,
    count(*) filter (where plb_paise > 0 or tds_paise > 0) as plb_payments,
    coalesce(sum(plb_paise), 0) as plb_paise,
    coalesce(sum(tds_paise), 0) as plb_tds_paise
  from (
    select p.agency_id, ((p.credited_at at time zone 'UTC') + interval '330 minutes')::date as day, p.plb_paise, p.tds_paise
    from plb_post_payments p
    where p.booking_id = any (ids)
  ) f
  group by agency_id, day
  on conflict (agency_id, day) do update set
    plb_payments = r.plb_payments + excluded.plb_payments,
    plb_paise = r.plb_paise + excluded.plb_paise,
    plb_tds_paise = r.plb_tds_paise + excluded.plb_tds_paise
$$;

create function report_days_on_journal() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('tripsetu.report_days_bulk', true), '') <> 'on' then
    perform report_days_add_journal(array[new.id]);
  end if;
  return null;
end
$$;
create constraint trigger journal_transactions_report_days after insert on journal_transactions
  deferrable initially deferred
  for each row execute function report_days_on_journal();

create function report_days_on_cancellation() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('tripsetu.report_days_bulk', true), '') <> 'on' then
    perform report_days_add_cancellations(array[new.id]);
  end if;
  return null;
end
$$;
create constraint trigger booking_cancellations_report_days after insert on booking_cancellations
  deferrable initially deferred
  for each row execute function report_days_on_cancellation();

create function report_days_on_plb() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('tripsetu.report_days_bulk', true), '') <> 'on' then
    perform report_days_add_plb(array[new.booking_id]);
  end if;
  return null;
end
$$;
create constraint trigger plb_post_payments_report_days after insert on plb_post_payments
  deferrable initially deferred
  for each row execute function report_days_on_plb();

-- What was written before this migration.
select report_days_add_journal(array(select id from journal_transactions));
select report_days_add_cancellations(array(select id from booking_cancellations));
select report_days_add_plb(array(select booking_id from plb_post_payments));

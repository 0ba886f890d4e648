-- The agency's own invoice to its customer (issue 19, decision 021): each agency numbers its customer
-- invoices in its own series per financial year (CI/26-27/000001), given at ticketing with TripSetu's tax
-- invoice number. The counter row is locked by the update that takes a number, so two tickets at once get
-- consecutive numbers and none is skipped.
create table agency_invoice_series (
  agency_id      integer not null references agencies (id),
  financial_year text not null,
  last_serial    integer not null,
  primary key (agency_id, financial_year)
);

alter table flight_bookings add column customer_invoice_no text;
create unique index flight_bookings_customer_invoice_idx
  on flight_bookings (agency_id, customer_invoice_no) where customer_invoice_no is not null;

-- Bookings ticketed before this migration get their numbers in the order they were ticketed.
with india as (
  -- India's clock: UTC + 5:30, no daylight saving.
  select id, agency_id, ticketed_at,
         (ticketed_at at time zone 'UTC') + interval '330 minutes' as local_at
    from flight_bookings
   where agency_id is not null and ticketed_at is not null
), numbered as (
  select id, fy_start,
         row_number() over (partition by agency_id, fy_start order by ticketed_at, id) as serial
    from (select id, agency_id, ticketed_at,
                 case when extract(month from local_at) >= 4 then extract(year from local_at)::int
                      else extract(year from local_at)::int - 1 end as fy_start
            from india) dated
)
update flight_bookings b
   set customer_invoice_no = 'CI/' || lpad((n.fy_start % 100)::text, 2, '0') || '-' ||
       lpad(((n.fy_start + 1) % 100)::text, 2, '0') || '/' || lpad(n.serial::text, 6, '0')
  from numbered n
 where b.id = n.id;

insert into agency_invoice_series (agency_id, financial_year, last_serial)
select agency_id,
       '20' || substr(customer_invoice_no, 4, 5),
       max(substr(customer_invoice_no, 10)::int)
  from flight_bookings
 where customer_invoice_no is not null
 group by agency_id, substr(customer_invoice_no, 4, 5);

-- Mail an agency sends its customers carries the agency's name and takes replies at its address; the
-- sending address stays TripSetu's own (a domain we do not own cannot be sent from).
alter table mail_outbox add column from_name text;
alter table mail_outbox add column reply_to text;

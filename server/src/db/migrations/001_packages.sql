-- Holiday package catalogue and package booking requests.
-- Money is stored in paise (bigint); dates are India's business dates.

create table destinations (
  name        text primary key,            -- 'Goa', shown and searched as is
  state       text not null,               -- 'Goa', 'Jammu and Kashmir', 'Ladakh' (UT), ...
  country     text not null default 'India',
  domint      text not null default 'domestic' check (domint in ('domestic', 'international'))
);

create table packages (
  package_id            integer primary key,
  package_name          text not null,
  package_description   text not null,
  theme                 text not null,       -- 'Beach', 'Honeymoon', 'Adventure', ...
  destination           text not null references destinations(name),
  noof_days             smallint not null check (noof_days between 3 and 10),
  noof_nights           smallint not null check (noof_nights = noof_days - 1),
  packagerating         smallint not null check (packagerating between 1 and 5),
  best_season           text not null,       -- 'October to March'
  operates_on_days      smallint[] not null, -- ISO weekdays 1 (Mon) .. 7 (Sun)
  highlights            jsonb not null,      -- string[]
  itinerary             jsonb not null,      -- string[], one entry per day
  inclusions            jsonb not null,      -- string[]
  exclusions            jsonb not null,      -- string[]
  includes_flight       boolean not null,
  includes_hotel        boolean not null,
  includes_transfers    boolean not null,
  includes_cab          boolean not null,
  default_image         text not null,       -- site-relative URL, e.g. /media/packages/1001/1.svg
  single_supplement_pct smallint not null check (single_supplement_pct between 0 and 100),
  triple_discount_pct   smallint not null check (triple_discount_pct between 0 and 50),
  child_nobed_discount_pct smallint not null check (child_nobed_discount_pct between 0 and 60),
  valid_from            date not null,
  valid_to              date not null check (valid_to >= valid_from)
);
create index packages_destination_idx on packages (destination);

create table package_images (
  package_id  integer not null references packages(package_id) on delete cascade,
  position    smallint not null,
  image_url   text not null,
  caption     text not null,
  primary key (package_id, position)
);

-- One row per package type and meal plan the package is sold in; the supplement is per traveller
-- (infants excluded) on top of the departure city's price.
create table package_prices (
  package_id        integer not null references packages(package_id) on delete cascade,
  package_type      text not null,   -- 'Standard', 'Deluxe', 'Premium', 'Luxury'
  meal_plan         text not null,   -- 'CP', 'MAP', 'AP'
  supplement_paise  bigint not null check (supplement_paise >= 0),
  primary key (package_id, package_type, meal_plan)
);

create table package_city_prices (
  package_id          integer not null references packages(package_id) on delete cascade,
  departing_city      text not null,
  adult_price_paise   bigint not null check (adult_price_paise > 0),
  child_price_paise   bigint not null check (child_price_paise >= 0),
  infant_price_paise  bigint not null check (infant_price_paise >= 0),
  primary key (package_id, departing_city)
);

create table package_bookings (
  txid                  text primary key,
  package_id            integer not null references packages(package_id),
  status                text not null default 'REQUESTED'
                        check (status in ('REQUESTED', 'CONFIRMED', 'REJECTED', 'CANCELLED')),
  agent_id              text not null,
  departure_city        text not null,
  package_type          text not null,
  meal_plan             text not null,
  depdate               date not null,
  returndate            date not null check (returndate > depdate),
  numrooms              smallint not null check (numrooms between 1 and 9),
  numadults_single      smallint not null check (numadults_single >= 0),
  numadults_double      smallint not null check (numadults_double >= 0),
  numadults_triple      smallint not null check (numadults_triple >= 0),
  numchildren_withbed   smallint not null check (numchildren_withbed >= 0),
  numchildren_withoutbed smallint not null check (numchildren_withoutbed >= 0),
  numinfants            smallint not null check (numinfants >= 0),
  hotelpref             text not null,
  mealpref              text not null,
  transportpref         text not null,
  travelpref            text not null,
  domint                text not null,
  paymentmode           text not null,
  pgname                text not null,
  request_remarks       text not null,
  client_ip             text not null,
  pax_title             text not null,
  pax_first_name        text not null,
  pax_last_name         text not null,
  pax_email             text not null,
  pax_mobile            text not null,
  pax_address           text not null,
  fare                  jsonb not null,     -- { components: [{ code, label, amountPaise }], totalPaise }
  total_paise           bigint not null check (total_paise > 0),
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now()
);
create index package_bookings_mobile_idx on package_bookings (pax_mobile);

create table package_booking_passengers (
  txid            text not null references package_bookings(txid) on delete cascade,
  position        smallint not null,
  pax_type        text not null check (pax_type in ('adult', 'child', 'infant')),
  title           text not null,
  first_name      text not null,
  last_name       text not null,
  dob             date,
  email           text not null,
  contact_number  text not null,
  passport_number text not null default 'NA',
  primary key (txid, position)
);

-- Agencies, their users (owner, staff) and the operator's administrators; registration applications
-- waiting for their two OTPs; uploaded documents; sessions and sign-in attempts; password links;
-- support requests (agent-portal.md §1-§9, docs/decisions/008).

create table agencies (
  id                         bigserial primary key,
  agency_code                text unique,                   -- issued on approval
  status                     text not null check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  category                   text not null check (category in ('Individual', 'Organization')),
  company_name               text not null,
  pan_name                   text not null,
  pan_number                 text not null,
  transaction_fee            text not null check (transaction_fee in ('Yes', 'No')),
  transaction_fee_active_from timestamptz not null,
  address1                   text not null,
  address2                   text not null,
  pincode                    text not null,
  city                       text not null,
  state                      text not null,
  country                    text not null,
  contact_number             text not null,
  gst_holder                 text not null default '',
  gst_number                 text not null default '',
  gst_email                  text not null default '',
  gst_address                text not null default '',
  gst_phone                  text not null default '',
  gst_company                text not null default '',
  website                    text not null default '',
  iata_code                  text not null default '',
  alternate_email            text not null default '',
  rejection_reason           text,
  reviewed_by                bigint,
  reviewed_at                timestamptz,
  created_at                 timestamptz not null default now(),
  updated_at                 timestamptz not null default now()
);
create index agencies_status_idx on agencies (status, created_at);

create table agent_users (
  id                  bigserial primary key,
  agency_id           bigint references agencies(id),    -- null for the operator's administrators
  role                text not null check (role in ('OWNER', 'STAFF', 'ADMIN')),
  user_id             text not null,                      -- the sign-in id: the e-mail address, lower case
  password_hash       text,                               -- argon2id; null until the owner sets one
  salutation          text not null,
  first_name          text not null,
  last_name           text not null,
  email               text not null,
  mobile              text not null,
  status              text not null check (status in ('Active', 'Inactive', 'Suspended')),
  created_by          bigint references agent_users(id),
  last_sign_in_at     timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  check ((role = 'ADMIN') = (agency_id is null))
);
create unique index agent_users_user_id_idx on agent_users (user_id);
create unique index agent_users_one_owner_idx on agent_users (agency_id) where role = 'OWNER';
create index agent_users_agency_idx on agent_users (agency_id);

alter table agencies add constraint agencies_reviewed_by_fk foreign key (reviewed_by) references agent_users(id);

-- A registration waiting for its e-mail and mobile OTPs; it becomes an agency when both are verified.
create table agency_applications (
  id                  bigserial primary key,
  token_hash          text not null unique,
  form                jsonb not null,
  email               text not null,
  mobile              text not null,
  email_verified_at   timestamptz,
  mobile_verified_at  timestamptz,
  agency_id           bigint references agencies(id),
  client_ip           text not null,
  expires_at          timestamptz not null,
  created_at          timestamptz not null default now()
);

create table agency_documents (
  id                  bigserial primary key,
  agency_id           bigint references agencies(id),
  application_id      bigint references agency_applications(id),
  kind                text not null check (kind in ('PAN', 'GST', 'LOGO')),
  file_name           text not null,
  content_type        text not null,
  size_bytes          integer not null check (size_bytes > 0),
  storage_key         text not null unique,               -- a random name under DATA_DIR/uploads
  sha256              text not null,
  uploaded_by         bigint references agent_users(id),
  created_at          timestamptz not null default now()
);
create index agency_documents_agency_idx on agency_documents (agency_id, kind);

-- One OTP sent to an applicant's e-mail or mobile, or to a user's mobile for signing in.
create table agent_otp_challenges (
  id                  bigserial primary key,
  purpose             text not null check (purpose in ('REGISTER_EMAIL', 'REGISTER_MOBILE', 'SIGN_IN')),
  application_id      bigint references agency_applications(id),
  user_id             bigint references agent_users(id),
  destination         text not null,
  token_hash          text unique,
  code_hash           text,
  salt                text not null,
  client_ip           text not null,
  attempts            smallint not null default 0,
  expires_at          timestamptz not null,
  consumed_at         timestamptz,
  created_at          timestamptz not null default now()
);
create index agent_otp_destination_idx on agent_otp_challenges (destination, created_at);
create index agent_otp_ip_idx on agent_otp_challenges (client_ip, created_at);
create index agent_otp_application_idx on agent_otp_challenges (application_id, purpose);

create table agent_sessions (
  token_hash          text primary key,
  user_id             bigint not null references agent_users(id),
  client_ip           text not null,
  user_agent          text not null default '',
  created_at          timestamptz not null default now(),
  last_seen_at        timestamptz not null default now(),
  expires_at          timestamptz not null,
  ended_at            timestamptz
);
create index agent_sessions_user_idx on agent_sessions (user_id) where ended_at is null;

create table agent_sign_in_attempts (
  id                  bigserial primary key,
  user_key            text not null,                      -- the user id as typed, lower case
  client_ip           text not null,
  succeeded           boolean not null,
  created_at          timestamptz not null default now()
);
create index agent_sign_in_user_idx on agent_sign_in_attempts (user_key, created_at);
create index agent_sign_in_ip_idx on agent_sign_in_attempts (client_ip, created_at);

-- One-time links to set a password: after approval (welcome) and for a forgotten password.
create table agent_password_links (
  token_hash          text primary key,
  user_id             bigint not null references agent_users(id),
  purpose             text not null check (purpose in ('WELCOME', 'RESET')),
  expires_at          timestamptz not null,
  used_at             timestamptz,
  created_at          timestamptz not null default now()
);
create index agent_password_links_user_idx on agent_password_links (user_id, created_at);

create table support_requests (
  id                  bigserial primary key,
  agency_id           bigint not null references agencies(id),
  raised_by           bigint not null references agent_users(id),
  subject             text not null,
  booking_reference   text not null default '',
  status              text not null check (status in ('OPEN', 'ANSWERED', 'CLOSED')),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
create index support_requests_agency_idx on support_requests (agency_id, updated_at);

create table support_messages (
  id                  bigserial primary key,
  request_id          bigint not null references support_requests(id),
  author_id           bigint not null references agent_users(id),
  from_support        boolean not null,
  body                text not null,
  created_at          timestamptz not null default now()
);
create index support_messages_request_idx on support_messages (request_id, id);

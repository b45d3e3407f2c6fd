-- The slice of Supabase's base schema that our migrations rely on, for databases that are not
-- Supabase (PGlite in the embedded stack, a plain PostgreSQL 15 in tests). Nothing app-specific
-- lives here: on a real Supabase project these objects already exist and this file is not run.
-- It must run on a fresh database of a cluster where the roles may already exist (roles are
-- cluster-wide on PostgreSQL), so every role is created only when missing.

-- Extensions live in their own schema, as on Supabase; our SQL always calls them schema-qualified
-- (extensions.crypt, extensions.gen_salt) so it works whatever the search_path is.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to public;

-- API roles, with the attributes Supabase gives them.
do $roles$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit;
  end if;
end
$roles$;

-- The roles may predate this file on a shared cluster, so their attributes are set every time.
-- On Supabase the API roles inherit (the authenticator alone does not), and PostgREST's roles
-- carry per-role timeouts that apply when they log in.
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit bypassrls;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

-- PostgREST's authenticator must be able to `set role` to each API role.
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- auth: the tables GoTrue reads and writes, and the helpers policies call.
-- ---------------------------------------------------------------------------------------------
create schema if not exists auth;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

-- GoTrue keeps emails unique among password (non-SSO) users only.
create unique index users_email_partial_key on auth.users (email) where is_sso_user = false;
create index users_instance_id_email_idx on auth.users (instance_id, lower(email));

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

-- How each session was opened (password, recovery, otp...), read back into the token's `amr`
-- claim at every refresh: Auth exempts a session opened by a recovery link from giving the
-- current password to set a new one.
create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  unique (session_id, authentication_method)
);

-- The same definitions as Supabase: the newer `request.jwt.claims` JSON, with a fallback to the
-- legacy per-claim settings.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Deprecated on Supabase but still there; kept so SQL written against hosted runs here too.
create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

-- Supabase Auth owns its tables; RLS is on with no policy, so only their owner and roles that
-- bypass RLS see a row.
alter table auth.users enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.identities enable row level security;
alter table auth.mfa_amr_claims enable row level security;
grant usage, create on schema auth to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt(), auth.email()
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- storage: buckets and objects. RLS is on and the API roles hold every privilege, as on
-- Supabase: the policies written by the migrations are what restrict access.
-- ---------------------------------------------------------------------------------------------
create schema if not exists storage;

-- The columns of current Supabase Storage (its tenant migrations up to 0063): a bucket's `type`
-- is its enum, `versioning_status` is set ('DISABLED') on every bucket, and `objects` no longer
-- has `level` (dropped in 0052) but has `is_delete_marker` (0062).
create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type storage.buckettype not null default 'STANDARD',
  versioning_status text not null default 'DISABLED'
    check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED'))
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false,
  unique (bucket_id, name)
);

-- Supabase Storage owns its tables, as Auth does.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant usage on schema storage to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter type storage.buckettype owner to supabase_storage_admin;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Supabase Storage refuses a plain SQL delete of objects or buckets, which would orphan the files;
-- the Storage API sets storage.allow_delete_query for its own transaction before it deletes.
create or replace function storage.refuse_delete_outside_storage_api() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), '') <> 'true' then
    raise exception 'Delete files and buckets through the Storage API, not with SQL'
      using errcode = '42501';
  end if;
  return null;
end
$$;

create trigger refuse_delete_outside_storage_api before delete on storage.objects
  for each statement execute function storage.refuse_delete_outside_storage_api();
create trigger refuse_delete_outside_storage_api before delete on storage.buckets
  for each statement execute function storage.refuse_delete_outside_storage_api();

-- ---------------------------------------------------------------------------------------------
-- The table in which the Supabase CLI records applied migrations.
-- ---------------------------------------------------------------------------------------------
create schema if not exists supabase_migrations;

create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- ---------------------------------------------------------------------------------------------
-- The role the migrations run as: the database's owner. On a hosted project that is `postgres`,
-- which is no superuser; the test server gives the same attributes to a login role of its own
-- (local/db.ts), and PGlite has only its superuser. What it holds here is what hosted `postgres`
-- holds, so a migration needing more fails here as it would on deploy.
-- ---------------------------------------------------------------------------------------------
do $migrating_role$
declare
  migrating_role name := (
    select pg_get_userbyid(datdba) from pg_database where datname = current_database()
  );
begin
  -- It may `set role` to each API role, as the harness and the embedded stack do.
  execute format('grant anon, authenticated, service_role to %I', migrating_role);

  -- A hosted project (with "Default privileges for new entities" on, the default of every
  -- project created before May 2026) gives the API roles every privilege on what `postgres`
  -- creates in public; only RLS and the migrations' own revokes stand between a visitor and a
  -- table.
  execute format(
    'alter default privileges for role %I in schema public
       grant all on tables to anon, authenticated, service_role', migrating_role);
  execute format(
    'alter default privileges for role %I in schema public
       grant all on sequences to anon, authenticated, service_role', migrating_role);
  execute format(
    'alter default privileges for role %I in schema public
       grant all on functions to anon, authenticated, service_role', migrating_role);

  -- Auth's tables are not its own, but it reads and writes them, references auth.users and
  -- hangs triggers on it (its BYPASSRLS takes it past their RLS).
  execute format('grant usage on schema auth to %I', migrating_role);
  execute format('grant all on all tables in schema auth to %I', migrating_role);

  -- Hosted lets `postgres` write Storage's rows and, through the supautils extension, create
  -- policies on its tables without owning them. Membership in their owner stands in for that;
  -- the event triggers below take back what else an owner may do.
  execute format('grant supabase_storage_admin to %I', migrating_role);

  -- The Supabase CLI creates this schema on its first push, as `postgres`.
  execute format('alter schema supabase_migrations owner to %I', migrating_role);
  execute format('alter table supabase_migrations.schema_migrations owner to %I', migrating_role);
end
$migrating_role$;

-- supautils lets hosted `postgres` create, alter and drop policies on Storage's tables and grant
-- on them, nothing more: altering, commenting on or dropping the tables, their columns or their
-- triggers fails there (a migration enabling RLS on storage.objects, or commenting on one of its
-- policies, is refused on deploy). The membership above would allow all of it, so these event
-- triggers refuse the rest in the session of any role that is no superuser; the session's role
-- decides, so a `set role supabase_storage_admin` does not get round them.
create function storage.refuse_changes_beyond_policies() returns event_trigger
language plpgsql
as $$
begin
  if not (select rolsuper from pg_roles where rolname = session_user) and exists (
    select from pg_event_trigger_ddl_commands() as command
    where command.command_tag not in ('CREATE POLICY', 'ALTER POLICY', 'GRANT', 'REVOKE')
      -- A policy's or a trigger's identity names its table: "<name> on storage.objects".
      and (command.schema_name = 'storage' or command.object_identity like '% on storage.%')
  ) then
    raise exception
      'Only policies and grants may change on Storage''s tables, as on a hosted project'
      using errcode = '42501';
  end if;
end
$$;

create function storage.refuse_drops_beyond_policies() returns event_trigger
language plpgsql
as $$
begin
  if not (select rolsuper from pg_roles where rolname = session_user) and exists (
    select from pg_event_trigger_dropped_objects() as dropped
    where dropped.schema_name = 'storage' and dropped.object_type <> 'policy'
  ) then
    raise exception 'Only policies may be dropped from Storage''s tables, as on a hosted project'
      using errcode = '42501';
  end if;
end
$$;

create event trigger refuse_storage_changes_beyond_policies on ddl_command_end
  execute function storage.refuse_changes_beyond_policies();
create event trigger refuse_storage_drops_beyond_policies on sql_drop
  execute function storage.refuse_drops_beyond_policies();

-- Sign-in support for the `api` function. Supabase Auth signs in by email only, so the function
-- resolves a username first; and it throttles repeated failures. Both run as service_role and
-- nothing here is reachable by visitors.

-- Failed attempts, keyed by what was attacked ('user:<name>', 'ip:<address>'). Kept in Postgres
-- because hosted edge functions run as many short-lived isolates with no shared memory.
create table private.failed_logins (
  id bigint generated always as identity primary key,
  identifier text not null,
  attempted_at timestamptz not null default now()
);

create index failed_logins_identifier_attempted_at_idx
  on private.failed_logins (identifier, attempted_at);

-- RLS on and no policy: no API role may read or write the table directly; the security definer
-- functions below are the only way in.
alter table private.failed_logins enable row level security;

-- The email of the account a person typed: an exact username first, then a username in another
-- case, then an email. Never exposed to visitors (it would reveal emails).
create or replace function private.login_email(identifier text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.deleted_at is null
    and (
      p.username = login_email.identifier
      or lower(p.username) = lower(login_email.identifier)
      or lower(u.email) = lower(login_email.identifier)
    )
  order by
    (p.username = login_email.identifier) desc,
    (lower(p.username) = lower(login_email.identifier)) desc
  limit 1
$$;

create or replace function private.record_failed_login(identifiers text[]) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  -- Old attempts no longer count; dropping them here keeps the table small without a cron job.
  delete from private.failed_logins where attempted_at < now() - interval '1 day';
  insert into private.failed_logins (identifier)
  select distinct i from unnest(record_failed_login.identifiers) as i where i is not null;
$$;

create or replace function private.recent_failed_logins(identifier text) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from private.failed_logins f
  where f.identifier = recent_failed_logins.identifier
    and f.attempted_at > now() - interval '15 minutes'
$$;

revoke execute on function private.login_email(text) from public;
revoke execute on function private.record_failed_login(text[]) from public;
revoke execute on function private.recent_failed_logins(text) from public;
grant execute on function private.login_email(text) to service_role;
grant execute on function private.record_failed_login(text[]) to service_role;
grant execute on function private.recent_failed_logins(text) to service_role;

-- Sign-in throttling for the `api` function, replacing the failed-login counter of
-- 20250601001500_login_support.sql. That counter was read before Auth was asked and written after,
-- in another transaction, so simultaneous attempts all passed the check; and five failures from
-- anywhere locked the account for everyone, its owner included. Now:
--  * checking and recording are one step: begin_login_attempt locks its throttle keys, counts the
--    attempts of the last hour (failed ones and those Auth is still judging) and reserves one in
--    the same transaction, so however many arrive at once, no more are judged than allowed;
--  * an account is throttled per address, so the owner's own address keeps working while an
--    attacker's is slowed; each address also has a limit across all accounts;
--  * past the free attempts each further one waits twice as long as the one before (30 s, 1 min,
--    2 min, ... up to 15 min) instead of a hard lock, as OWASP's authentication guidance suggests.
-- Everything here is reachable by service_role only.

drop function private.record_failed_login(text[]);
drop function private.recent_failed_logins(text);
drop table private.failed_logins;

-- Throttle keys are stored as keyed hashes: people sometimes type their password into the username
-- field, and an unkeyed hash of an IPv4 address falls to brute force in seconds. The key is made
-- here by the database, so it is in no file, environment variable or log. One row only.
create table private.login_throttle_secret (
  singleton boolean primary key default true check (singleton),
  secret bytea not null
);

insert into private.login_throttle_secret (secret) values (extensions.gen_random_bytes(32));

-- One row per throttle key of an attempt: scope 'account' (the account, or the typed name when no
-- account has it, together with the address) and 'address' (the address alone). finished_at is
-- null while Auth judges the attempt; a failed attempt keeps its rows, a successful or unjudged one
-- loses them. Rows older than the one-hour window are deleted as new attempts come.
create table private.login_attempts (
  id bigint generated always as identity primary key,
  attempt uuid not null,
  scope text not null check (scope in ('account', 'address')),
  throttle_key bytea not null,
  started_at timestamptz not null default clock_timestamp(),
  finished_at timestamptz
);

create index login_attempts_throttle_key_started_at_idx
  on private.login_attempts (throttle_key, started_at);
create index login_attempts_attempt_idx on private.login_attempts (attempt);
create index login_attempts_started_at_idx on private.login_attempts (started_at);

-- RLS on, no policy and no grant: the security definer functions below are the only way in.
alter table private.login_throttle_secret enable row level security;
alter table private.login_attempts enable row level security;
revoke all on table private.login_throttle_secret from public, anon, authenticated, service_role;
revoke all on table private.login_attempts from public, anon, authenticated, service_role;

-- Seconds a new attempt under this key must still wait: none while fewer than free_attempts are
-- in the window, then 30 s after the latest, doubling with each further attempt, at most 15 min.
create function private.login_wait(throttle_key bytea, free_attempts integer)
returns double precision
language sql
volatile
set search_path = ''
as $$
  select coalesce(max(wait), 0)
  from (
    select extract(epoch from
      max(a.started_at)
      + least(interval '30 seconds' * power(2, least(count(*) - free_attempts, 6)), interval '15 minutes')
      - clock_timestamp()
    ) as wait
    from private.login_attempts a
    where a.throttle_key = login_wait.throttle_key
      and a.started_at > clock_timestamp() - interval '1 hour'
    having count(*) >= free_attempts
  ) as latest
  where wait > 0
$$;

-- The account a wrong guess at an unknown name is checked against. Without it an unknown name
-- would skip Auth's password check and answer measurably sooner than a wrong password, telling
-- which usernames exist. Hosted Auth answers an unknown email at once, without hashing, so asking
-- it about a made-up email would not help: the decoy is a real, confirmed account whose password
-- is 32 random bytes that were never stored, so Auth does exactly the work of a wrong password.
-- It has no profile, so no username reaches it, and app_metadata.login_decoy marks it in Auth's
-- user list. Deleting it brings the timing difference back (sign-in keeps working).
do $decoy$
declare
  real_cost integer;
  decoy_id uuid;
begin
  select (regexp_match(u.encrypted_password, '^\$2[abxy]?\$(\d+)\$'))[1]::integer into real_cost
  from auth.users u
  where u.encrypted_password ~ '^\$2[abxy]?\$\d+\$'
  order by u.created_at desc nulls last
  limit 1;

  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
    'login-decoy@bienestar.invalid',
    -- GoTrue hashes at bcrypt cost 10; the trigger below follows whatever real passwords use.
    extensions.crypt(
      encode(extensions.gen_random_bytes(32), 'hex'), extensions.gen_salt('bf', coalesce(real_cost, 10))
    ),
    now(), '', '', '', '',
    '{"provider": "email", "providers": ["email"], "login_decoy": true}', '{}', now(), now()
  )
  returning id into decoy_id;
  delete from public.profiles p where p.id = decoy_id;
end
$decoy$;

-- The decoy's hash must cost what real ones cost (GoTrue hashes at bcrypt cost 10, the embedded
-- stack at pgcrypto's default 6): whenever a password is set, the decoy gets a new random one at
-- that cost if its own differs. This runs when accounts change, never during a sign-in.
create function private.keep_login_decoy_cost() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bcrypt_cost constant text := '^\$2[abxy]?\$(\d+)\$';
  new_cost integer := (regexp_match(new.encrypted_password, bcrypt_cost))[1]::integer;
begin
  if new_cost is not null then
    update auth.users u
    set encrypted_password = extensions.crypt(
      encode(extensions.gen_random_bytes(32), 'hex'), extensions.gen_salt('bf', new_cost)
    )
    where u.email = 'login-decoy@bienestar.invalid'
      and (regexp_match(u.encrypted_password, bcrypt_cost))[1]::integer is distinct from new_cost;
  end if;
  return null;
end
$$;

revoke execute on function private.keep_login_decoy_cost() from public;

create trigger keep_login_decoy_cost
  after insert or update of encrypted_password on auth.users
  for each row
  when (new.email is distinct from 'login-decoy@bienestar.invalid')
  execute function private.keep_login_decoy_cost();

-- Reserves an attempt for `identifier` (what the person typed) from `address`, or says how long
-- to wait. The account is keyed by its email, so its username and its email are one account; an
-- unknown name is keyed by what was typed. Answers the attempt id and the email Auth must check
-- (the decoy's for an unknown name), or a null attempt and the seconds to wait.
create function private.begin_login_attempt(identifier text, address text)
returns table (reservation uuid, auth_email text, retry_after integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  secret bytea := (select s.secret from private.login_throttle_secret s);
  account_email text := private.login_email(identifier);
  account_key bytea := extensions.hmac(
    convert_to(
      coalesce('email:' || lower(account_email), 'name:' || lower(coalesce(identifier, '')))
        || '|' || coalesce(address, ''),
      'UTF8'
    ),
    secret,
    'sha256'
  );
  address_key bytea := extensions.hmac(
    convert_to('address:' || coalesce(address, ''), 'UTF8'), secret, 'sha256'
  );
  lock_key bigint;
  wait double precision;
  reserved uuid := gen_random_uuid();
begin
  -- One lock per key, always taken in the same order, so two attempts sharing a key queue here
  -- and never deadlock.
  for lock_key in
    select hashtextextended(encode(k, 'hex'), 0) from unnest(array[account_key, address_key]) k order by 1
  loop
    perform pg_advisory_xact_lock(lock_key);
  end loop;

  delete from private.login_attempts a where a.started_at < clock_timestamp() - interval '1 hour';

  wait := greatest(private.login_wait(account_key, 5), private.login_wait(address_key, 20));
  if wait > 0 then
    return query select null::uuid, null::text, ceil(wait)::integer;
    return;
  end if;

  insert into private.login_attempts (attempt, scope, throttle_key)
  values (reserved, 'account', account_key), (reserved, 'address', address_key);
  return query select reserved, coalesce(account_email, 'login-decoy@bienestar.invalid'), 0;
end
$$;

-- What Auth decided: 'failed' keeps the reservation as a failure; 'succeeded' drops it, and with
-- it the account's earlier failures from that address (not those still being judged: they began
-- before this success was known, and forgiving them would let a burst judge more than allowed);
-- 'unjudged' (Auth refused to judge, e.g. its own rate limit) drops it.
create function private.finish_login_attempt(reservation uuid, outcome text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if outcome = 'failed' then
    update private.login_attempts a
    set finished_at = clock_timestamp()
    where a.attempt = finish_login_attempt.reservation;
  elsif outcome = 'succeeded' then
    delete from private.login_attempts a
    using private.login_attempts mine
    where mine.attempt = finish_login_attempt.reservation
      and mine.scope = 'account'
      and a.throttle_key = mine.throttle_key
      and a.finished_at < mine.started_at;
    delete from private.login_attempts a where a.attempt = finish_login_attempt.reservation;
  elsif outcome = 'unjudged' then
    delete from private.login_attempts a where a.attempt = finish_login_attempt.reservation;
  else
    raise exception 'unknown login outcome: %', outcome using errcode = '22023';
  end if;
end
$$;

revoke execute on function private.login_wait(bytea, integer) from public;
revoke execute on function private.begin_login_attempt(text, text) from public;
revoke execute on function private.finish_login_attempt(uuid, text) from public;
grant execute on function private.begin_login_attempt(text, text) to service_role;
grant execute on function private.finish_login_attempt(uuid, text) to service_role;

-- One rebuild mechanism for the embedded stack and a hosted project
-- (docs/decisions/007-baked-content-and-rebuilds.md).
--
-- A write to a content table marks the site as changed, in the database: a row in
-- private.site_changes, added by the statement triggers `notify_content_change` (and, on `books`,
-- `notify_content_change_on_update`, which leaves a counted download out: 20261127210200). The
-- mark is the truth that both worlds rebuild from:
--  * `npm run preview` takes the marks and prerenders again (local/content-rebuild.ts). The
--    `content_changed` notification still goes out, but only to wake it sooner: it also looks at
--    the marks every few seconds, so a notification nobody heard delays a rebuild, never loses it.
--  * On a hosted project a pg_cron job takes the marks every minute and posts the static host's
--    build hook with pg_net, its address kept in Supabase Vault (private.set_site_build_hook,
--    README "Deploying"). A nightly job marks the site, for the download counts.
-- Every mark goes through private.mark_site_changed, and a table marks by having the trigger: a
-- new content table needs `notify_content_change` and nothing else.
--
-- Where pg_cron, pg_net or Vault are not installed (the embedded PGlite stack, a plain PostgreSQL
-- in the tests) the marks and the functions exist and nothing is scheduled; the tests call the
-- job's function themselves.

create table private.site_changes (
  id bigint generated always as identity primary key,
  -- The table written, 'nightly', or 'retry' (a post the host did not take).
  source text not null,
  changed_at timestamptz not null default now()
);

-- When the hosted job last posted the hook, so that it posts at most once a clock minute
-- whoever calls it. One row at most.
create table private.site_build_hook_posts (
  singleton boolean primary key default true check (singleton),
  posted_at timestamptz not null,
  -- pg_net's id of the request (its answer lands in net._http_response).
  request_id bigint
);

-- RLS on, no policy and no grant: only the database owner (the triggers' and the job's functions)
-- reads or writes them.
alter table private.site_changes enable row level security;
alter table private.site_build_hook_posts enable row level security;
revoke all on table private.site_changes from public, anon, authenticated, service_role;
revoke all on table private.site_build_hook_posts from public, anon, authenticated, service_role;

create function private.mark_site_changed(source text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into private.site_changes (source) values (mark_site_changed.source);
  perform pg_notify('content_changed', mark_site_changed.source);
end;
$$;

-- Takes every mark there is; true when there was one. The local preview calls it before each
-- prerender and the hosted job before each post: a mark added meanwhile stays for the next one.
create function private.take_site_changes()
returns boolean
language sql
set search_path = ''
as $$
  with taken as (delete from private.site_changes returning 1)
  select exists (select from taken);
$$;

-- The triggers fire as whoever wrote (an administrator through the API, service_role counting a
-- download), none of whom may touch private.site_changes: they run as the owner.
create or replace function private.notify_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.mark_site_changed(tg_table_name);
  return null;
end;
$$;

create or replace function private.notify_book_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1
    from new_rows as n
    full join old_rows as o on o.id = n.id
    where o.id is null or n.id is null
      or to_jsonb(n) - 'download_count' - 'updated_at'
        is distinct from to_jsonb(o) - 'download_count' - 'updated_at'
  ) then
    perform private.mark_site_changed(tg_table_name);
  end if;
  return null;
end;
$$;

-- The name of the hook's secret in Vault.
create function private.site_build_hook_secret()
returns text
language sql
immutable
set search_path = ''
as $$ select 'site_build_hook' $$;

-- Stores (or replaces) the static host's build hook in Vault; null removes it. The one call of
-- README "Deploying": select private.set_site_build_hook('https://api.netlify.com/build_hooks/…');
-- Run by the project's `postgres` (the SQL editor, or `psql` on the connection string).
create function private.set_site_build_hook(hook_url text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  existing uuid;
begin
  if to_regclass('vault.secrets') is null then
    raise exception 'Esta base de datos no tiene Supabase Vault (la extensión supabase_vault): el build hook solo se guarda en un proyecto alojado'
      using errcode = 'feature_not_supported';
  end if;
  if hook_url is not null
    and hook_url !~ '^https://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]{1,5})?/[!-~]*$'
  then
    raise exception 'El build hook debe ser una dirección https:// con nombre de servidor y ruta, sin espacios (la que da el alojamiento al crearlo)'
      using errcode = 'invalid_parameter_value';
  end if;
  select s.id into existing from vault.secrets as s where s.name = private.site_build_hook_secret();
  if hook_url is null then
    delete from vault.secrets as s where s.id = existing;
  elsif existing is null then
    perform vault.create_secret(
      hook_url,
      private.site_build_hook_secret(),
      'Build hook del sitio estático: private.post_site_build_hook lo llama cuando cambia el contenido'
    );
  else
    perform vault.update_secret(existing, hook_url);
  end if;
end;
$$;

-- The hosted job's body: when the site is marked, it takes the marks and posts the build hook,
-- at most once a clock minute (the marks of a later write wait for the next minute's run). It
-- posts nothing, and fails on nothing, when no hook is stored or Vault or pg_net are missing: the
-- marks then stay, and the first run once a hook is stored posts it. A post the host did not
-- take (no answer, or a 5xx, in pg_net's net._http_response) marks the site again, so the next
-- minute posts again; a 4xx is a wrong hook, which posting again would not mend. Returns pg_net's
-- request id, or null when it posted nothing.
create function private.post_site_build_hook()
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  hook text;
  request bigint;
begin
  -- Nested, so that the query naming net._http_response is planned only where it exists.
  if to_regclass('net._http_response') is not null then
    if exists (
      select from private.site_build_hook_posts as p
      join net._http_response as r on r.id = p.request_id
      where r.status_code is null or r.status_code >= 500
    ) then
      update private.site_build_hook_posts set request_id = null;
      perform private.mark_site_changed('retry');
    end if;
  end if;
  if not exists (select from private.site_changes) then
    return null;
  end if;
  if to_regclass('vault.decrypted_secrets') is null
    or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
  then
    return null;
  end if;
  select s.decrypted_secret into hook
  from vault.decrypted_secrets as s
  where s.name = private.site_build_hook_secret();
  if hook is null then
    return null;
  end if;
  -- Two runs at once (cron's and a hand's) wait for each other here once a first post has made
  -- the row; before that, taking the marks lets only one of them through.
  perform from private.site_build_hook_posts for update;
  if exists (
    select from private.site_build_hook_posts
    where date_trunc('minute', posted_at) >= date_trunc('minute', now())
  ) then
    return null;
  end if;
  if not private.take_site_changes() then
    return null;
  end if;
  -- pg_net sends it once this transaction commits; its answer goes to net._http_response.
  request := net.http_post(url := hook, body := jsonb_build_object('reason', 'content_changed'));
  insert into private.site_build_hook_posts (posted_at, request_id)
  values (now(), request)
  on conflict (singleton) do update
    set posted_at = excluded.posted_at, request_id = excluded.request_id;
  return request;
end;
$$;

revoke execute on function private.mark_site_changed(text) from public, anon, authenticated, service_role;
revoke execute on function private.take_site_changes() from public, anon, authenticated, service_role;
revoke execute on function private.site_build_hook_secret() from public, anon, authenticated, service_role;
revoke execute on function private.set_site_build_hook(text) from public, anon, authenticated, service_role;
revoke execute on function private.post_site_build_hook() from public, anon, authenticated, service_role;

-- On a hosted project: Vault and pg_net, and the two jobs. pg_cron works only in the database its
-- server names in `cron.database_name` (`postgres` on Supabase), a setting that exists only where
-- the server has loaded it. Scheduling a job under a name it already has replaces it.
do $$
begin
  if exists (select from pg_available_extensions where name = 'supabase_vault') then
    create extension if not exists supabase_vault with schema vault;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_cron')
    and current_setting('cron.database_name', true) = current_database()
  then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('site-build-hook', '* * * * *', 'select private.post_site_build_hook()');
    perform cron.schedule('nightly-site-build', '0 3 * * *', $job$select private.mark_site_changed('nightly')$job$);
  end if;
end;
$$;

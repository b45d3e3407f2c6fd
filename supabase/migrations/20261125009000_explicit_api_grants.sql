-- What each API role may do, stated here instead of left to how the database was made. A hosted
-- project created with "Default privileges for new entities" gives anon, authenticated and
-- service_role ALL on every table, sequence and function `postgres` creates in public, and every
-- new function is executable by PUBLIC wherever it lives; a project without that setting (and
-- `auto_expose_new_tables = false` in config.toml) grants nothing. These statements leave the
-- same privileges in either case, so RLS and the grants below, not the defaults, decide.
--
-- The loops go over whatever the schemas hold rather than a list of names, so a table or function
-- another change adds before this migration runs is covered too; what visitors must be able to do
-- is the short, explicit allow-list.

-- Functions: only the helpers RLS policies call while acting as a visitor or member stay
-- executable by them (a policy runs its functions with the caller's privileges). Trigger functions
-- need no EXECUTE grant to fire. service_role keeps the grants earlier migrations gave it.
do $functions$
declare
  target regprocedure;
begin
  for target in
    select p.oid::regprocedure
    from pg_proc as p
    join pg_namespace as n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prokind in ('f', 'p')
      and not exists (
        select 1 from pg_depend as d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
      and p.oid not in (
        'private.is_admin()'::regprocedure,
        'private.session_is_live()'::regprocedure
      )
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', target);
  end loop;
end
$functions$;

revoke execute on function private.is_admin() from public;
revoke execute on function private.session_is_live() from public, anon;
grant execute on function private.is_admin() to anon, authenticated, service_role;
grant execute on function private.session_is_live() to authenticated, service_role;

-- Tables of public: visitors only ever read (RLS chooses the rows) and members write only where a
-- policy lets an admin do so; nobody through the API truncates, references or adds triggers.
do $tables$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
    from pg_class as c
    join pg_namespace as n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
  loop
    execute format('revoke insert, update, delete, truncate, references, trigger on %s from anon', target);
    execute format('revoke truncate, references, trigger on %s from authenticated', target);
    -- MAINTAIN (vacuum, analyze, refresh) is part of ALL from PostgreSQL 17 on.
    if current_setting('server_version_num')::int >= 170000 then
      execute format('revoke maintain on %s from anon, authenticated', target);
    end if;
  end loop;
end
$tables$;

-- Sequences: only members' inserts may draw numbers; setting a sequence is the owner's job.
do $sequences$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
    from pg_class as c
    join pg_namespace as n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S'
  loop
    execute format('revoke all on sequence %s from anon', target);
    execute format('revoke update on sequence %s from authenticated', target);
  end loop;
end
$sequences$;

-- Profiles are not public copy: visitors have none and read none. A table-wide INSERT or UPDATE
-- (which hosted defaults give) would cover is_admin, so members keep only the column grants.
revoke all on public.profiles from anon;
revoke insert, update on public.profiles from authenticated;
grant select, delete on public.profiles to authenticated;
grant insert (id, username), update (username) on public.profiles to authenticated;

-- The column grants are not what keeps is_admin safe: service_role holds every privilege on the
-- table, and a project may hand out table-wide grants again. The protect_admin_flag trigger holds
-- whatever the grants are: only the table's owner may set or change is_admin.
comment on function private.protect_admin_flag() is
  'The guarantee for is_admin: only the owner of public.profiles may set or change it, whatever the grants.';

-- "Descargar copia de seguridad" and `npm run backup` (edge-functions/_shared/backup.ts): what a
-- copy must know about the database besides its rows, read in the copy's own snapshot.
--
-- * The schema version: the newest migration recorded (`<version>_<name>`). A copy is restored
--   only into a database at the same version, so every row fits its table as it was read.
-- * The tables a copy holds: the content tables the API's resource definitions name (passed in),
--   and every other table of `public` or `private` the owner reads in the admin (the catalog's
--   SELECT grant to `authenticated`: the Papelera, the Historial, drafts, and whatever table is
--   added for the owner later), except a table tied to the accounts (a foreign key into `auth`):
--   accounts are the project's, not the site's, and a downloaded file holds no password hash.
--   Secrets, login throttling and rebuild bookkeeping are granted to nobody and stay out.
-- * For each table, its primary key (rows are copied in its order), the tables it references
--   (restored first) and where each id sequence stands, so a restored site issues the ids the
--   original would have: an item in the Papelera keeps an id nobody else gets.
--
-- Security definer because the migrations' record and the sequences are not the admin's to read;
-- it answers only the admin among the API's roles (the database owner, running `npm run backup`,
-- acts for no user).
create function private.backup_state(content_tables text[]) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  acting_role text := current_setting('role', true);
  chosen jsonb;
  schema_version text;
begin
  if acting_role in ('anon', 'authenticated') and not (select private.is_admin()) then
    raise exception 'only admins download a backup' using errcode = '42501';
  end if;

  select m.version || '_' || m.name into schema_version
  from supabase_migrations.schema_migrations m
  order by m.version desc
  limit 1;

  with tables as (
    select c.oid, n.nspname as schema_name, c.relname as table_name
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p')
      and ((n.nspname = 'public' and c.relname = any (content_tables))
        or (n.nspname in ('public', 'private')
          and pg_catalog.has_table_privilege('authenticated', c.oid, 'select')
          and not exists (
            select from pg_catalog.pg_constraint k
            join pg_catalog.pg_class f on f.oid = k.confrelid
            where k.conrelid = c.oid and k.contype = 'f'
              and f.relnamespace = 'auth'::regnamespace)))
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'schema', t.schema_name,
      'name', t.table_name,
      'key', (
        select coalesce(jsonb_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)),
          '[]'::jsonb)
        from pg_catalog.pg_index i
        join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
        where i.indrelid = t.oid and i.indisprimary),
      'dependsOn', (
        select coalesce(jsonb_agg(distinct r.schema_name || '.' || r.table_name), '[]'::jsonb)
        from pg_catalog.pg_constraint k
        join tables r on r.oid = k.confrelid
        where k.conrelid = t.oid and k.contype = 'f' and k.confrelid <> t.oid),
      'sequences', (
        select coalesce(jsonb_agg(jsonb_build_object('column', s.column_name, 'sequence', s.seq)
          || private.sequence_position(s.seq) order by s.column_name), '[]'::jsonb)
        from (
          select a.attname as column_name,
            pg_catalog.pg_get_serial_sequence(
              pg_catalog.format('%I.%I', t.schema_name, t.table_name), a.attname) as seq
          from pg_catalog.pg_attribute a
          where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
        ) s
        where s.seq is not null)
    ) order by t.schema_name, t.table_name), '[]'::jsonb)
  into chosen
  from tables t;

  return jsonb_build_object('schemaVersion', schema_version, 'tables', chosen);
end;
$$;

-- Where a sequence stands: { lastValue, isCalled }, as setval takes them back.
create function private.sequence_position(sequence_name text) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  position jsonb;
begin
  execute pg_catalog.format(
    'select jsonb_build_object(''lastValue'', last_value, ''isCalled'', is_called) from %s',
    sequence_name)
  into position;
  return position;
end;
$$;

revoke execute on function private.backup_state(text[]) from public, anon;
revoke execute on function private.sequence_position(text) from public, anon, authenticated;
grant execute on function private.backup_state(text[]) to authenticated, service_role;

-- "Restaurar una copia" and `npm run restore` (edge-functions/api/restore.ts, docs/backup.md): a
-- copy goes back all or nothing, and only what a backup may hold.
--
-- * What is restored is what the schema declares for backups (private.backup_state over the
--   declared content tables), never what the file lists: a table the copy names beyond those is
--   refused whole, so nothing of Auth, Storage's catalogue, secrets, accounts (profiles and its
--   administrator flag) or the migrations can come from a file. Sequences are the ones the
--   database lists for those tables; the copy only says where each stood.
-- * Before anything is written, the restore is recorded in private.restore_journal ('staging'),
--   with the files it will create: a file the site lacks is uploaded straight to its place (no
--   page names it until the rows say so), one the site holds with other bytes goes to the
--   private `restore` bucket under the restore's id, and one it holds as it is stays. The rows
--   swap in one transaction (private.restore_rows), which marks the restore 'committed': from
--   that commit the copy is the site, and the staged files are moved into place from the journal,
--   by whichever restore runs next if this one is stopped. Before it, a failed or stopped restore
--   is undone from the journal (the files it created removed, its staged files dropped).

-- A backup holds the site, not the schema's own declarations: private.content_tables is what the
-- migrations declared (which tables drafts, Historial, the Papelera and backups cover), so a file
-- that could rewrite it could make the accounts' table a content table for the next restore.
create or replace function private.backup_state(content_tables text[]) returns jsonb
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
          and c.oid <> 'private.content_tables'::regclass
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


insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('restore', 'restore', false, 52428800, null)
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit,
  allowed_mime_types = null;

create policy "Admins stage files of a restore"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'restore' and (select private.is_admin()));

create policy "Admins see staged files of a restore"
  on storage.objects for select to authenticated
  using (bucket_id = 'restore' and (select private.is_admin()));

-- A staged file leaves the bucket by Storage's move: the update's USING is this policy, its
-- WITH CHECK the destination bucket's own.
create policy "Admins move staged files into place"
  on storage.objects for update to authenticated
  using (bucket_id = 'restore' and (select private.is_admin()));

create policy "Admins delete staged files of a restore"
  on storage.objects for delete to authenticated
  using (bucket_id = 'restore' and (select private.is_admin()));

-- The buckets whose files a backup holds: all of the project's but the staging one. Security
-- definer: Storage's catalogue of buckets is no member's to read.
create function private.backup_buckets() returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(b.id order by b.id), '{}') from storage.buckets b where b.id <> 'restore'
$$;

-- A restore under way: 'staging' (its files being written; undone if it stops) or 'committed'
-- (its rows are the site's; its staged files still to move into place).
create table private.restore_journal (
  id uuid primary key,
  state text not null default 'staging' check (state in ('staging', 'committed')),
  -- The files it creates where the site had none: { bucket, name }.
  created jsonb not null default '[]',
  -- Once committed, the copy's files: bucket, name, and the dates and metadata they get back.
  objects jsonb not null default '[]',
  created_at timestamptz not null default now()
);

alter table private.restore_journal enable row level security;
revoke all on private.restore_journal from public, anon, authenticated, service_role;

-- Only the database owner (a terminal's `npm run restore`, acting for nobody) and the admin.
create function private.check_restorer() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) in ('anon', 'authenticated', 'service_role')
      and not (select private.is_admin()) then
    raise exception 'only admins restore a backup' using errcode = '42501';
  end if;
end;
$$;

-- What a restore may write: the schema version, the tables and sequences a backup holds, and the
-- buckets whose files it holds (each with its own limits), besides the staging one.
create function private.restore_plan() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  state jsonb;
begin
  perform private.check_restorer();
  state := private.backup_state(
    array(select t.table_name from private.content_tables t order by t.table_name));
  return state || jsonb_build_object(
    'stagingBucket', 'restore',
    'buckets', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', b.id, 'fileSizeLimit', b.file_size_limit,
          'allowedMimeTypes', b.allowed_mime_types) order by b.id), '[]'::jsonb)
      from storage.buckets b
      where b.id = any (private.backup_buckets())),
    'committed', (
      select coalesce(jsonb_agg(j.id order by j.created_at), '[]'::jsonb)
      from private.restore_journal j where j.state = 'committed'),
    'abandoned', (
      select coalesce(jsonb_agg(jsonb_build_object('id', j.id, 'created', j.created)
        order by j.created_at), '[]'::jsonb)
      from private.restore_journal j where j.state = 'staging'));
end;
$$;

-- The copy's rows in place of the site's, in one transaction: `copy` is
-- { tables: { "<schema>.<table>": [row, ...] }, sequences: { "<schema>.<table>": [...] } }.
-- Every declared table must be there and nothing else may be; the tables' own triggers are off
-- while the rows go in (a restored row is no edit: no version, no new updated_at, no recount),
-- and an empty statement per table fires the statement triggers after, so the site is rebuilt.
create function private.restore_rows(copy jsonb, restore_id uuid, objects jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  declared jsonb;
  ordered jsonb := '[]'::jsonb;
  placed text[] := '{}';
  pending jsonb;
  next_table jsonb;
  t jsonb;
  s jsonb;
  copied jsonb;
  position jsonb;
  table_id text;
  qualified text;
  columns text;
  restored jsonb := '{}'::jsonb;
  extra text;
  missing text;
begin
  perform private.check_restorer();
  if jsonb_typeof(copy -> 'tables') is distinct from 'object'
      or jsonb_typeof(objects) is distinct from 'array' then
    raise exception 'restore: malformed copy' using errcode = '22023';
  end if;
  declared := private.restore_plan() -> 'tables';

  select k into extra
  from jsonb_object_keys(copy -> 'tables') k
  where not exists (
    select from jsonb_array_elements(declared) d where d ->> 'schema' || '.' || (d ->> 'name') = k)
  limit 1;
  if extra is not null then
    raise exception 'restore: undeclared table %', extra using errcode = '42501',
      detail = extra;
  end if;
  select d ->> 'schema' || '.' || (d ->> 'name') into missing
  from jsonb_array_elements(declared) d
  where jsonb_typeof(copy -> 'tables' -> (d ->> 'schema' || '.' || (d ->> 'name')))
    is distinct from 'array'
  limit 1;
  if missing is not null then
    raise exception 'restore: missing table %', missing using errcode = '22023', detail = missing;
  end if;

  -- Referenced tables first.
  pending := declared;
  while jsonb_array_length(pending) > 0 loop
    select e into next_table
    from jsonb_array_elements(pending) e
    where not exists (
      select from jsonb_array_elements_text(e -> 'dependsOn') r
      where not r = any (placed)
        and exists (
          select from jsonb_array_elements(pending) p
          where p ->> 'schema' || '.' || (p ->> 'name') = r))
    limit 1;
    if next_table is null then
      next_table := pending -> 0;
    end if;
    ordered := ordered || jsonb_build_array(next_table);
    placed := placed || (next_table ->> 'schema' || '.' || (next_table ->> 'name'));
    select coalesce(jsonb_agg(e), '[]'::jsonb) into pending
    from jsonb_array_elements(pending) e
    where e <> next_table;
  end loop;

  for t in select * from jsonb_array_elements(ordered) loop
    execute pg_catalog.format('alter table %I.%I disable trigger user', t ->> 'schema', t ->> 'name');
  end loop;
  for t in select e from jsonb_array_elements(ordered) with ordinality as x(e, n) order by n desc
  loop
    execute pg_catalog.format('delete from %I.%I', t ->> 'schema', t ->> 'name');
  end loop;
  for t in select * from jsonb_array_elements(ordered) loop
    table_id := t ->> 'schema' || '.' || (t ->> 'name');
    qualified := pg_catalog.format('%I.%I', t ->> 'schema', t ->> 'name');
    copied := copy -> 'tables' -> table_id;
    select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into columns
    from pg_catalog.pg_attribute a
    where a.attrelid = qualified::regclass and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '';
    execute pg_catalog.format(
      'insert into %1$s (%2$s) overriding system value
       select %2$s from pg_catalog.jsonb_populate_recordset(null::%1$s, $1)', qualified, columns)
      using copied;
    restored := restored || jsonb_build_object(table_id, jsonb_array_length(copied));
    for s in select * from jsonb_array_elements(t -> 'sequences') loop
      select p into position
      from jsonb_array_elements(copy -> 'sequences' -> table_id) p
      where p ->> 'column' = s ->> 'column';
      if position is not null then
        perform pg_catalog.setval(s ->> 'sequence', (position ->> 'lastValue')::bigint,
          (position ->> 'isCalled')::boolean);
      end if;
    end loop;
  end loop;
  for t in select * from jsonb_array_elements(ordered) loop
    execute pg_catalog.format('alter table %I.%I enable trigger user', t ->> 'schema', t ->> 'name');
  end loop;
  for t in select * from jsonb_array_elements(ordered) loop
    execute pg_catalog.format('delete from %I.%I where false', t ->> 'schema', t ->> 'name');
  end loop;

  update private.restore_journal set state = 'committed', objects = restore_rows.objects
  where id = restore_id and state = 'staging';
  if not found then
    raise exception 'restore: % was not begun', restore_id using errcode = '55000';
  end if;
  return restored;
end;
$$;

-- A restore begins: recorded before it writes a file, with the files it will create.
create function private.begin_restore(restore_id uuid, created jsonb) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.check_restorer();
  if jsonb_typeof(created) is distinct from 'array' then
    raise exception 'restore: malformed created files' using errcode = '22023';
  end if;
  insert into private.restore_journal (id, created) values (restore_id, created);
end;
$$;

-- A restore that never committed is undone: its record goes once its files are removed.
create function private.forget_restore(restore_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.check_restorer();
  delete from private.restore_journal where id = restore_id and state = 'staging';
end;
$$;

-- The files of a committed restore are in place: they get back their dates and their own
-- metadata (Storage stamps a move with now; the library lists newest first, by the name kept
-- there), and the restore is done.
create function private.finish_restore(restore_id uuid) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.check_restorer();
  update storage.objects o
  set created_at = m."createdAt", updated_at = m."updatedAt", user_metadata = m."userMetadata"
  from private.restore_journal j,
    jsonb_to_recordset(j.objects) as m(bucket text, name text, "createdAt" timestamptz,
      "updatedAt" timestamptz, "userMetadata" jsonb)
  where j.id = restore_id and j.state = 'committed' and o.bucket_id = m.bucket and o.name = m.name;
  delete from private.restore_journal where id = restore_id and state = 'committed';
end;
$$;

-- A committed restore's files, to put in place (again, if it was stopped); null for one that is not.
create function private.restore_journal_objects(restore_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_restorer();
  return (select j.objects from private.restore_journal j
    where j.id = restore_id and j.state = 'committed');
end;
$$;

revoke execute on function private.backup_buckets() from public, anon;
revoke execute on function private.check_restorer() from public, anon;
revoke execute on function private.restore_plan() from public, anon;
revoke execute on function private.restore_rows(jsonb, uuid, jsonb) from public, anon;
revoke execute on function private.begin_restore(uuid, jsonb) from public, anon;
revoke execute on function private.forget_restore(uuid) from public, anon;
revoke execute on function private.finish_restore(uuid) from public, anon;
revoke execute on function private.restore_journal_objects(uuid) from public, anon;
grant execute on function private.backup_buckets() to authenticated;
grant execute on function private.check_restorer() to authenticated;
grant execute on function private.restore_plan() to authenticated;
grant execute on function private.restore_rows(jsonb, uuid, jsonb) to authenticated;
grant execute on function private.begin_restore(uuid, jsonb) to authenticated;
grant execute on function private.forget_restore(uuid) to authenticated;
grant execute on function private.finish_restore(uuid) to authenticated;
grant execute on function private.restore_journal_objects(uuid) to authenticated;

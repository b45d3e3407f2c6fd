-- The Papelera: deleting an item of content, an album (with its tracks) or a library file moves it
-- here, and "Restaurar" puts it back as it was. Only the owner sees it.
--
-- A content item is kept as `to_jsonb(row)`, with the rows its foreign keys would delete with it
-- (an album's tracks), and is put back by re-inserting them with jsonb_populate_record: the same
-- id, the same order (`sort_order`) and every column, also columns added after this migration.
-- Moving and restoring happen in one transaction in the database (security definer functions the
-- api function calls as the admin), so a delete or a restore is whole or nothing. Deleting and
-- inserting rows of the content tables raise `content_changed` (and a hosted project's rebuild)
-- as every write does, so the prerendered pages lose and regain the item.
--
-- A library file is moved by the api function, through the Storage API, to the private bucket
-- `trash` (as `<bucket>/<name>`), where no public address serves it; its entry here records what
-- goes back where. Whatever a trashed item's addresses point at still counts as a use in the media
-- library (edge-functions/api/routes/media.ts reads this table): a file cannot be deleted from
-- under something that can be restored.
--
-- Entries older than 30 days are purged by private.purge_trash(): daily by pg_cron where the
-- extension exists (a hosted project), on a timer by the embedded stack (local/trash-purge.ts).

create table private.trash (
  id bigint generated always as identity primary key,
  -- The content table the item left, or `file` for a library file.
  kind text not null check (kind ~ '^[a-z_]+$'),
  -- The item's id, or the file's `bucket/name`.
  item_id text not null,
  -- What the owner knew it by: its title or name, or the file's name.
  label text not null,
  -- The row (`to_jsonb`), or for a file its bucket, names (the picture and its 800 px copy),
  -- size and type.
  item jsonb not null,
  -- The rows deleted with it: [{ "table": "tracks", "rows": [...] }].
  children jsonb not null default '[]'::jsonb,
  deleted_at timestamptz not null default now()
);

create index trash_by_age on private.trash (deleted_at);

alter table private.trash enable row level security;

-- The admin reads the Papelera (its list, and the uses its items keep); every write goes through
-- the functions below.
create policy "Admins read the trash"
  on private.trash for select to authenticated
  using ((select private.is_admin()));

revoke all on private.trash from public, anon, authenticated, service_role;
grant select on private.trash to authenticated;

-- The tables whose items go to the Papelera: every content table with an id that the owner deletes
-- rows of (site settings and section backgrounds are edited, never deleted).
create function private.trashable_tables() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['services', 'activities', 'products', 'testimonials', 'videos', 'books',
               'promotions', 'hero_content', 'albums', 'tracks']
$$;

create function private.refuse_unless_admin() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'only admins use the trash' using errcode = '42501';
  end if;
end;
$$;

-- Moves one row (and the rows its foreign keys would cascade to) to the trash; returns the
-- entry's id, or null when there is no such row.
create function private.move_to_trash(target_table text, target_id bigint) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  snapshot jsonb;
  children jsonb := '[]'::jsonb;
  child record;
  child_rows jsonb;
  entry_id bigint;
begin
  perform private.refuse_unless_admin();
  if not target_table = any (private.trashable_tables()) then
    raise exception '% does not go to the trash', target_table using errcode = '22023';
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', target_table)
    into snapshot using target_id;
  if snapshot is null then
    return null;
  end if;
  -- What `on delete cascade` would take with it, found from the constraints, so a child table
  -- added later comes back with its parent too.
  for child in
    select cl.relname::text as child_table, a.attname::text as column_name
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confdeltype = 'c' and cardinality(c.conkey) = 1
      and c.confrelid = format('public.%I', target_table)::regclass
      and cl.relnamespace = 'public'::regnamespace
    order by 1
  loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(t)), ''[]''::jsonb) from public.%I t where t.%I = $1',
      child.child_table, child.column_name)
      into child_rows using target_id;
    if jsonb_array_length(child_rows) > 0 then
      children := children || jsonb_build_array(
        jsonb_build_object('table', child.child_table, 'rows', child_rows));
    end if;
  end loop;
  insert into private.trash (kind, item_id, label, item, children)
  values (target_table, target_id::text,
          coalesce(nullif(snapshot ->> 'title', ''), nullif(snapshot ->> 'name', ''),
                   '#' || target_id),
          snapshot, children)
  returning id into entry_id;
  execute format('delete from public.%I where id = $1', target_table) using target_id;
  return entry_id;
end;
$$;

-- Inserts a row kept as jsonb back into its table, with its own id. Only the columns the row
-- holds are written: a column added since the delete takes its default.
create function private.reinsert_row(target_table text, item jsonb) returns void
language plpgsql
set search_path = ''
as $$
declare
  columns text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_attribute a
  where a.attrelid = format('public.%I', target_table)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and item ? a.attname;
  execute format(
    'insert into public.%1$I (%2$s) overriding system value
       select %2$s from jsonb_populate_record(null::public.%1$I, $1)',
    target_table, columns)
    using item;
end;
$$;

-- Puts a content item back (and the rows deleted with it) and forgets its entry. Returns the
-- entry's kind and item id, or null when there is no such entry. A file is restored by the api
-- function (private.begin_file_restore); a track whose album is gone is refused (23503).
create function private.restore_from_trash(entry_id bigint) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry private.trash;
  child jsonb;
  child_row jsonb;
begin
  perform private.refuse_unless_admin();
  select * into entry from private.trash where id = entry_id for update;
  if not found then
    return null;
  end if;
  if entry.kind = 'file' then
    raise exception 'a file is restored through Storage' using errcode = '22023';
  end if;
  perform private.reinsert_row(entry.kind, entry.item);
  for child in select value from jsonb_array_elements(entry.children) loop
    for child_row in select value from jsonb_array_elements(child -> 'rows') loop
      perform private.reinsert_row(child ->> 'table', child_row);
    end loop;
  end loop;
  delete from private.trash where id = entry_id;
  return jsonb_build_object('kind', entry.kind, 'itemId', entry.item_id);
end;
$$;

-- A library file's move to the trash, recorded in the transaction that claimed it for removal
-- (private.begin_media_removal) and found it unused. `names` are the file and its 800 px copy.
create function private.record_trashed_file(bucket text, names text[]) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  file record;
  entry_id bigint;
begin
  perform private.refuse_unless_admin();
  if exists (
    select 1 from unnest(names) as each_name
    where not exists (
      select 1 from private.media_removals r where r.bucket_id = bucket and r.name = each_name)
  ) then
    raise exception 'only files being removed go to the trash' using errcode = '22023';
  end if;
  select o.name, o.metadata into file
  from storage.objects o
  where o.bucket_id = bucket and o.name = any (names)
  order by length(o.name)
  limit 1;
  insert into private.trash (kind, item_id, label, item)
  values ('file', bucket || '/' || file.name, file.name,
          jsonb_build_object('bucket', bucket, 'name', file.name, 'names', to_jsonb(names),
                             'size', (file.metadata ->> 'size')::bigint,
                             'mimetype', file.metadata ->> 'mimetype'))
  returning id into entry_id;
  return entry_id;
end;
$$;

-- The first step of a file's restore: locks its names as a removal does, and answers its entry
-- (null when there is none). Refused (23505) when a file of that name has been uploaded since.
create function private.begin_file_restore(entry_id bigint) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry private.trash;
  names text[];
begin
  perform private.refuse_unless_admin();
  select * into entry from private.trash where id = entry_id and kind = 'file' for update;
  if not found then
    return null;
  end if;
  names := array(select jsonb_array_elements_text(entry.item -> 'names'));
  perform private.lock_media_objects(
    array(select (entry.item ->> 'bucket') || '/' || each_name from unnest(names) as each_name));
  if exists (
    select 1 from storage.objects o
    where o.bucket_id = entry.item ->> 'bucket' and o.name = any (names)
  ) then
    raise exception 'a file named % exists', entry.item ->> 'name' using errcode = '23505';
  end if;
  return entry.item;
end;
$$;

-- Forgets one entry (a file once it is back, or a file whose move to the trash failed).
create function private.forget_trash_entry(entry_id bigint) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refuse_unless_admin();
  delete from private.trash where id = entry_id;
end;
$$;

-- "Vaciar papelera": forgets every entry and answers the files the api function then deletes
-- from the trash bucket (their names there, `<bucket>/<name>`).
create function private.empty_trash() returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  files text[];
begin
  perform private.refuse_unless_admin();
  with gone as (
    delete from private.trash returning kind, item
  )
  select coalesce(array_agg((gone.item ->> 'bucket') || '/' || each_name), '{}') into files
  from gone cross join lateral jsonb_array_elements_text(gone.item -> 'names') as each_name
  where gone.kind = 'file';
  return files;
end;
$$;

-- The 30-day purge, run by the scheduler (not by the API roles). Removes older entries, and the
-- objects of older files from the trash bucket as the Storage API removes them; answers those
-- objects' names (the embedded stack also removes their bytes; hosted Storage keeps the bytes of
-- an object removed by SQL until its own cleanup). Where the database may not remove objects
-- (Storage's tables belong to Storage), file entries wait for "Vaciar papelera".
create function private.purge_trash(older_than interval default interval '30 days')
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  files text[];
begin
  delete from private.trash where kind <> 'file' and deleted_at < now() - older_than;
  begin
    perform set_config('storage.allow_delete_query', 'true', true);
    with gone as (
      delete from private.trash where kind = 'file' and deleted_at < now() - older_than
      returning item
    ), names as (
      select (gone.item ->> 'bucket') || '/' || each_name as name
      from gone cross join lateral jsonb_array_elements_text(gone.item -> 'names') as each_name
    ), removed as (
      delete from storage.objects o using names
      where o.bucket_id = 'trash' and o.name = names.name
      returning o.name
    )
    select coalesce(array_agg(names.name), '{}') into files from names;
    perform set_config('storage.allow_delete_query', '', true);
  exception when insufficient_privilege then
    files := '{}';
  end;
  return files;
end;
$$;

revoke execute on function private.trashable_tables() from public, anon;
revoke execute on function private.refuse_unless_admin() from public, anon, authenticated;
revoke execute on function private.move_to_trash(text, bigint) from public, anon;
revoke execute on function private.reinsert_row(text, jsonb) from public, anon, authenticated;
revoke execute on function private.restore_from_trash(bigint) from public, anon;
revoke execute on function private.record_trashed_file(text, text[]) from public, anon;
revoke execute on function private.begin_file_restore(bigint) from public, anon;
revoke execute on function private.forget_trash_entry(bigint) from public, anon;
revoke execute on function private.empty_trash() from public, anon;
revoke execute on function private.purge_trash(interval) from public, anon, authenticated;
-- The admin's transaction in the api function calls these; each checks that the caller is an
-- admin.
grant execute on function private.move_to_trash(text, bigint) to authenticated, service_role;
grant execute on function private.restore_from_trash(bigint) to authenticated, service_role;
grant execute on function private.record_trashed_file(text, text[]) to authenticated, service_role;
grant execute on function private.begin_file_restore(bigint) to authenticated, service_role;
grant execute on function private.forget_trash_entry(bigint) to authenticated, service_role;
grant execute on function private.empty_trash() to authenticated, service_role;

-- The private bucket trashed files wait in: no public address serves it. The admin moves files in
-- and out (Storage's move is an update of the object's row: the images and audio policies let the
-- file leave, these let it arrive and leave again), lists and deletes them; nobody uploads to it.
insert into storage.buckets (id, name, public)
values ('trash', 'trash', false)
on conflict (id) do update set public = false;

create policy "Admins see trashed files"
  on storage.objects for select to authenticated
  using (bucket_id = 'trash' and (select private.is_admin()));

create policy "Admins move files to and from the trash"
  on storage.objects for update to authenticated
  using (bucket_id = 'trash' and (select private.is_admin()))
  with check (bucket_id = 'trash' and (select private.is_admin()));

create policy "Admins delete trashed files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'trash' and (select private.is_admin()));

-- A hosted project has pg_cron: purge daily at 03:17 UTC. Where the extension is absent or cannot
-- be created (PGlite, a plain PostgreSQL), the migration still applies; the embedded stack runs
-- the same function on its own timer.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-trash', '17 3 * * *', 'select private.purge_trash()');
    exception when others then
      raise notice 'pg_cron is not usable here (%): the trash is purged by another timer', sqlerrm;
    end;
  end if;
end;
$$;

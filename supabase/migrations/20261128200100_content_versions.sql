-- Historial: every save of a content item keeps the row as it was before, so the owner can see
-- what changed and put an earlier version back. The database writes the versions (a trigger on
-- every content table), so every writer is covered: the API, SQL run by hand, a future tool.
--
-- A version is the whole OLD row as jsonb, with the names of the columns the save changed. It
-- names its item by table and key, with no foreign key: a version outlives its item's delete, so
-- an item that leaves its table and comes back (the Papelera) finds its history again. Only the
-- last 50 versions of an item are kept. Only admins read them (RLS); nobody writes them but the
-- trigger.

create table private.content_versions (
  id bigint generated always as identity primary key,
  table_name text not null,
  -- The item's key as text: `id` for every content table, `key` for site_settings.
  item_id text not null,
  -- When the save that replaced this version happened.
  saved_at timestamptz not null default clock_timestamp(),
  old_row jsonb not null,
  changed text[] not null check (cardinality(changed) > 0)
);

create index content_versions_of_item on private.content_versions (table_name, item_id, id desc);

alter table private.content_versions enable row level security;

create policy "Admins read content versions"
  on private.content_versions for select to authenticated
  using ((select private.is_admin()));

grant select on private.content_versions to authenticated;
grant select, delete on private.content_versions to service_role;

-- How each content table is versioned: the column naming an item, and the columns whose changes
-- are not the owner's edit of the item, so they make no version and a restore leaves them as they
-- are now:
-- * `updated_at` (the set_updated_at trigger's stamp) and `created_at`;
-- * `sort_order` of the lists put in order by hand: one drag renumbers every row of the list, and a
--   version per row per drag would push the owner's real edits out of the last 50; the order is the
--   list's, not the item's, so restoring an item's text does not move it either;
-- * `books.download_count`, a visitor's counted download, and `albums.tracks_count`, derived from
--   the album's tracks: restoring an old count would make it wrong.
-- A column added later (a draft status...) is versioned and restored without a new rule.
create function private.versioning(target_table text, out key_column text, out unversioned text[])
language sql
immutable
set search_path = ''
as $$
  select
    case target_table when 'site_settings' then 'key' else 'id' end,
    array['created_at', 'updated_at'] || case target_table
      when 'services' then array['sort_order']
      when 'hero_content' then array['sort_order']
      when 'tracks' then array['sort_order']
      when 'books' then array['download_count']
      when 'albums' then array['tracks_count']
      else array[]::text[]
    end
$$;

create function private.keep_content_version()
returns trigger
language plpgsql
-- The writer (an admin's API request, a script) may not insert versions itself: only this does.
security definer
set search_path = ''
as $$
declare
  setup record := private.versioning(tg_table_name);
  old_row jsonb := to_jsonb(old);
  new_row jsonb := to_jsonb(new);
  item text := old_row ->> setup.key_column;
  changed text[];
begin
  select coalesce(array_agg(o.key order by o.key), '{}') into changed
  from jsonb_each(old_row) as o
  where o.key <> all (setup.unversioned) and o.value is distinct from new_row -> o.key;
  -- A save that changed nothing the owner edits (a reorder, a download, a no-op) is no version.
  if cardinality(changed) = 0 then
    return null;
  end if;
  insert into private.content_versions (table_name, item_id, old_row, changed)
  values (tg_table_name, item, old_row, changed);
  delete from private.content_versions as v
  where v.table_name = tg_table_name and v.item_id = item
    and v.id < (
      select k.id from private.content_versions as k
      where k.table_name = tg_table_name and k.item_id = item
      order by k.id desc offset 49 limit 1
    );
  return null;
end;
$$;

revoke execute on function private.keep_content_version() from public, anon, authenticated;

do $$
declare
  content_table text;
begin
  foreach content_table in array array[
    'services', 'activities', 'products', 'testimonials', 'videos', 'books', 'promotions',
    'hero_content', 'site_settings', 'carousel_backgrounds', 'albums', 'tracks'
  ] loop
    execute format(
      'create trigger keep_content_version after update on public.%I
         for each row execute function private.keep_content_version()',
      content_table
    );
  end loop;
end;
$$;

-- Puts a version back on its item, as the caller: RLS lets only an admin read the version and
-- update the item. Every column the version holds is restored through jsonb_populate_record (so
-- a column added after this migration comes back too), but the key and the unversioned columns.
-- The update is a save like any other: the trigger above keeps the row it replaces as a version.
-- Answers 'restored', 'no-version' (no such version of that item) or 'no-item' (the item is gone).
create function private.restore_content_version(
  target_table text,
  target_item text,
  version_id bigint
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  setup record := private.versioning(target_table);
  version_row jsonb;
  assigned text;
  chosen text;
  touched integer;
begin
  select v.old_row into version_row
  from private.content_versions as v
  where v.id = version_id and v.table_name = target_table and v.item_id = target_item;
  if not found then
    return 'no-version';
  end if;
  select string_agg(format('%I', a.attname), ', ' order by a.attnum),
         string_agg(format('r.%I', a.attname), ', ' order by a.attnum)
  into assigned, chosen
  from pg_attribute as a
  where a.attrelid = format('public.%I', target_table)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attidentity = '' and a.attgenerated = ''
    and a.attname <> all (setup.unversioned || setup.key_column)
    and version_row ? a.attname;
  execute format(
    'update public.%1$I as t set (%2$s) = (select %3$s from jsonb_populate_record(null::public.%1$I, $1) as r)
     where t.%4$I = (select r.%4$I from jsonb_populate_record(null::public.%1$I, $1) as r)',
    target_table, assigned, chosen, setup.key_column
  ) using version_row;
  get diagnostics touched = row_count;
  return case when touched > 0 then 'restored' else 'no-item' end;
end;
$$;

revoke execute on function private.restore_content_version(text, text, bigint)
  from public, anon, authenticated;
revoke execute on function private.versioning(text) from public, anon, authenticated;
-- The API's admin routes call it in the admin's own transaction; it acts with her rights.
grant execute on function private.restore_content_version(text, text, bigint)
  to authenticated, service_role;
grant execute on function private.versioning(text) to authenticated, service_role;

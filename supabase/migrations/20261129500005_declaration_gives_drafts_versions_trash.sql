-- One declaration gives a content table all it needs (issue 27 review). Drafts (20261128500000),
-- Historial (20261128200100, 20261128200200) and the Papelera (20261128100000) each named the
-- content tables in a list of their own; a new table had to be added to four lists and three
-- loops by hand, and one forgotten silently lacked a piece. Now private.declare_content_table
-- (20261128400000) also sets those three up, and records what it declared in
-- private.content_tables, which the three read instead of their lists:
--
--   select private.declare_content_table('public.podcasts', ordered => true);
--
-- gives the table, besides what it gave before:
--  * Historial: the keep_content_version trigger; `key_column` names its items (`id`) and
--    `unversioned` the columns of its own whose changes make no version (besides created_at,
--    updated_at and published_at, which no table versions);
--  * with `drafts` (the default), Borrador and Publicado: published_at, the restrictive policy
--    that shows visitors only published rows, its computed field public.draft(row), the trigger
--    that forgets a deleted row's pending changes, and a place in content_drafts;
--  * with `trash` (the default), the Papelera: private.move_to_trash takes its rows.
-- Site settings and the section backgrounds are edited, never added or deleted: they are declared
-- with `drafts => false, trash => false`. supabase/tests/content-tables.test.ts checks every piece
-- of every content table in the catalog, and this function on a probe table.
--
-- The existing tables keep exactly what they have: they are recorded below as the earlier
-- migrations set them up, and no trigger, policy or function of theirs is made again.

create table private.content_tables (
  -- The table's name in the public schema.
  table_name text primary key,
  key_column text not null default 'id',
  unversioned text[] not null default '{}',
  drafts boolean not null,
  trash boolean not null
);

alter table private.content_tables enable row level security;

-- What is declared is the schema's shape, no secret: whoever runs private.versioning (the admin's
-- restore, in her own transaction) reads it. Only migrations write it.
create policy "Members read the declared content tables"
  on private.content_tables for select to authenticated
  using (true);

revoke all on private.content_tables from public, anon, authenticated, service_role;
grant select on private.content_tables to authenticated, service_role;

insert into private.content_tables (table_name, key_column, unversioned, drafts, trash) values
  ('services', 'id', array['sort_order'], true, true),
  ('activities', 'id', '{}', true, true),
  ('products', 'id', '{}', true, true),
  ('testimonials', 'id', '{}', true, true),
  ('videos', 'id', '{}', true, true),
  ('books', 'id', array['download_count'], true, true),
  ('promotions', 'id', '{}', true, true),
  ('hero_content', 'id', array['sort_order'], true, true),
  ('albums', 'id', array['tracks_count'], true, true),
  ('tracks', 'id', array['sort_order'], true, true),
  ('site_settings', 'key', '{}', false, false),
  ('carousel_backgrounds', 'id', '{}', false, false);

-- The Papelera's tables, as declared (was a list, 20261128100000_trash.sql).
create or replace function private.trashable_tables() returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(table_name order by table_name), '{}')
  from private.content_tables
  where trash
$$;

-- Historial's rule of a table, as declared (was a case over the table names,
-- 20261128200200_publication_is_not_versioned.sql): the same answer for every table.
create or replace function private.versioning(
  target_table text,
  out key_column text,
  out unversioned text[]
)
language sql
stable
set search_path = ''
as $$
  select
    coalesce((select t.key_column from private.content_tables as t where t.table_name = target_table),
             'id'),
    array['created_at', 'updated_at', 'published_at'] || coalesce(
      (select t.unversioned from private.content_tables as t where t.table_name = target_table),
      '{}'::text[])
$$;

-- content_drafts admits the pending changes of the tables declared with drafts (was a list in its
-- check constraint). The constraint keeps its name and is made again from the declaration.
create function private.admit_declared_drafts() returns void
language plpgsql
set search_path = ''
as $$
begin
  alter table public.content_drafts drop constraint if exists content_drafts_table_name_check;
  execute format(
    'alter table public.content_drafts add constraint content_drafts_table_name_check
       check (table_name = any (%L::text[]))',
    (select array_agg(table_name order by table_name) from private.content_tables where drafts)
  );
end;
$$;

revoke execute on function private.admit_declared_drafts() from public, anon, authenticated;

-- The declaration takes the new pieces' options, so the old two-argument form goes.
drop function private.declare_content_table(regclass, boolean);

create function private.declare_content_table(
  content_table regclass,
  ordered boolean default false,
  drafts boolean default true,
  trash boolean default true,
  key_column text default 'id',
  unversioned text[] default '{}'
)
returns void
language plpgsql
set search_path = ''
as $declare$
declare
  owned_sequence regclass;
  table_name text;
begin
  select c.relname into table_name
  from pg_class as c
  where c.oid = content_table and c.relnamespace = 'public'::regnamespace;
  if table_name is null then
    raise exception '% is not a table of the public schema, where content tables are', content_table;
  end if;

  execute format('alter table %s enable row level security', content_table);

  execute format('grant select on %s to anon, authenticated', content_table);
  execute format('grant insert, update, delete on %s to authenticated', content_table);
  execute format('grant all on %s to service_role', content_table);
  execute format(
    'revoke insert, update, delete, truncate, references, trigger on %s from anon', content_table);
  execute format('revoke truncate, references, trigger on %s from authenticated', content_table);
  -- MAINTAIN (vacuum, analyze, refresh) is part of ALL from PostgreSQL 17 on.
  if current_setting('server_version_num')::int >= 170000 then
    execute format('revoke maintain on %s from anon, authenticated', content_table);
  end if;

  for owned_sequence in
    select d.objid::regclass
    from pg_depend as d
    join pg_class as c on c.oid = d.objid and c.relkind = 'S'
    where d.classid = 'pg_class'::regclass and d.refobjid = content_table and d.deptype in ('a', 'i')
  loop
    execute format('revoke all on sequence %s from anon', owned_sequence);
    execute format('revoke update on sequence %s from authenticated', owned_sequence);
  end loop;

  if ordered then
    owned_sequence := pg_catalog.pg_get_serial_sequence(content_table::text, 'id')::regclass;
    if owned_sequence is null then
      raise exception '% is ordered but has no id sequence for PUT .../order to read', content_table;
    end if;
    execute format('grant select on sequence %s to authenticated', owned_sequence);
  end if;

  if exists (
    select 1 from pg_attribute
    where attrelid = content_table and attname = 'updated_at' and not attisdropped
  ) then
    execute format(
      'create trigger set_updated_at before update on %s
         for each row execute function private.set_updated_at()',
      content_table);
  end if;

  execute format(
    'create trigger notify_content_change after insert or update or delete or truncate on %s
       for each statement execute function private.notify_content_change()',
    content_table);

  insert into private.content_tables (table_name, key_column, unversioned, drafts, trash)
  values (table_name, key_column, unversioned, drafts, trash);

  execute format(
    'create trigger keep_content_version after update on %s
       for each row execute function private.keep_content_version()',
    content_table);

  if drafts then
    execute format(
      'alter table %s add column if not exists published_at timestamptz default now()',
      content_table);
    execute format(
      $policy$create policy "Visitors read only published rows" on %s
        as restrictive for select to anon, authenticated
        using (published_at <= now() or (select private.is_admin()))$policy$,
      content_table);
    execute format(
      'create trigger forget_draft after delete on %s
         for each row execute function private.forget_draft()',
      content_table);
    execute format(
      $function$create function public.draft(item %1$s) returns jsonb
        language sql stable
        set search_path = ''
        as $body$select changes from public.content_drafts
          where table_name = %2$L and row_id = item.id$body$$function$,
      content_table, table_name);
    execute format('revoke execute on function public.draft(%s) from public', content_table);
    execute format(
      'grant execute on function public.draft(%s) to anon, authenticated, service_role',
      content_table);
    perform private.admit_declared_drafts();
  end if;
end;
$declare$;

-- Migrations call it as the table's owner; the API roles never do.
revoke execute on function private.declare_content_table(regclass, boolean, boolean, boolean, text, text[])
  from public, anon, authenticated;

comment on function private.declare_content_table(regclass, boolean, boolean, boolean, text, text[]) is
  'Gives a content table RLS, the API grants, its sequences'' grants, set_updated_at, its change trigger, Historial and, unless told otherwise, drafts and the Papelera (supabase/tests/content-tables.test.ts).';

-- What names a content table's items and which column keeps its hand order are declared once
-- (issue 42). The Papelera named an entry by its `title` or `name` only (a table whose items are
-- named by another column showed «#6»), and an ordered table declared without
-- `unversioned => array['sort_order']` wrote a version for every drag. Now the declaration
-- records both, the functions read them, and a new type changes neither function:
--
--   select private.declare_content_table('public.faqs', ordered => true, label_column => 'question');
--
-- `label_column` defaults to `title` and must be a column of the table (else the call fails,
-- naming the option); `ordered` tables keep their order in `order_column` (`sort_order` unless
-- said otherwise), which must exist and is never versioned.

alter table private.content_tables
  add column label_column text,
  add column order_column text;

update private.content_tables
set label_column = case table_name
    when 'testimonials' then 'name'
    when 'site_settings' then 'key'
    when 'carousel_backgrounds' then 'section'
    else 'title'
  end,
  order_column = case when table_name in ('services', 'hero_content', 'tracks') then 'sort_order' end;

alter table private.content_tables alter column label_column set not null;

-- The name an entry of the Papelera (or any list of a table's items) shows for a row kept as
-- jsonb: its declared label, or its id when that is empty.
create function private.item_label(target_table text, item jsonb) returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(item ->> (select t.label_column from private.content_tables as t
                     where t.table_name = target_table), ''),
    '#' || (item ->> 'id'))
$$;

-- Called by private.move_to_trash, as its definer; no API role calls it.
revoke execute on function private.item_label(text, jsonb) from public, anon, authenticated;

-- As 20261128100000_trash.sql, with the entry's label read from the declaration.
create or replace function private.move_to_trash(target_table text, target_id bigint) returns bigint
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
  values (target_table, target_id::text, private.item_label(target_table, snapshot), snapshot,
          children)
  returning id into entry_id;
  execute format('delete from public.%I where id = $1', target_table) using target_id;
  return entry_id;
end;
$$;

-- Whether a table has a column of that name: what the declaration asks of the columns it is told.
create function private.has_column(content_table regclass, column_name text) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from pg_catalog.pg_attribute
    where attrelid = content_table and attname = column_name and attnum > 0 and not attisdropped)
$$;

revoke execute on function private.has_column(regclass, text) from public, anon, authenticated;

-- The declaration takes the two new options, so the six-argument form goes; everything else it
-- does is as 20261129500005_declaration_gives_drafts_versions_trash.sql.
drop function private.declare_content_table(regclass, boolean, boolean, boolean, text, text[]);

create function private.declare_content_table(
  content_table regclass,
  ordered boolean default false,
  drafts boolean default true,
  trash boolean default true,
  key_column text default 'id',
  unversioned text[] default '{}',
  label_column text default 'title',
  order_column text default 'sort_order'
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
  if not private.has_column(content_table, label_column) then
    raise exception '% has no column % to name its items: declare it with label_column => ''<the column that names them>''',
      content_table, label_column;
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
    if not private.has_column(content_table, order_column) then
      raise exception '% is ordered but has no column % to keep the order in: declare it with order_column => ''<the column>''',
        content_table, order_column;
    end if;
    execute format('grant select on sequence %s to authenticated', owned_sequence);
  end if;

  if private.has_column(content_table, 'updated_at') then
    execute format(
      'create trigger set_updated_at before update on %s
         for each row execute function private.set_updated_at()',
      content_table);
  end if;

  execute format(
    'create trigger notify_content_change after insert or update or delete or truncate on %s
       for each statement execute function private.notify_content_change()',
    content_table);

  -- A drag renumbers the whole list: the hand order is never a version of its own.
  insert into private.content_tables
    (table_name, key_column, unversioned, drafts, trash, label_column, order_column)
  values (
    table_name, key_column,
    case when ordered and not order_column = any (unversioned)
      then unversioned || order_column else unversioned end,
    drafts, trash, label_column,
    case when ordered then order_column end);

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
revoke execute on function
  private.declare_content_table(regclass, boolean, boolean, boolean, text, text[], text, text)
  from public, anon, authenticated;

comment on function
  private.declare_content_table(regclass, boolean, boolean, boolean, text, text[], text, text) is
  'Gives a content table RLS, the API grants, its sequences'' grants, set_updated_at, its change trigger, Historial, its label and hand order and, unless told otherwise, drafts and the Papelera (supabase/tests/content-tables.test.ts).';

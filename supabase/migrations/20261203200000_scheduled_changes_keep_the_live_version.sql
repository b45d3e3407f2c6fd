-- A scheduled change keeps what is live (issue 39, item 2). «Publicar el» set to a later minute on
-- an item visitors already see moved its published_at to that minute, which hid it at once: the
-- policy of 20261128500000 shows visitors only rows whose published_at has come. Now the change
-- waits in public.content_drafts with its minute, as a change saved as a draft waits, and at that
-- minute the database writes it into the row: visitors read the published version until then and
-- the new one from it (as Payload's scheduled publish does). The api function decides which
-- writes are scheduled (edge-functions/api/publication.ts); this file only keeps and applies them.
--
-- content_drafts.changes holds API field names (what the admin's form edits again), so a
-- scheduled entry also says which column each field is written to: field_columns, { column:
-- field }, written by the api function from the resource definition's field map, the one rule
-- that maps fields to columns. The values stay in `changes` alone, so whatever updates a pending
-- change (the media library repointing a file) updates what is published too.

alter table public.content_drafts
  -- null: the changes wait for «Publicar» (a draft); a minute: they replace the published version
  -- from it.
  add column publish_at timestamptz,
  add column field_columns jsonb,
  add constraint content_drafts_schedule_names_its_columns check (
    (publish_at is null) = (field_columns is null)
    and (field_columns is null or jsonb_typeof(field_columns) = 'object')
  );

-- Writes every scheduled change whose minute has come into its row, with published_at at that
-- minute, and forgets it; answers how many. Any table content_drafts admits (those declared with
-- drafts, private.content_tables) is written the same way, its columns read from the catalog, so
-- a table declared later needs nothing here. Each write is an ordinary update: the row's triggers
-- keep the replaced version in Historial, check its links and files, and mark the site changed,
-- so its pages are prerendered again. Run as the database owner (the hosted job, the embedded
-- stack's timer): the admin who scheduled the change may write every content row anyway.
create function private.publish_due_changes()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  due record;
  row_values jsonb;
  assigned text;
  published integer := 0;
begin
  for due in
    select d.table_name, d.row_id, d.changes, d.field_columns, d.publish_at
    from public.content_drafts as d
    where d.publish_at <= now()
    order by d.publish_at, d.table_name, d.row_id
    for update
  loop
    row_values := coalesce(
      (select jsonb_object_agg(m.key, due.changes -> m.value)
       from jsonb_each_text(due.field_columns) as m
       where due.changes ? m.value),
      '{}'::jsonb
    ) || jsonb_build_object('published_at', due.publish_at);
    select string_agg(format('%1$I = change.%1$I', a.attname), ', ')
    into assigned
    from pg_catalog.pg_attribute as a
    where a.attrelid = format('public.%I', due.table_name)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attname <> 'id'
      and row_values ? a.attname;
    begin
      execute format(
        'update public.%1$I as item set %2$s
           from jsonb_populate_record(null::public.%1$I, $1) as change
           where item.id = $2',
        due.table_name, assigned
      ) using row_values, due.row_id;
      delete from public.content_drafts as d
      where d.table_name = due.table_name and d.row_id = due.row_id;
      published := published + 1;
    exception when others then
      -- A change its row no longer takes (a file it names was deleted since, a retire minute now
      -- before it) is neither lost nor tried again every minute: it stays a draft, which the
      -- owner sees as «Cambios sin publicar» and may correct and publish.
      raise warning 'the change scheduled for %.% was not published: %',
        due.table_name, due.row_id, sqlerrm;
      update public.content_drafts as d set publish_at = null, field_columns = null
      where d.table_name = due.table_name and d.row_id = due.row_id;
    end;
  end loop;
  return published;
end;
$$;

revoke execute on function private.publish_due_changes() from public, anon, authenticated, service_role;

-- The job every scheduled minute already goes through (20261129200000, its tables read from the
-- declarations since 20261130200000) publishes the changes that have come due first; each marks
-- the site through its table's change trigger. The rest is as before.
create or replace function private.mark_due_schedules()
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  since timestamptz;
  due boolean := false;
  published integer;
  scheduled record;
begin
  -- Two runs at once wait for each other, so a minute is marked by one of them.
  select checked_at into since from private.schedule_checks for update;
  published := private.publish_due_changes();
  for scheduled in
    select t.table_name as content_table, a.attname::text as time_column
    from private.content_tables as t
    join pg_catalog.pg_attribute as a
      on a.attrelid = pg_catalog.to_regclass(pg_catalog.format('public.%I', t.table_name))
      and a.attname in ('published_at', 'unpublished_at')
      and not a.attisdropped
    where t.drafts
  loop
    execute format(
      'select exists (select from public.%1$I where %2$I > $1 and %2$I <= now())',
      scheduled.content_table, scheduled.time_column
    ) into due using since;
    exit when due;
  end loop;
  if due then
    perform private.mark_site_changed('schedule');
  end if;
  update private.schedule_checks set checked_at = now();
  return due or published > 0;
end;
$$;

-- When a content row's pending changes replace its published version by themselves: null while
-- they wait for «Publicar», and for anyone but an admin (content_drafts' policies, security
-- invoker). One function for every content table, the row's type naming its table, read as a
-- computed field beside public.draft (the api function's "services"."draft_publish_at"), so a
-- table declared later has it too.
create function public.draft_publish_at(item anyelement)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select d.publish_at
  from public.content_drafts as d
  where d.table_name = (
      select c.relname::text from pg_catalog.pg_class as c
      where c.reltype = pg_catalog.pg_typeof(item)::oid
        and c.relnamespace = 'public'::regnamespace)
    and d.row_id = (item).id
$$;

revoke execute on function public.draft_publish_at(anyelement) from public;
grant execute on function public.draft_publish_at(anyelement) to anon, authenticated, service_role;

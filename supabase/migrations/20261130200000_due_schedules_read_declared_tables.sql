-- private.mark_due_schedules reads the declared content tables (issue 26 part 3 leftover).
-- 20261129200000_scheduled_publishing.sql named the scheduled tables in a list of its own, so a
-- table declared later (private.declare_content_table, 20261129500005) would appear at its
-- "Publicar el" minute to the API and PostgREST but never in the HTML, which nothing rebuilt.
-- Now the minutes looked at are every declared table's published_at (those with drafts have it)
-- and the unpublished_at ("Retirar el") of those that have that column; the rest is unchanged.
create or replace function private.mark_due_schedules()
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  since timestamptz;
  due boolean := false;
  scheduled record;
begin
  -- Two runs at once wait for each other, so a minute is marked by one of them.
  select checked_at into since from private.schedule_checks for update;
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
  return due;
end;
$$;

-- Programar (issue 26, part 3): "Publicar el" and, on activities and promotions, "Retirar el".
--
-- Publishing later needs no new column: published_at in the future already hides a row from
-- visitors (20261128500000_drafts_and_publishing.sql compares it with now()). Retiring is
-- unpublished_at, from which minute visitors no longer see an activity or a promotion; the owner
-- still does, to edit it or publish it again. Both are decided here, against now(), so the api
-- function, PostgREST with the anon key and the prerenderer (a visitor of the api function) agree
-- to the minute.
do $columns$
declare
  content_table text;
begin
  foreach content_table in array array['activities', 'promotions'] loop
    execute format('alter table public.%I add column unpublished_at timestamptz', content_table);
    -- Named so the api function answers its own message (edge-functions/api/errors.ts).
    execute format(
      'alter table public.%1$I add constraint %1$s_retired_after_published
        check (unpublished_at > published_at)',
      content_table
    );
    execute format(
      $policy$create policy "Visitors read only rows not yet retired" on public.%I
        as restrictive for select to anon, authenticated
        using (unpublished_at is null or unpublished_at > now() or (select private.is_admin()))$policy$,
      content_table
    );
  end loop;
end
$columns$;

-- The HTML must change at a scheduled minute although nothing is written then: the minute a row
-- appears (published_at) or leaves (unpublished_at) marks the site as changed, once, by the run
-- of private.mark_due_schedules that first sees it passed. checked_at is the now() of the last
-- run: a run looks at the minutes after it and up to its own now(), so none is seen twice or
-- missed. One row at most.
create table private.schedule_checks (
  singleton boolean primary key default true check (singleton),
  checked_at timestamptz not null
);

alter table private.schedule_checks enable row level security;
revoke all on table private.schedule_checks from public, anon, authenticated, service_role;

-- What was scheduled before this migration is nothing: the first run looks from here on.
insert into private.schedule_checks (checked_at) values (now());

-- Marks the site changed when a publish or retire minute has passed since the last run; true
-- when it marked. The hosted job runs it every minute before posting the build hook; the embedded
-- stack whenever it looks at the mark (local/content-rebuild.ts).
create function private.mark_due_schedules()
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
    select * from (values
      ('services', 'published_at'), ('activities', 'published_at'),
      ('products', 'published_at'), ('testimonials', 'published_at'),
      ('videos', 'published_at'), ('books', 'published_at'), ('promotions', 'published_at'),
      ('hero_content', 'published_at'), ('albums', 'published_at'), ('tracks', 'published_at'),
      ('activities', 'unpublished_at'), ('promotions', 'unpublished_at')
    ) as columns (content_table, time_column)
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

revoke execute on function private.mark_due_schedules() from public, anon, authenticated, service_role;

-- On a hosted project the build hook's job first marks what has come due, then posts the hook
-- (20261128300000_site_changes_drive_rebuilds.sql): the pages change in the minute a scheduled
-- item appears or leaves. Scheduling under the job's name replaces its command.
do $$
begin
  if to_regnamespace('cron') is not null
    and current_setting('cron.database_name', true) = current_database()
  then
    perform cron.schedule(
      'site-build-hook', '* * * * *',
      'select private.mark_due_schedules(); select private.post_site_build_hook()'
    );
  end if;
end;
$$;

-- Activities with real dates (issue 26, part 4). Beside the free text `date` the spec keeps, an
-- activity may have a start and an end: a day, and a time when the owner gives one. They are kept
-- as she types them, a date and an optional time of the centre's clock (Europe/Madrid), rather
-- than one timestamptz: a day without a time is an all-day event (iCalendar VALUE=DATE, Google's
-- all-day dates), which a timestamp could not tell from midnight, and the wall-clock time stays
-- what she chose across summer time.
alter table public.activities
  add column start_date date,
  add column start_time time(0),
  add column end_date date,
  add column end_time time(0),
  add constraint activities_time_needs_its_date check (
    (start_time is null or start_date is not null) and (end_time is null or end_date is not null)
  ),
  add constraint activities_end_needs_a_start check (end_date is null or start_date is not null),
  add constraint activities_end_not_before_start check (
    end_date is null
    or end_date > start_date
    or (end_date = start_date and (start_time is null or end_time is null or end_time >= start_time))
  );

-- Lists sort by start (undated ones after the dated ones, by id).
create index activities_start on public.activities (start_date, start_time, id);

-- Whether the activity has not ended yet (it may be under way): true for an activity without
-- dates, which stays as the owner left it. It is over at its end, or at the end of its start day
-- when it has no end; a day without a time ends at midnight in Madrid. A computed field of the
-- row, so the api function's featured list and PostgREST (`/rest/v1/activities?is_upcoming=is.true`)
-- decide it alike, with the database's clock. Stable, not immutable: it reads now().
create function public.is_upcoming(activity public.activities) returns boolean
language sql stable
set search_path = ''
as $$
  select activity.start_date is null
    or now() < case
      when activity.end_date is not null and activity.end_time is not null
        then (activity.end_date + activity.end_time) at time zone 'Europe/Madrid'
      else (coalesce(activity.end_date, activity.start_date) + 1)::timestamp
        at time zone 'Europe/Madrid'
    end
$$;

revoke execute on function public.is_upcoming(public.activities) from public;
grant execute on function public.is_upcoming(public.activities) to anon, authenticated, service_role;

-- A content table is declared by one call, after its `create table` and its policies:
--
--   select private.declare_content_table('public.podcasts', ordered => true);
--
-- It gives the table what every content table has and what supabase/tests/content-tables.test.ts
-- checks of each (the test also runs this function on a probe table, so the two cannot drift):
--  * row-level security on (the policies, which differ per table, stay in the table's migration);
--  * the API's grants, as 20261125009000_explicit_api_grants.sql left them on the tables it saw:
--    visitors read, members write through the policies, nobody truncates, references or adds
--    triggers, visitors hold nothing on its sequences and members never set one;
--  * with `ordered`, SELECT on its id sequence for members, which `PUT .../order` reads
--    (20261126000100_ordering_reads_id_sequences.sql);
--  * `set_updated_at` when it has an `updated_at` column, which a stale edit is refused by;
--  * its change trigger, `notify_content_change` (20261125001600), so a write reaches the HTML.
-- Forgetting the last two used to fail silently: an edit never reached the pages, a reorder
-- answered 500 only after a delete.

create function private.declare_content_table(content_table regclass, ordered boolean default false)
returns void
language plpgsql
set search_path = ''
as $$
declare
  owned_sequence regclass;
begin
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
end;
$$;

-- Migrations call it as the table's owner; the API roles never do.
revoke execute on function private.declare_content_table(regclass, boolean)
  from public, anon, authenticated;

comment on function private.declare_content_table(regclass, boolean) is
  'Gives a content table RLS, the API grants, its sequences'' grants, set_updated_at and its change trigger (supabase/tests/content-tables.test.ts).';

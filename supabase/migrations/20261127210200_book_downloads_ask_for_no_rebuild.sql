-- A visitor's counted download updates `books.download_count`, and every write to `books` used to
-- notify `content_changed`, so every download prerendered the whole site: 20 downloads from 20
-- visitors made 13 prerenders and held an owner's edit back for 28 s. A count is not an edit: it
-- reaches the HTML with the next rebuild an edit asks for, or the nightly one (README,
-- "Deploying"); the page's island reads the live total as it mounts.
--
-- So an update of `books` notifies only when a row changed in something other than its count
-- (and `updated_at`, which the set_updated_at trigger keeps out of a count's update anyway). The
-- rows are compared whole, minus those columns, so a column added later notifies without a new
-- rule. Inserts, deletes and truncates notify as before. (A hosted project's Database Webhook on
-- `books` fires on every update whatever this says: README, "Deploying", leaves `books` out when
-- downloads are many.)

create function private.notify_book_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1
    from new_rows as n
    full join old_rows as o on o.id = n.id
    where o.id is null or n.id is null
      or to_jsonb(n) - 'download_count' - 'updated_at'
        is distinct from to_jsonb(o) - 'download_count' - 'updated_at'
  ) then
    perform pg_notify('content_changed', tg_table_name);
  end if;
  return null;
end;
$$;

revoke execute on function private.notify_book_change() from public, anon, authenticated;

drop trigger notify_content_change on public.books;

create trigger notify_content_change
  after insert or delete or truncate on public.books
  for each statement execute function private.notify_content_change();

-- Postgres gives transition tables only to a trigger of one event.
create trigger notify_content_change_on_update
  after update on public.books
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.notify_book_change();

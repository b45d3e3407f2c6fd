-- A download is offered only for a book visitors see (issue 40). The counter of
-- 20261122000200_book_downloads_private.sql asked for `visible` and `is_downloadable` alone: it is
-- a security definer function, so the policies that hide drafts and scheduled books from visitors
-- (20261128500000_drafts_and_publishing.sql, 20261129200000_scheduled_publishing.sql) never ran
-- for it, and `POST /api/books/{id}/download` of a draft, or of a book to be published next week,
-- answered its link to anyone and counted the download.
--
-- Now it asks what those policies ask: published (published_at has come) and, should books ever
-- have "Retirar el" (unpublished_at, which activities and promotions have), not retired. It reads
-- unpublished_at from the row as JSON because books have no such column today; a column added
-- later is obeyed without this function being found and changed. A book in the Papelera is no row
-- of public.books at all. Any such book answers as a missing one does and counts nothing.
-- Only the conditions change; the counting is the earlier function's, unchanged.

create or replace function private.register_book_download(book_id bigint, visitor_address text)
returns table (download_link text, download_count integer, total_downloads integer, counted boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Fixed windows of 24 hours starting at midnight UTC, so the window is part of the key and the
  -- previous window's rows can be dropped wholesale.
  this_window timestamptz := date_bin(interval '24 hours', now(), timestamptz '2000-01-01 00:00:00+00');
  visitor text := 'unknown';
  address inet;
  inserted integer;
begin
  if nullif(btrim(visitor_address), '') is not null then
    begin
      address := btrim(visitor_address)::inet;
      -- An IPv6 subscriber is handed a whole /64 and can pick a new address in it per request;
      -- the /64 is the visitor. IPv4-mapped addresses are IPv4 and stay whole.
      visitor := case
        when family(address) = 6 and not address <<= inet '::ffff:0.0.0.0/96'
          then 'ip:' || host(network(set_masklen(address, 64))) || '/64'
        else 'ip:' || host(address)
      end;
    exception when data_exception then
      visitor := 'raw:' || btrim(visitor_address);
    end;
  end if;

  -- Windows that are over are discarded here rather than by a scheduled job. SKIP LOCKED: when
  -- many calls cross midnight together, each deletes what no other is deleting, none waits.
  delete from private.book_download_visits as v
  where v.visitor_key in (
    select o.visitor_key from private.book_download_visits as o
    where o.window_start < this_window
    for update skip locked
  );

  -- Each statement below asks again whether visitors see the book, as the earlier function did,
  -- so a book unpublished meanwhile is not counted by the update.
  insert into private.book_download_visits as v (visitor_key, window_start)
  select
    extensions.hmac(
      convert_to(
        b.id::text || '|' || extract(epoch from this_window)::bigint::text || '|' || visitor,
        'UTF8'
      ),
      (select s.secret from private.book_download_secret as s),
      'sha256'
    ),
    this_window
  from public.books as b
  where b.id = register_book_download.book_id
    and b.visible
    and b.published_at <= now()
    and coalesce((to_jsonb(b) ->> 'unpublished_at')::timestamptz > now(), true)
    and b.is_downloadable
    and coalesce(b.download_link, '') <> ''
  on conflict on constraint book_download_visits_pkey do nothing;
  get diagnostics inserted = row_count;

  if inserted = 1 then
    -- The row lock serialises concurrent increments, so each counted visit adds exactly 1.
    return query
      update public.books as b
      set download_count = b.download_count + 1
      where b.id = register_book_download.book_id
        and b.visible
        and b.published_at <= now()
        and coalesce((to_jsonb(b) ->> 'unpublished_at')::timestamptz > now(), true)
        and b.is_downloadable
        and coalesce(b.download_link, '') <> ''
      returning b.download_link, b.download_count, b.download_count + b.additional_downloads, true;
  else
    return query
      select b.download_link, b.download_count, b.download_count + b.additional_downloads, false
      from public.books as b
      where b.id = register_book_download.book_id
        and b.visible
        and b.published_at <= now()
        and coalesce((to_jsonb(b) ->> 'unpublished_at')::timestamptz > now(), true)
        and b.is_downloadable
        and coalesce(b.download_link, '') <> '';
  end if;
end
$$;

revoke execute on function private.register_book_download(bigint, text) from public, anon, authenticated;
grant execute on function private.register_book_download(bigint, text) to service_role;

-- Honest download counts. Two faults of the first counter are fixed here:
--  * it was a security definer function in `public`, so on a hosted project anyone could call it
--    at /rest/v1/rpc/ without going through the `api` function (Supabase's security advisor,
--    lints 0028/0029). It now lives in `private`, which the API does not expose, and only
--    service_role (the `api` function) may run it;
--  * every call added 1, so a script could add thousands of downloads. A download now counts
--    once per visitor and book per 24-hour window.
-- A visitor is known only by a keyed hash of their address, the book and the window: the address
-- itself is never stored, the hash cannot be reversed or recomputed by anyone without the secret
-- (an unkeyed hash of an IPv4 address falls to brute force in seconds), and the hashes of a
-- window are deleted once it is over.

drop function public.register_book_download(bigint);

-- The HMAC key: made here by the database, so it never appears in the repository, an environment
-- variable or a log. One row only.
create table private.book_download_secret (
  singleton boolean primary key default true check (singleton),
  secret bytea not null
);

insert into private.book_download_secret (secret) values (extensions.gen_random_bytes(32));

-- One row per visitor, book and window that has been counted. The primary key is what makes the
-- count exact under concurrency: of many simultaneous inserts of one key exactly one succeeds.
create table private.book_download_visits (
  visitor_key bytea primary key,
  window_start timestamptz not null
);

create index book_download_visits_window_start_idx
  on private.book_download_visits (window_start);

-- RLS on, no policy and no grant: no API role may read or write either table; the security
-- definer function below is the only way in.
alter table private.book_download_secret enable row level security;
alter table private.book_download_visits enable row level security;
revoke all on table private.book_download_secret from public, anon, authenticated, service_role;
revoke all on table private.book_download_visits from public, anon, authenticated, service_role;

-- Registers a download of a visible, downloadable book with a link and answers its link and
-- totals, whether or not this call counted (the visitor's download opens every time). Any other
-- book: no row, nothing changes.
-- visitor_address is the client's address as the `api` function saw it, or null when it could
-- not tell. All address-less requests share one 'unknown' visitor: counting each of them would
-- let anyone who can hide their address inflate the count again, and dropping them would lose
-- real downloads; one per book and window undercounts the rare case instead.
create function private.register_book_download(book_id bigint, visitor_address text)
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
        and b.is_downloadable
        and coalesce(b.download_link, '') <> ''
      returning b.download_link, b.download_count, b.download_count + b.additional_downloads, true;
  else
    return query
      select b.download_link, b.download_count, b.download_count + b.additional_downloads, false
      from public.books as b
      where b.id = register_book_download.book_id
        and b.visible
        and b.is_downloadable
        and coalesce(b.download_link, '') <> '';
  end if;
end
$$;

revoke execute on function private.register_book_download(bigint, text) from public, anon, authenticated;
grant execute on function private.register_book_download(bigint, text) to service_role;

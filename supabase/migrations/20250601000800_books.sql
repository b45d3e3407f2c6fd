-- Books: free downloads and books for sale. `visible = false` hides a book from visitors.
create table public.books (
  id bigint generated always as identity primary key,
  title text not null,
  -- Nullable for legacy rows; the admin form requires it for new ones.
  author text,
  short_description text,
  cover_url text,
  -- Real downloads, counted by register_book_download() below.
  download_count integer not null default 0 check (download_count >= 0),
  -- Downloads from before this site existed; the public count is the sum of both.
  additional_downloads integer not null default 0 check (additional_downloads >= 0),
  is_purchasable boolean not null default true,
  is_downloadable boolean not null default false,
  purchase_link text,
  download_link text,
  featured boolean not null default false,
  visible_in_all boolean not null default true,
  show_coming_soon boolean not null default false,
  coming_soon_text text default 'Próximamente',
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.books enable row level security;

create policy "Visitors read visible books, admins read all"
  on public.books for select to anon, authenticated
  using (visible or (select private.is_admin()));

create policy "Admins add books"
  on public.books for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit books"
  on public.books for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete books"
  on public.books for delete to authenticated
  using ((select private.is_admin()));

grant select on public.books to anon, authenticated;
grant insert, update, delete on public.books to authenticated;
grant all on public.books to service_role;

-- A visitor's download only touches download_count; it must not bump updated_at, or an admin
-- editing that book at the same moment would get a false "changed since you loaded it" conflict.
-- So the trigger fires only when an editable column is written (an admin edit writes them all).
create trigger set_updated_at
  before update of title, author, short_description, cover_url, additional_downloads,
    is_purchasable, is_downloadable, purchase_link, download_link, featured, visible_in_all,
    show_coming_soon, coming_soon_text, visible
  on public.books
  for each row execute function private.set_updated_at();

-- Counting a download is one atomic UPDATE: concurrent downloads each add exactly 1 (the row
-- lock serialises them) and a hidden, non-downloadable or link-less book changes nothing and
-- returns no row. Security definer because visitors may not update books themselves.
create or replace function public.register_book_download(book_id bigint)
returns table (download_link text, download_count integer, total_downloads integer)
language sql
volatile
security definer
set search_path = ''
as $$
  update public.books as b
  set download_count = b.download_count + 1
  where b.id = register_book_download.book_id
    and b.visible
    and b.is_downloadable
    and coalesce(b.download_link, '') <> ''
  returning b.download_link, b.download_count, b.download_count + b.additional_downloads
$$;

revoke execute on function public.register_book_download(bigint) from public;
grant execute on function public.register_book_download(bigint) to anon, authenticated, service_role;

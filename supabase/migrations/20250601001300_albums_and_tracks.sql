-- Music: albums and their tracks. Everything is public; only admins write.
create table public.albums (
  id bigint generated always as identity primary key,
  title text not null,
  artist text,
  description text,
  image_url text,
  featured boolean not null default false,
  -- Derived from tracks by the triggers below, never typed by hand.
  tracks_count integer not null default 0,
  external_music_url text,
  -- Takes priority over external_music_url when both are set.
  iframe_player_url text,
  release_date text check (release_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.tracks (
  id bigint generated always as identity primary key,
  album_id bigint not null references public.albums (id) on delete cascade,
  title text not null,
  file_url text not null,
  -- minutes:seconds as text, e.g. '3:45'.
  duration text,
  sort_order integer not null default 0 check (sort_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index tracks_album_id_sort_order_idx on public.tracks (album_id, sort_order);

alter table public.albums enable row level security;
alter table public.tracks enable row level security;

create policy "Everyone reads albums"
  on public.albums for select to anon, authenticated
  using (true);

create policy "Admins add albums"
  on public.albums for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit albums"
  on public.albums for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete albums"
  on public.albums for delete to authenticated
  using ((select private.is_admin()));

create policy "Everyone reads tracks"
  on public.tracks for select to anon, authenticated
  using (true);

create policy "Admins add tracks"
  on public.tracks for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit tracks"
  on public.tracks for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete tracks"
  on public.tracks for delete to authenticated
  using ((select private.is_admin()));

grant select on public.albums, public.tracks to anon, authenticated;
grant insert, update, delete on public.albums, public.tracks to authenticated;
grant all on public.albums, public.tracks to service_role;

-- Whatever a writer sends as tracks_count, the stored value is the real number of tracks.
create or replace function private.derive_tracks_count() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.tracks_count := (select count(*) from public.tracks t where t.album_id = new.id);
  return new;
end
$$;

revoke execute on function private.derive_tracks_count() from public;

create trigger derive_tracks_count
  before insert or update on public.albums
  for each row execute function private.derive_tracks_count();

-- Adding, moving or removing a track recounts the albums involved. Security definer so the
-- count stays right whoever changes the track (and during an album's cascading delete).
create or replace function private.recount_album_tracks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.albums a
    set tracks_count = (select count(*) from public.tracks t where t.album_id = a.id)
    where a.id = old.album_id;
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.album_id is distinct from old.album_id) then
    update public.albums a
    set tracks_count = (select count(*) from public.tracks t where t.album_id = a.id)
    where a.id = new.album_id;
  end if;
  return null;
end
$$;

revoke execute on function private.recount_album_tracks() from public;

create trigger recount_album_tracks
  after insert or delete or update of album_id on public.tracks
  for each row execute function private.recount_album_tracks();

-- A recount only writes tracks_count; it must not bump the album's updated_at, or an admin
-- editing the album after adding tracks would get a false "changed since you loaded it" conflict.
create trigger set_updated_at
  before update of title, artist, description, image_url, featured, external_music_url,
    iframe_player_url, release_date
  on public.albums
  for each row execute function private.set_updated_at();

create trigger set_updated_at
  before update on public.tracks
  for each row execute function private.set_updated_at();

-- An album's tracks_count is what visitors read as its number of tracks (the API's tracksCount,
-- PostgREST's column), so a draft track (published_at null: 20261128500000_drafts_and_publishing)
-- is not counted until it is published. A track has no "Publicar el" of its own (it is seen with
-- its album), so a track's published_at is null or a minute already passed: counting the rows
-- where it is set is counting what visitors may see.
create or replace function private.derive_tracks_count() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.tracks_count := (
    select count(*) from public.tracks t where t.album_id = new.id and t.published_at is not null
  );
  return new;
end
$$;

-- Adding, moving, removing, publishing or unpublishing a track recounts the albums involved.
create or replace function private.recount_album_tracks() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.albums a
    set tracks_count = (
      select count(*) from public.tracks t where t.album_id = a.id and t.published_at is not null
    )
    where a.id = old.album_id;
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.album_id is distinct from old.album_id) then
    update public.albums a
    set tracks_count = (
      select count(*) from public.tracks t where t.album_id = a.id and t.published_at is not null
    )
    where a.id = new.album_id;
  end if;
  return null;
end
$$;

drop trigger recount_album_tracks on public.tracks;
create trigger recount_album_tracks
  after insert or delete or update of album_id, published_at on public.tracks
  for each row execute function private.recount_album_tracks();

-- The drafts there are now stop counting (derive_tracks_count recounts on any update).
update public.albums set tracks_count = tracks_count;

-- Putting a list in order (PUT /api/services/order, /api/hero-content/order,
-- /api/albums/{id}/tracks/order) runs as the signed-in admin and reads how far the table's id
-- sequence has gone: an id past it was never issued (a bad request, 400), an id below it that no
-- row has was deleted since the owner loaded the list (409, reload). Where a sequence stands
-- tells no more than the ids the API already answers; setting it stays the owner's job
-- (20261125009000_explicit_api_grants.sql), and visitors keep no privilege on any sequence.
grant select on sequence public.services_id_seq, public.hero_content_id_seq, public.tracks_id_seq
  to authenticated;
revoke all on sequence public.services_id_seq, public.hero_content_id_seq, public.tracks_id_seq
  from anon;

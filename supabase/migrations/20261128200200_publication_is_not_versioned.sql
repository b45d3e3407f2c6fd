-- Historial keeps the owner's edits of an item, not its publication: `published_at` (Borrador and
-- Publicado, 20261128500000_drafts_and_publishing.sql) joins the columns that make no version
-- and that a restore leaves as they are now. Publishing a draft makes no version of its own, and
-- "Restaurar esta versión" never hides a published item or publishes a draft.
create or replace function private.versioning(
  target_table text,
  out key_column text,
  out unversioned text[]
)
language sql
immutable
set search_path = ''
as $$
  select
    case target_table when 'site_settings' then 'key' else 'id' end,
    array['created_at', 'updated_at', 'published_at'] || case target_table
      when 'services' then array['sort_order']
      when 'hero_content' then array['sort_order']
      when 'tracks' then array['sort_order']
      when 'books' then array['download_count']
      when 'albums' then array['tracks_count']
      else array[]::text[]
    end
$$;

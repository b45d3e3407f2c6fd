-- "Descripción para buscadores": an activity's and an album's own description for search engines
-- and share previews, instead of its short text (issue 38, part 3). One line of at most 160
-- characters, as the API checks (optionalSearchDescription in edge-functions/_shared/fields.ts);
-- empty is null, and the page falls back to its short text.
alter table public.activities
  add column seo_description text,
  add constraint activities_seo_description_fits
    check (seo_description is null or (char_length(seo_description) <= 160 and seo_description !~ '[\r\n]'));

alter table public.albums
  add column seo_description text,
  add constraint albums_seo_description_fits
    check (seo_description is null or (char_length(seo_description) <= 160 and seo_description !~ '[\r\n]'));

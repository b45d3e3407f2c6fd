-- Pictures of the library inside a page's formatted text (issue 38). The document names each by
-- its Storage path (edge-functions/_shared/page-document.ts); what it says to a blind visitor is
-- the library's «Texto alternativo», read as every other picture's is (public.alt_text), and
-- given with the row as image_alt is beside image_url: the prerendered HTML needs no other
-- request. A use's own description is in the document and wins over this one where it is drawn.

-- What each picture of the page's body (and of its pending draft, for Vista previa: null to all
-- but the admin) says, by its address as the document names it: '' when decorative; a picture
-- nobody has described is left out.
create function public.body_alts(item public.pages) returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_object_agg(pictures.address, pictures.alt), '{}'::jsonb)
  from (
    select named.address, public.alt_text(named.address) as alt
    from (
      select distinct found #>> '{}' as address
      from pg_catalog.jsonb_path_query(
        pg_catalog.jsonb_build_array(item.body, public.draft(item) -> 'body'),
        'lax $.** ? (@.type == "picture").url'
      ) as found
    ) as named
  ) as pictures
  where pictures.alt is not null
$$;

revoke execute on function public.body_alts(public.pages) from public;
grant execute on function public.body_alts(public.pages) to anon, authenticated, service_role;

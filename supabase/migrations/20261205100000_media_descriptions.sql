-- Every picture has its description (issue 38, part 2): the owner writes a picture's
-- «Texto alternativo» once, in the media library or in the picture field of a form, and every
-- place that draws the picture draws it; or she marks the picture decorative, drawn with alt=""
-- on purpose.
--
-- A description belongs to the picture, not to a use of it: it is keyed on the library file
-- as private.media_file_of names it (`images/<name>`, so the 800 px copy and the original share
-- one), or, for a picture outside the library (the demo's `/demo/...`, an https address), on the
-- address itself.

create function private.picture_of(address text) returns text
language sql
immutable
-- Visitors' reads name a picture through it, and media_file_of is the admin's alone.
security definer
set search_path = ''
as $$
  select coalesce(private.media_file_of(btrim(address)), nullif(btrim(address), ''))
$$;

create table public.media_descriptions (
  picture text primary key,
  -- What the picture shows, read aloud to a blind visitor; empty when the picture is decorative.
  description text not null default '',
  decorative boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint media_descriptions_said check (
    (decorative and description = '') or (not decorative and btrim(description) <> '')
  ),
  constraint media_descriptions_length check (char_length(description) <= 300)
);

comment on table public.media_descriptions is
  'The alternative text of each picture (or its decorative mark), keyed on private.picture_of.';

-- Whatever address a write names, the row is the picture's.
create function private.key_media_description() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.picture := private.picture_of(new.picture);
  if new.picture is null then
    raise exception 'A description needs the address of its picture' using errcode = '23502';
  end if;
  return new;
end;
$$;

create trigger key_media_description
  before insert or update on public.media_descriptions
  for each row execute function private.key_media_description();

create trigger set_updated_at
  before update on public.media_descriptions
  for each row execute function private.set_updated_at();

-- A new description changes the prerendered HTML: the site is rebuilt as for any content.
create trigger notify_content_change
  after insert or update or delete or truncate on public.media_descriptions
  for each statement execute function private.notify_content_change();

alter table public.media_descriptions enable row level security;

create policy "Everyone reads the pictures' descriptions"
  on public.media_descriptions for select to anon, authenticated
  using (true);

create policy "Admins describe pictures"
  on public.media_descriptions for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit pictures' descriptions"
  on public.media_descriptions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete pictures' descriptions"
  on public.media_descriptions for delete to authenticated
  using ((select private.is_admin()));

-- Only what each role needs (a new table's default privileges give the API roles everything).
revoke all on public.media_descriptions from public, anon, authenticated;
grant select on public.media_descriptions to anon, authenticated;
grant insert, update, delete on public.media_descriptions to authenticated;
grant all on public.media_descriptions to service_role;

-- What an <img> of `address` says: its description, '' when decorative, null when it has none.
create function public.alt_text(address text) returns text
language sql
stable
set search_path = ''
as $$
  select case when d.decorative then '' else d.description end
  from public.media_descriptions as d
  where d.picture = private.picture_of(address)
$$;

-- The API's computed fields beside each picture column (`"activities"."image_alt"`), one per
-- column name, for any table that has it: the prerendered HTML and the islands get the
-- description with the row, no extra request. Named after the column they describe.
create function public.image_alt(item anyelement) returns text
language sql stable set search_path = ''
as $$ select public.alt_text(pg_catalog.to_jsonb(item) ->> 'image_url') $$;

create function public.cover_alt(item anyelement) returns text
language sql stable set search_path = ''
as $$ select public.alt_text(pg_catalog.to_jsonb(item) ->> 'cover_url') $$;

create function public.avatar_alt(item anyelement) returns text
language sql stable set search_path = ''
as $$ select public.alt_text(pg_catalog.to_jsonb(item) ->> 'avatar_url') $$;

create function public.thumbnail_alt(item anyelement) returns text
language sql stable set search_path = ''
as $$ select public.alt_text(pg_catalog.to_jsonb(item) ->> 'thumbnail_url') $$;

create function public.background_alt(item anyelement) returns text
language sql stable set search_path = ''
as $$ select public.alt_text(pg_catalog.to_jsonb(item) ->> 'background_url') $$;

revoke execute on function private.picture_of(text) from public;
revoke execute on function private.key_media_description() from public, anon, authenticated;
revoke execute on function public.alt_text(text) from public;
revoke execute on function public.image_alt(anyelement) from public;
revoke execute on function public.cover_alt(anyelement) from public;
revoke execute on function public.avatar_alt(anyelement) from public;
revoke execute on function public.thumbnail_alt(anyelement) from public;
revoke execute on function public.background_alt(anyelement) from public;
grant execute on function private.picture_of(text) to anon, authenticated, service_role;
grant execute on function public.alt_text(text) to anon, authenticated, service_role;
grant execute on function public.image_alt(anyelement) to anon, authenticated, service_role;
grant execute on function public.cover_alt(anyelement) to anon, authenticated, service_role;
grant execute on function public.avatar_alt(anyelement) to anon, authenticated, service_role;
grant execute on function public.thumbnail_alt(anyelement) to anon, authenticated, service_role;
grant execute on function public.background_alt(anyelement) to anon, authenticated, service_role;

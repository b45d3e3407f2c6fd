-- Borrador and Publicado (issue 26, part 1). Every content type may hold a draft: a new item the
-- owner saved as "Guardar borrador", or pending changes to an item visitors already see. Visitors
-- see neither, whoever serves them: the row-level security below decides for the api function,
-- PostgREST with the anon key and the prerenderer (which reads the api function as a visitor).
--
-- published_at is when visitors may see the row: null while it is a draft. A timestamp rather
-- than a flag so that publishing at a later minute (part 3) needs no new column: the policy
-- already compares it with now(). Rows that exist now (the seed, the owner's content) keep being
-- seen: the column's default fills them with this migration's time, and a row inserted without
-- naming it (the API's create without ?status=draft, PostgREST) is published as it was before.
do $columns$
declare
  content_table text;
begin
  foreach content_table in array array[
    'services', 'activities', 'products', 'testimonials', 'videos', 'books', 'promotions',
    'hero_content', 'albums', 'tracks'
  ] loop
    execute format(
      'alter table public.%I add column published_at timestamptz default now()',
      content_table
    );
    -- Restrictive: it narrows whatever the table's own read policy lets visitors see (is_visible,
    -- featured...) instead of replacing it.
    execute format(
      $policy$create policy "Visitors read only published rows" on public.%I
        as restrictive for select to anon, authenticated
        using (published_at <= now() or (select private.is_admin()))$policy$,
      content_table
    );
  end loop;
end
$columns$;

-- A track is seen only on a published album: a draft album's tracks stay out of sight too. The
-- album is read under its own policies, so this follows whatever hides an album.
create policy "Visitors read tracks of albums they may read" on public.tracks
  as restrictive for select to anon, authenticated
  using (
    (select private.is_admin())
    or exists (select from public.albums as album where album.id = tracks.album_id)
  );

-- Pending changes to a published item: the API fields of the form as the owner saved them, which
-- "Publicar" writes into the row (and then removes). Kept apart from the content tables so no
-- column of theirs ever holds what visitors must not read: PostgREST's `select=*` on a content
-- table cannot reach it, and this table's policies let only an admin read a row of it.
create table public.content_drafts (
  table_name text not null check (table_name in (
    'services', 'activities', 'products', 'testimonials', 'videos', 'books', 'promotions',
    'hero_content', 'albums', 'tracks'
  )),
  row_id bigint not null,
  changes jsonb not null check (jsonb_typeof(changes) = 'object'),
  updated_at timestamptz not null default now(),
  primary key (table_name, row_id)
);

alter table public.content_drafts enable row level security;

create policy "Admins read drafts" on public.content_drafts
  for select to anon, authenticated using ((select private.is_admin()));
create policy "Admins add drafts" on public.content_drafts
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins edit drafts" on public.content_drafts
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete drafts" on public.content_drafts
  for delete to authenticated using ((select private.is_admin()));

-- anon may select so that the computed field below runs for a visitor (and answers null, the
-- policy showing no row); it may write nothing.
revoke all on public.content_drafts from anon, authenticated;
grant select on public.content_drafts to anon;
grant select, insert, update, delete on public.content_drafts to authenticated;
grant all on public.content_drafts to service_role;

create trigger set_updated_at
  before update on public.content_drafts
  for each row execute function private.set_updated_at();

-- A deleted item takes its pending changes with it (also an album's tracks, deleted with it).
create function private.forget_draft() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.content_drafts
  where table_name = tg_table_name and row_id = old.id;
  return old;
end
$$;

revoke execute on function private.forget_draft() from public, anon, authenticated;

-- `draft`, a computed field of each content row (as PostgREST reads them, and the api function's
-- `"services"."draft"`): its pending changes, or null. Security invoker, so a visitor's call
-- reads content_drafts under its policies and gets null.
do $drafts$
declare
  content_table text;
begin
  foreach content_table in array array[
    'services', 'activities', 'products', 'testimonials', 'videos', 'books', 'promotions',
    'hero_content', 'albums', 'tracks'
  ] loop
    execute format(
      $trigger$create trigger forget_draft after delete on public.%I
        for each row execute function private.forget_draft()$trigger$,
      content_table
    );
    execute format(
      $function$create function public.draft(item public.%1$I) returns jsonb
        language sql stable
        set search_path = ''
        as $body$select changes from public.content_drafts
          where table_name = %2$L and row_id = item.id$body$$function$,
      content_table, content_table
    );
    execute format(
      'revoke execute on function public.draft(public.%I) from public', content_table
    );
    execute format(
      'grant execute on function public.draft(public.%I) to anon, authenticated, service_role',
      content_table
    );
  end loop;
end
$drafts$;

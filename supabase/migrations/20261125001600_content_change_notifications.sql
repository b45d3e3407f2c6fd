-- Every write to the content visitors see raises a notification on the channel
-- `content_changed` (its payload: the table's name), so the embedded stack's `npm run preview`
-- prerenders the site again within seconds of an owner's edit (local/content-rebuild.ts), with
-- no polling. A hosted project rebuilds through a Database Webhook on the same tables instead
-- (docs/decisions/007-baked-content-and-rebuilds.md); a notification nobody listens to costs
-- nothing. One per statement, not per row: a bulk edit asks for one rebuild.

create function private.notify_content_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('content_changed', tg_table_name);
  return null;
end;
$$;

revoke execute on function private.notify_content_change() from public, anon, authenticated;

do $$
declare
  content_table text;
begin
  foreach content_table in array array[
    'services', 'activities', 'products', 'testimonials', 'videos', 'books', 'promotions',
    'hero_content', 'site_settings', 'carousel_backgrounds', 'albums', 'tracks'
  ] loop
    execute format(
      'create trigger notify_content_change after insert or update or delete or truncate on public.%I
         for each statement execute function private.notify_content_change()',
      content_table
    );
  end loop;
end;
$$;

-- Every column and setting that holds a link or a media address accepts only what the site can
-- draw safely: an http(s) address, a path of this site (`/...`, never `//host`) or an anchor
-- (`#...`). On a hosted project PostgREST writes to these tables without passing the `api`
-- function, so the rule lives here too; the function's schemas say the same with their Spanish
-- message (edge-functions/_shared/links.ts) and the site draws no other link (safeHref).
--
-- A database already holding another value stops this migration, naming the constraint: the row
-- is for the owner to correct, not for a migration to rewrite behind their back.

-- Empty means "no link". Spaces and control characters are refused anywhere: they hide tricks
-- such as `java\tscript:` from a naive prefix test.
create function private.is_safe_link(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select address is null or address = '' or (
    address !~ '[\x01-\x20\x7f-\x9f\u2028\u2029]'
    and (
      address ~* '^https?://([^/?#@]*@)?[^/?#@:]+'
      or (address ~ '^/' and address !~ '^//' and strpos(address, chr(92)) = 0)
      or address ~ '^#[A-Za-z0-9_-]*$'
    )
  )
$$;

-- Settings whose value the site draws as a link: the form and group addresses, the button's link
-- and the footer's channels. The key decides, as it does for the `api` function
-- (settingHoldsLink in edge-functions/_shared/resources/site-settings.ts); a test keeps both equal.
create function private.setting_holds_link(key text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select key ~ '(_url|_link|_video|_social)$'
$$;

-- Writers run the checks with their own privileges.
revoke execute on function private.is_safe_link(text) from public, anon;
revoke execute on function private.setting_holds_link(text) from public, anon;
grant execute on function private.is_safe_link(text) to authenticated, service_role;
grant execute on function private.setting_holds_link(text) to authenticated, service_role;

alter table public.services
  add constraint services_link_is_safe_link check (private.is_safe_link(link));
alter table public.activities
  add constraint activities_image_url_is_safe_link check (private.is_safe_link(image_url));
alter table public.activities
  add constraint activities_cta_link_is_safe_link check (private.is_safe_link(cta_link));
alter table public.activities
  add constraint activities_google_form_url_is_safe_link check (private.is_safe_link(google_form_url));
alter table public.activities
  add constraint activities_reserve_button_url_is_safe_link check (private.is_safe_link(reserve_button_url));
alter table public.products
  add constraint products_image_url_is_safe_link check (private.is_safe_link(image_url));
alter table public.products
  add constraint products_cta_link_is_safe_link check (private.is_safe_link(cta_link));
alter table public.testimonials
  add constraint testimonials_avatar_url_is_safe_link check (private.is_safe_link(avatar_url));
alter table public.videos
  add constraint videos_thumbnail_url_is_safe_link check (private.is_safe_link(thumbnail_url));
alter table public.videos
  add constraint videos_link_is_safe_link check (private.is_safe_link(link));
alter table public.books
  add constraint books_cover_url_is_safe_link check (private.is_safe_link(cover_url));
alter table public.books
  add constraint books_purchase_link_is_safe_link check (private.is_safe_link(purchase_link));
alter table public.books
  add constraint books_download_link_is_safe_link check (private.is_safe_link(download_link));
alter table public.promotions
  add constraint promotions_cta_link_is_safe_link check (private.is_safe_link(cta_link));
alter table public.hero_content
  add constraint hero_content_background_url_is_safe_link check (private.is_safe_link(background_url));
alter table public.hero_content
  add constraint hero_content_cta_link_is_safe_link check (private.is_safe_link(cta_link));
alter table public.carousel_backgrounds
  add constraint carousel_backgrounds_background_url_is_safe_link check (private.is_safe_link(background_url));
alter table public.albums
  add constraint albums_image_url_is_safe_link check (private.is_safe_link(image_url));
alter table public.albums
  add constraint albums_external_music_url_is_safe_link check (private.is_safe_link(external_music_url));
alter table public.albums
  add constraint albums_iframe_player_url_is_safe_link check (private.is_safe_link(iframe_player_url));
alter table public.tracks
  add constraint tracks_file_url_is_safe_link check (private.is_safe_link(file_url));

alter table public.site_settings
  add constraint site_settings_link_is_safe_link
  check (not private.setting_holds_link(key) or private.is_safe_link(btrim(value)));

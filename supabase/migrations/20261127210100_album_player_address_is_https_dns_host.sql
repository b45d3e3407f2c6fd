-- An album's own player address is framed by the player page, and its host is written into the
-- frame-src of every page's Content-Security-Policy (scripts/security-headers.ts). A header takes
-- only what it must: so the address is https on a DNS host name (letters, digits, inner hyphens,
-- dots), with no user, port or anything else before its path. `https://x;script-src-elem/y` is a
-- valid URL whose host would otherwise start a directive of its own in every page's CSP.
-- The api function says the same with its Spanish message (isPlayerAddress in
-- edge-functions/_shared/links.ts; supabase/tests/links.test.ts keeps both equal). On a hosted
-- project PostgREST writes to the table without the function, so the rule lives here too.
--
-- A database already holding another address stops this migration, naming the constraint: the
-- owner corrects the album, no migration rewrites it.

create function private.is_player_address(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select address is null or address = '' or (
    address !~ '[\x01-\x20\x7f-\x9f\u2028\u2029]'
    and address ~* '^https://([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?([/?#]|$)'
    and length(substring(lower(address) from '^https://([^/?#]*)')) <= 253
  )
$$;

revoke execute on function private.is_player_address(text) from public, anon;
grant execute on function private.is_player_address(text) to authenticated, service_role;

-- Named to sort after albums_iframe_player_url_is_safe_link: Postgres checks a row's constraints
-- by name, so a `javascript:` address is still refused as an unsafe link first.
alter table public.albums
  add constraint albums_iframe_player_url_names_a_dns_host
  check (private.is_player_address(iframe_player_url));

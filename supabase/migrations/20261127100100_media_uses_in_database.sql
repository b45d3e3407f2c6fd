-- The media library's uses, decided by the database (edge-functions/api/routes/media.ts).
--
-- 1. One reading of an address. Content holds a file's public address in many forms: percent-
--    encoded as Storage encodes it (`Foto%20playa%20%C3%B1.png`) or not, through
--    `/storage/v1/object/public/` or the image transformer's `/storage/v1/render/image/public/`,
--    on the project's host, the site's own or none. private.storage_object_of reads them all as
--    `bucket/name`, the object's decoded name. The library counts the 800 px copy
--    (`<name>-800.webp`) as its picture: a page showing the copy uses the picture.
-- 2. Deleting and starting to use a file are serialised. The `api` function removes files through
--    the Storage API (never SQL), after its transaction: a save could otherwise start using a file
--    between the check of its uses and its removal. So the function, in the transaction that
--    checks the uses, takes an exclusive lock keyed on each file and records the removal it is
--    about to make (private.media_removals) until Storage has answered; every write that starts
--    using a file takes the same lock shared and is refused while the file is missing or being
--    removed. Whichever comes first, the other sees it: a use found (409), or a missing file.

create function private.storage_object_of(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[];
  object_name text;
begin
  parts := regexp_match(
    address,
    '^(?:[Hh][Tt][Tt][Pp][Ss]?://[^/?#]+)?/storage/v1/(?:object|render/image)/public/([^/?#]+)/([^?#]+)(?:[?#].*)?$'
  );
  if parts is null then
    return null;
  end if;
  object_name := parts[2];
  if strpos(object_name, '%') > 0 then
    begin
      select convert_from(
               string_agg(
                 case when piece[1] is not null then decode(substr(piece[1], 2), 'hex')
                      else convert_to(piece[2], 'UTF8') end,
                 ''::bytea order by position),
               'UTF8')
        into object_name
      from regexp_matches(object_name, '(%[0-9A-Fa-f]{2})|([^%]+|%)', 'g')
        with ordinality as match(piece, position);
    exception when others then
      -- Not UTF-8 once decoded: no object of ours has that name.
      return null;
    end;
  end if;
  return parts[1] || '/' || object_name;
end;
$$;

comment on function private.storage_object_of(text) is
  'The Storage object (bucket/name, name decoded) a public address points at, whatever its host, '
  'its encoding or its route (object or render/image); null for any other address.';

-- The library's file an object belongs to: an 800 px copy belongs to its picture.
create function private.media_file_of(address text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(private.storage_object_of(address), '-800\.webp$', '.webp')
$$;

-- Columns whose name says they hold an address, as the api function's ADDRESS_COLUMN_PATTERN
-- (edge-functions/_shared/media.ts); site settings hold one when their key says so.
create function private.holds_address(column_name text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select column_name ~ '(^|_)(url|link)[0-9]*$'
$$;

-- Removals the api function has decided and Storage has not finished. A row older than five
-- minutes is a function that died before saying how the removal went: it no longer counts.
create table private.media_removals (
  bucket_id text not null,
  name text not null,
  started_at timestamptz not null default now(),
  primary key (bucket_id, name)
);

alter table private.media_removals enable row level security;
-- Nobody reads or writes it but the functions below (no policy: RLS refuses every API role).
revoke all on private.media_removals from public, anon, authenticated, service_role;

-- Locks keyed on the library file of each object (`bucket/name`), taken in one order by every
-- caller so that two callers never wait on each other in a circle. Held until the transaction
-- ends; a lock's key is a hash, so two files may share one, which only makes one wait.
create function private.lock_media_objects(objects text[], shared boolean default false)
returns void
language plpgsql
set search_path = ''
as $$
declare
  key integer;
begin
  for key in
    select distinct hashtext(regexp_replace(object, '-800\.webp$', '.webp'))
    from unnest(objects) as object
    order by 1
  loop
    if shared then
      perform pg_advisory_xact_lock_shared(hashtext('media-library'), key);
    else
      perform pg_advisory_xact_lock(hashtext('media-library'), key);
    end if;
  end loop;
end;
$$;

-- The api function's first step of a removal: locks the files, and records as being removed those
-- that exist and are not already being removed, which it returns. The function then checks
-- their uses in the same transaction (a use refuses the removal and the rollback forgets it).
create function private.begin_media_removal(bucket text, names text[]) returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed text[];
begin
  if not (select private.is_admin()) then
    raise exception 'only admins remove files' using errcode = '42501';
  end if;
  perform private.lock_media_objects(
    array(select bucket || '/' || each_name from unnest(names) as each_name));
  delete from private.media_removals where started_at < now() - interval '5 minutes';
  with available as (
    select o.name from storage.objects o
    where o.bucket_id = bucket and o.name = any (names)
      and not exists (
        select 1 from private.media_removals r where r.bucket_id = bucket and r.name = o.name)
  ), recorded as (
    insert into private.media_removals (bucket_id, name)
    select bucket, available.name from available
    returning media_removals.name
  )
  select coalesce(array_agg(recorded.name order by recorded.name), '{}') into claimed
  from recorded;
  return claimed;
end;
$$;

-- The last step, once Storage has answered (or to give back a file the caller keeps).
create function private.end_media_removal(bucket text, names text[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'only admins remove files' using errcode = '42501';
  end if;
  delete from private.media_removals r where r.bucket_id = bucket and r.name = any (names);
end;
$$;

-- A write that starts using a file of a bucket of ours (an address its row did not hold before)
-- waits for any removal of that file to be decided, then is refused if the file is missing or
-- being removed: content never points at a missing file because of a race. Addresses a row
-- already held are not checked again, so an old broken address does not block other edits.
create function private.refuse_missing_media() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_objects text[];
  missing text;
begin
  select coalesce(array_agg(distinct private.storage_object_of(btrim(field.value))), '{}')
    into new_objects
  from jsonb_each_text(to_jsonb(new)) as field
  where private.storage_object_of(btrim(field.value)) is not null
    and (case when tg_table_name = 'site_settings'
              then field.key = 'value' and private.setting_holds_link(to_jsonb(new) ->> 'key')
              else private.holds_address(field.key) end)
    and (tg_op = 'INSERT' or private.storage_object_of(btrim(field.value)) is distinct from
           private.storage_object_of(btrim(to_jsonb(old) ->> field.key)));
  if cardinality(new_objects) = 0 then
    return new;
  end if;
  perform private.lock_media_objects(new_objects, true);
  select object into missing
  from unnest(new_objects) as object
  where exists (select 1 from storage.buckets b where b.id = split_part(object, '/', 1))
    and (
      not exists (
        select 1 from storage.objects o
        where o.bucket_id = split_part(object, '/', 1)
          and o.name = substr(object, strpos(object, '/') + 1))
      or exists (
        select 1 from private.media_removals r
        where r.bucket_id = split_part(object, '/', 1)
          and r.name in (substr(object, strpos(object, '/') + 1),
                         regexp_replace(substr(object, strpos(object, '/') + 1), '-800\.webp$', '.webp'))
          and r.started_at >= now() - interval '5 minutes')
    )
  limit 1;
  if missing is not null then
    raise exception 'the file % is missing or being removed', missing
      using errcode = 'MD404', hint = 'media-file-missing';
  end if;
  return new;
end;
$$;

-- Every table with an address column, and the settings. A table added later gets its trigger in
-- its own migration; supabase/tests/media-columns.test.ts names a table that lacks it.
do $$
declare
  content_table text;
begin
  for content_table in
    select distinct c.table_name::text from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (private.holds_address(c.column_name) or c.table_name = 'site_settings')
  loop
    execute format(
      'create trigger refuse_missing_media before insert or update on public.%I
         for each row execute function private.refuse_missing_media()',
      content_table
    );
  end loop;
end;
$$;

revoke execute on function private.storage_object_of(text) from public, anon;
revoke execute on function private.media_file_of(text) from public, anon;
revoke execute on function private.holds_address(text) from public, anon, authenticated;
revoke execute on function private.lock_media_objects(text[], boolean) from public, anon;
revoke execute on function private.begin_media_removal(text, text[]) from public, anon;
revoke execute on function private.end_media_removal(text, text[]) from public, anon;
revoke execute on function private.refuse_missing_media() from public, anon, authenticated;
-- The admin's transaction in the api function reads the uses with the first two and locks the
-- files it replaces with the third; the two removal steps check that the caller is an admin.
grant execute on function private.storage_object_of(text) to authenticated, service_role;
grant execute on function private.media_file_of(text) to authenticated, service_role;
grant execute on function private.holds_address(text) to service_role;
grant execute on function private.lock_media_objects(text[], boolean) to authenticated, service_role;
grant execute on function private.begin_media_removal(text, text[]) to authenticated, service_role;
grant execute on function private.end_media_removal(text, text[]) to authenticated, service_role;

-- Usernames are unique whatever their case (20261125001810), but "Admin " or "Ad min" is still the
-- owner's name to a person reading it, and a trailing space is what a phone's keyboard adds. So a
-- username is now unique once its case and every space are set aside: a member cannot rename
-- themself "Admin ", and a new account that wants "Ad min" gets "Ad min2".
--
-- Usernames that already clash so are not renamed behind their owners' backs: the migration stops
-- and names them, as 20261125001810 does.
do $refuse_clashes$
declare
  clashes text;
begin
  select string_agg(format('%s (%s)', same.names, same.total), '; ' order by same.names collate "C")
  into clashes
  from (
    select string_agg(format('«%s»', p.username), ', ' order by p.username collate "C") as names,
      count(*) as total
    from public.profiles p
    group by lower(regexp_replace(p.username, '[[:space:]]', '', 'g'))
    having count(*) > 1
  ) as same;
  if clashes is not null then
    raise exception 'usernames that differ only in case or spaces: %', clashes
      using errcode = '23505',
        hint = 'Rename all but one of each group in public.profiles, then apply this migration again.';
  end if;
end
$refuse_clashes$;

-- The rule itself, safe against two renames at once.
create unique index profiles_username_folded_key
  on public.profiles (lower(regexp_replace(username, '[[:space:]]', '', 'g')));

-- The same rule said in Spanish before the index says it in its own words. A name that differs
-- only in case is left to profiles_username_lower_key, whose error callers already know. Security
-- definer: a member's policies show no other profile, and the check must see them all.
create function private.refuse_username_variant() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1
    from public.profiles p
    where p.id <> new.id
      and lower(p.username) <> lower(new.username)
      and lower(regexp_replace(p.username, '[[:space:]]', '', 'g'))
        = lower(regexp_replace(new.username, '[[:space:]]', '', 'g'))
  ) then
    raise exception 'El nombre de usuario «%» ya está en uso: solo se diferencia de otro en mayúsculas o espacios', new.username
      using errcode = '23505', constraint = 'profiles_username_folded_key';
  end if;
  return new;
end
$$;

revoke execute on function private.refuse_username_variant() from public, anon, authenticated;

create trigger refuse_username_variant
  before insert or update of username on public.profiles
  for each row execute function private.refuse_username_variant();

-- New Auth users: the numeric suffix now avoids names taken whatever their case and spaces.
create or replace function private.create_profile_for_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata_username text := nullif(btrim(new.raw_user_meta_data ->> 'username'), '');
  wanted text := coalesce(
    case when position('@' in metadata_username) = 0 then metadata_username end,
    nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
    'usuario'
  );
  candidate text := wanted;
  suffix integer := 1;
begin
  while exists (
    select 1 from public.profiles p
    where lower(regexp_replace(p.username, '[[:space:]]', '', 'g'))
      = lower(regexp_replace(candidate, '[[:space:]]', '', 'g'))
  ) loop
    suffix := suffix + 1;
    candidate := wanted || suffix::text;
  end loop;

  insert into public.profiles (id, username) values (new.id, candidate);
  return new;
end
$$;

revoke execute on function private.create_profile_for_new_user() from public, anon, authenticated;

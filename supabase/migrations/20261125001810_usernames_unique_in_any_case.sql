-- Sign-in by username ignores case, so two usernames that differ only in case would be one name
-- to the person typing it: an account named "Admin" could catch the owner's "admin" sign-in. A
-- username is now unique whatever its case, and sign-in finds at most one account for a name.

-- Usernames that already clash are not renamed behind their owners' backs: the migration stops
-- and names them, for the owner to rename all but one (update public.profiles set username = ...).
do $refuse_clashes$
declare
  clashes text;
begin
  select string_agg(format('%s (%s)', same.names, same.total), '; ' order by same.names collate "C")
  into clashes
  from (
    select string_agg(p.username, ', ' order by p.username collate "C") as names, count(*) as total
    from public.profiles p
    group by lower(p.username)
    having count(*) > 1
  ) as same;
  if clashes is not null then
    raise exception 'usernames that differ only in case: %', clashes
      using errcode = '23505',
        hint = 'Rename all but one of each group in public.profiles, then apply this migration again.';
  end if;
end
$refuse_clashes$;

create unique index profiles_username_lower_key on public.profiles (lower(username));

-- New Auth users: the numeric suffix now avoids names taken in any case.
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
  while exists (select 1 from public.profiles p where lower(p.username) = lower(candidate)) loop
    suffix := suffix + 1;
    candidate := wanted || suffix::text;
  end loop;

  insert into public.profiles (id, username) values (new.id, candidate);
  return new;
end
$$;

revoke execute on function private.create_profile_for_new_user() from public, anon, authenticated;

-- The email of the account a person typed: with '@', the account with that email (any case);
-- without, the one account whose username is that name in any case.
create or replace function private.login_email(identifier text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when position('@' in login_email.identifier) > 0 then (
      select u.email::text
      from auth.users u
      where u.deleted_at is null and lower(u.email) = lower(login_email.identifier)
      limit 1
    )
    else (
      select u.email::text
      from public.profiles p
      join auth.users u on u.id = p.id
      where u.deleted_at is null and lower(p.username) = lower(login_email.identifier)
    )
  end
$$;

revoke execute on function private.login_email(text) from public, anon, authenticated;
grant execute on function private.login_email(text) to service_role;

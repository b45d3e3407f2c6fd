-- Usernames and emails are told apart by '@': a username never contains one, so what a person
-- types with an '@' is an email and only ever reaches the account with that email. Before this, a
-- username equal to another account's email captured that email's sign-in.

-- A username with '@' made before this migration gets it replaced (a numeric suffix keeps it
-- unique, as the profile trigger does); its owner still signs in with the email.
do $rename$
declare
  profile record;
  wanted text;
  candidate text;
  suffix integer;
begin
  for profile in select p.id, p.username from public.profiles p where position('@' in p.username) > 0
  loop
    wanted := replace(profile.username, '@', '_');
    candidate := wanted;
    suffix := 1;
    while exists (select 1 from public.profiles p where p.username = candidate) loop
      suffix := suffix + 1;
      candidate := wanted || suffix::text;
    end loop;
    update public.profiles set username = candidate where id = profile.id;
  end loop;
end
$rename$;

alter table public.profiles
  add constraint profiles_username_has_no_at check (position('@' in username) = 0);

-- New Auth users: a wanted username with '@' (sign-up metadata is client-supplied) is ignored in
-- favour of the email's local part, instead of failing the sign-up on the constraint above.
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
  while exists (select 1 from public.profiles p where p.username = candidate) loop
    suffix := suffix + 1;
    candidate := wanted || suffix::text;
  end loop;

  insert into public.profiles (id, username) values (new.id, candidate);
  return new;
end
$$;

-- The email of the account a person typed: with '@', the account with that email (any case);
-- without, the account with that username, an exact match before one in another case.
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
      order by (p.username = login_email.identifier) desc
      limit 1
    )
  end
$$;

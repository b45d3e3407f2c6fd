-- Profiles: one row per Auth user, holding the username people sign in with and the admin flag.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null unique,
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Every admin policy of every table calls this, as `(select private.is_admin())` so Postgres
-- evaluates it once per statement instead of once per row. Security definer because the caller
-- may not be allowed to read the profiles table itself.
create or replace function private.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;

revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create policy "Users read their own profile, admins read every profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "Admins add profiles"
  on public.profiles for insert to authenticated
  with check ((select private.is_admin()));

create policy "Users rename themselves, admins edit every profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

create policy "Admins delete profiles"
  on public.profiles for delete to authenticated
  using ((select private.is_admin()));

-- Visitors have no profile, so anon gets nothing. Signed-in users may only ever write the
-- username: `is_admin` is left out of the column grants on purpose.
grant select, delete on public.profiles to authenticated;
grant insert (id, username), update (username) on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- Belt and braces for `is_admin`: whatever the grants, only the table owner (the database owner
-- running migrations, seeds and admin scripts) may set or change it. This also stops
-- service_role, which bypasses RLS but must not hand out admin rights.
create or replace function private.protect_admin_flag() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  table_owner name;
begin
  select pg_catalog.pg_get_userbyid(c.relowner) into table_owner
  from pg_catalog.pg_class c where c.oid = tg_relid;

  if current_user <> table_owner and (
    (tg_op = 'INSERT' and new.is_admin)
    or (tg_op = 'UPDATE' and new.is_admin is distinct from old.is_admin)
  ) then
    raise exception 'only the database owner may change is_admin'
      using errcode = '42501';
  end if;
  return new;
end
$$;

revoke execute on function private.protect_admin_flag() from public;

create trigger protect_admin_flag
  before insert or update on public.profiles
  for each row execute function private.protect_admin_flag();

create trigger set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- Every new Auth user gets a profile. The username comes from the sign-up metadata, else from the
-- email's local part; a numeric suffix keeps it unique.
create or replace function private.create_profile_for_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'username'), ''),
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

revoke execute on function private.create_profile_for_new_user() from public;

create trigger create_profile_for_new_user
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- A signed-out token stays verifiable until it expires, up to an hour after sign-out. Every admin
-- policy (the content tables and storage.objects) decides through private.is_admin(), and Storage
-- and PostgREST check only the token's signature and expiry: so the admin flag counts only while
-- the token's session is live. A token without a live session is a signed-in non-admin at most.
create or replace function private.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.session_is_live() and coalesce(
    (select p.is_admin from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;

-- Policies run as the caller, so visitors and signed-in users must be able to call it.
revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

-- The only write a non-admin has, renaming themself, and reading their own profile follow too.
alter policy "Users read their own profile, admins read every profile" on public.profiles
  using ((select private.session_is_live()) and id = (select auth.uid()) or (select private.is_admin()));

alter policy "Users rename themselves, admins edit every profile" on public.profiles
  using ((select private.session_is_live()) and id = (select auth.uid()) or (select private.is_admin()))
  with check (
    (select private.session_is_live()) and id = (select auth.uid()) or (select private.is_admin())
  );

-- Site settings: free key/value pairs (call-to-action texts, phones, social links). Everything
-- here is public copy, so visitors read every row; the key is the identity.
create table public.site_settings (
  key text primary key,
  value text not null default '',
  -- 'text' makes the admin form use a multi-line field.
  type text not null default 'string',
  section text not null default 'general',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.site_settings enable row level security;

create policy "Everyone reads site settings"
  on public.site_settings for select to anon, authenticated
  using (true);

create policy "Admins add site settings"
  on public.site_settings for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit site settings"
  on public.site_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete site settings"
  on public.site_settings for delete to authenticated
  using ((select private.is_admin()));

grant select on public.site_settings to anon, authenticated;
grant insert, update, delete on public.site_settings to authenticated;
grant all on public.site_settings to service_role;

create trigger set_updated_at
  before update on public.site_settings
  for each row execute function private.set_updated_at();

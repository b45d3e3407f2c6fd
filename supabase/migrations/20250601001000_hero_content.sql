-- Hero content: the slides of the home carousel, in sort_order. Inactive slides are hidden.
create table public.hero_content (
  id bigint generated always as identity primary key,
  title text not null,
  subtitle text,
  background_url text,
  cta_text text,
  cta_link text,
  is_active boolean not null default true,
  sort_order integer not null default 0 check (sort_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.hero_content enable row level security;

create policy "Visitors read active hero slides, admins read all"
  on public.hero_content for select to anon, authenticated
  using (is_active or (select private.is_admin()));

create policy "Admins add hero slides"
  on public.hero_content for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit hero slides"
  on public.hero_content for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete hero slides"
  on public.hero_content for delete to authenticated
  using ((select private.is_admin()));

grant select on public.hero_content to anon, authenticated;
grant insert, update, delete on public.hero_content to authenticated;
grant all on public.hero_content to service_role;

create trigger set_updated_at
  before update on public.hero_content
  for each row execute function private.set_updated_at();

-- Promotions: offers shown while active; inactive ones stay stored for the owner to reuse.
create table public.promotions (
  id bigint generated always as identity primary key,
  title text not null,
  subtitle text,
  description text not null,
  icon text not null default 'tag',
  cta_text text,
  cta_link text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.promotions enable row level security;

create policy "Visitors read active promotions, admins read all"
  on public.promotions for select to anon, authenticated
  using (is_active or (select private.is_admin()));

create policy "Admins add promotions"
  on public.promotions for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit promotions"
  on public.promotions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete promotions"
  on public.promotions for delete to authenticated
  using ((select private.is_admin()));

grant select on public.promotions to anon, authenticated;
grant insert, update, delete on public.promotions to authenticated;
grant all on public.promotions to service_role;

create trigger set_updated_at
  before update on public.promotions
  for each row execute function private.set_updated_at();

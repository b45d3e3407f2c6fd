-- Services: the therapy cards of the home page, each linking to an anchor of /terapias.
create table public.services (
  id bigint generated always as identity primary key,
  title text not null,
  description text not null,
  icon text not null,
  link text,
  sort_order integer not null default 0 check (sort_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.services enable row level security;

create policy "Everyone reads services"
  on public.services for select to anon, authenticated
  using (true);

create policy "Admins add services"
  on public.services for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit services"
  on public.services for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete services"
  on public.services for delete to authenticated
  using ((select private.is_admin()));

-- Writes are granted to every signed-in user on purpose: the policies above are what decide.
grant select on public.services to anon, authenticated;
grant insert, update, delete on public.services to authenticated;
grant all on public.services to service_role;

create trigger set_updated_at
  before update on public.services
  for each row execute function private.set_updated_at();

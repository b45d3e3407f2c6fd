-- Products: the public site only ever shows featured products; the others are the owner's stock
-- of drafts and are for admins only.
create table public.products (
  id bigint generated always as identity primary key,
  title text not null,
  tagline text,
  description text not null,
  image_url text,
  price text,
  cta_text text default 'Comprar',
  cta_link text,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.products enable row level security;

create policy "Visitors read featured products, admins read all"
  on public.products for select to anon, authenticated
  using (featured or (select private.is_admin()));

create policy "Admins add products"
  on public.products for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins edit products"
  on public.products for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete products"
  on public.products for delete to authenticated
  using ((select private.is_admin()));

grant select on public.products to anon, authenticated;
grant insert, update, delete on public.products to authenticated;
grant all on public.products to service_role;

create trigger set_updated_at
  before update on public.products
  for each row execute function private.set_updated_at();

-- The slugs of the pages the code draws are rows the table reads, not a check that each page
-- migration re-listed whole (issue 42: what varies is data): a new page or part is one insert
-- into private.page_slugs beside its seeded row, and public.pages admits no slug outside it.
create table private.page_slugs (
  slug text primary key
);

comment on table private.page_slugs is
  'The slugs a route of the code draws (page-slugs.ts); public.pages admits no other.';

alter table private.page_slugs enable row level security;

-- No one reads or writes it but the migrations and the foreign key's own check.
revoke all on private.page_slugs from public, anon, authenticated, service_role;

insert into private.page_slugs (slug) values
  ('politica-privacidad'), ('terminos'), ('aviso-legal'),
  ('nosotros'), ('nosotros-equipo'), ('nosotros-elena-marin'), ('nosotros-tomas-requena'),
  ('nosotros-mision'), ('nosotros-cierre'),
  ('terapias'), ('terapias-nutricion'), ('terapias-terapias-remotas'), ('terapias-comunidad'),
  ('terapias-presencial'), ('terapias-acompanamientos'), ('terapias-suplementos'),
  ('terapias-dispositivos'), ('terapias-cierre'),
  ('nutricion'), ('nutricion-historia'), ('nutricion-temas'), ('nutricion-mentoria'),
  ('nutricion-testimonios'), ('nutricion-cierre'),
  ('elena-marin'), ('elena-marin-grupos'), ('elena-marin-tabla'), ('elena-marin-cierre');

alter table public.pages drop constraint pages_slug_check;
alter table public.pages
  add constraint pages_slug_drawn foreign key (slug) references private.page_slugs (slug);

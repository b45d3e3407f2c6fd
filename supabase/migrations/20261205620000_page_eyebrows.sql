-- The short line above a section's title (its eyebrow: «Quiénes somos», «Por qué lo hacemos», «La
-- fundadora»...) and the title of Nosotros's team section («Elena y Tomás») were still the code's
-- words; they become hers (issue 38) as the rest of those pages did: `eyebrow` on a page's row,
-- seeded with the words the code had, and one more part of Nosotros, its team section
-- ('nosotros-equipo': its title and eyebrow; a text she writes there is the section's
-- introduction, above the two profiles). A page's hero keeps the page's own name above its title,
-- the name the navigation gives it. The table was declared with declare_content_table: drafts,
-- Historial, backups and the rebuild read its rows whole, so the new column and row are theirs.
alter table public.pages
  add column eyebrow text check (eyebrow is null or length(btrim(eyebrow)) between 1 and 80);

alter table public.pages drop constraint pages_slug_check;
alter table public.pages add constraint pages_slug_check check (slug in (
  'politica-privacidad', 'terminos', 'aviso-legal',
  'nosotros', 'nosotros-equipo', 'nosotros-elena-marin', 'nosotros-tomas-requena',
  'nosotros-mision', 'nosotros-cierre',
  'terapias', 'terapias-nutricion', 'terapias-terapias-remotas', 'terapias-comunidad',
  'terapias-presencial', 'terapias-acompanamientos', 'terapias-suplementos',
  'terapias-dispositivos', 'terapias-cierre',
  'nutricion', 'nutricion-historia', 'nutricion-temas', 'nutricion-mentoria',
  'nutricion-testimonios', 'nutricion-cierre',
  'elena-marin', 'elena-marin-grupos', 'elena-marin-tabla', 'elena-marin-cierre'
));

insert into public.pages (slug, title, subtitle, body) values
  ('nosotros-equipo', 'Elena y Tomás', null, '{"root":{"type":"root","children":[]}}'::jsonb);

-- Seeding is no edit of hers: the Historial keeps no version of the rows as they were before.
alter table public.pages disable trigger keep_content_version;
update public.pages set eyebrow = 'Quiénes somos' where slug = 'nosotros-equipo';
update public.pages set eyebrow = 'Por qué lo hacemos' where slug = 'nosotros-mision';
update public.pages set eyebrow = 'La fundadora' where slug = 'nutricion-historia';
update public.pages set eyebrow = 'Qué trabajamos' where slug = 'nutricion-temas';
update public.pages set eyebrow = 'Mentoría' where slug = 'nutricion-mentoria';
update public.pages set eyebrow = 'Testimonios' where slug = 'nutricion-testimonios';
alter table public.pages enable trigger keep_content_version;

-- A picture's «Texto alternativo» gets its Historial (issue 38), as every text of hers has: each
-- save of a description keeps the one it replaces, and «Restaurar esta versión» puts it back.
-- media_descriptions (20261205100000_media_descriptions.sql) already has RLS, its grants, its
-- updated_at stamp and its change trigger, so it is not declared with
-- private.declare_content_table (which would make those again): it is recorded in the
-- declaration as 20261129500005_declaration_gives_drafts_versions_trash.sql recorded the tables
-- made before it, and gets the versions trigger. Its items are named by their picture (the key
-- private.picture_of gives, `images/<name>`); a description is written, never added to a list,
-- published or deleted, so it has no drafts, no Papelera and no hand order.
--
-- A picture's first description is an insert and keeps no version (nothing was there before);
-- every later save does, the API's upsert too (its ON CONFLICT DO UPDATE is an update).

insert into private.content_tables
  (table_name, key_column, unversioned, drafts, trash, label_column, order_column)
values ('media_descriptions', 'picture', '{}', false, false, 'picture', null);

create trigger keep_content_version after update on public.media_descriptions
  for each row execute function private.keep_content_version();

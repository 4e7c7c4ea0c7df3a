-- Issue 23: the catalogue's text search. PostgreSQL full-text search in Spanish over a podcast's title,
-- categories and description, with accents folded so that «cafe» finds «Café» and «tecnologia» finds
-- «Tecnología». No `unaccent` extension (PGlite does not ship it): `translate()` over a fixed table of
-- accented letters, inside IMMUTABLE SQL functions, so that a stored generated column can use them.
-- Adding the generated column computes it for every existing row (the backfill) in the same statement.
-- The query side folds the searched words with catalogue_fold() too (modules/podcasts/catalogue.ts).

CREATE FUNCTION catalogue_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT translate(lower(input), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy')
$$;
--> statement-breakpoint
-- Feeds write Apple's English category names; the product shows them in Spanish
-- (packages/domain podcast-categories.ts), so a search finds both «Business» and «negocios».
CREATE FUNCTION catalogue_category_words(categories text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(category || ' ' || coalesce(labels.label, ''), ' '), '')
  FROM unnest(categories) AS category
  LEFT JOIN (VALUES
    ('Arts', 'Arte'), ('Business', 'Negocios'), ('Comedy', 'Humor'), ('Education', 'Educación'),
    ('Fiction', 'Ficción'), ('Government', 'Política y gobierno'), ('History', 'Historia'),
    ('Health & Fitness', 'Salud y deporte'), ('Kids & Family', 'Infantil y familia'), ('Leisure', 'Ocio'),
    ('Music', 'Música'), ('News', 'Noticias'), ('Religion & Spirituality', 'Religión y espiritualidad'),
    ('Science', 'Ciencia'), ('Society & Culture', 'Sociedad y cultura'), ('Sports', 'Deportes'),
    ('Technology', 'Tecnología'), ('True Crime', 'Crímenes reales'), ('TV & Film', 'Cine y televisión')
  ) AS labels(name, label) ON labels.name = category
$$;
--> statement-breakpoint
-- The document: the title weighs most (A), then the categories (B), then the description (C). The calls
-- name their schema: pg_restore recomputes the column with an empty search_path.
CREATE FUNCTION catalogue_document(title text, categories text[], description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('spanish'::regconfig, coalesce(public.catalogue_fold(title), '')), 'A')
    || setweight(to_tsvector('spanish'::regconfig, public.catalogue_fold(public.catalogue_category_words(categories))), 'B')
    || setweight(to_tsvector('spanish'::regconfig, coalesce(public.catalogue_fold(description), '')), 'C')
$$;
--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (catalogue_document(title, categories, description)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "podcasts_search_document_idx" ON "podcasts" USING gin ("search_document");
--> statement-breakpoint
-- `/podcasts` is now the catalogue's page (packages/domain slugs.ts reserves it): a podcast already
-- holding that slug keeps its page under a new one.
UPDATE "podcasts" SET "slug" = 'podcasts-' || substr(replace(id::text, '-', ''), 1, 8) WHERE "slug" = 'podcasts';

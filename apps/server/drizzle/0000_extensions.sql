-- Extensions and helpers the schema migration depends on (hand-written: drizzle-kit cannot emit them).
-- pg_trgm and unaccent are "trusted" extensions since PostgreSQL 13, so a database owner without
-- superuser rights can create them on managed services. They go into `public` because f_unaccent
-- refers to them by schema-qualified name.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index expression.
-- This IMMUTABLE wrapper pins the dictionary by schema-qualified name, which makes it safe to index
-- `f_unaccent(lower(col))` with gin_trgm_ops. Keep the body a plain SQL string (no BEGIN ATOMIC) so it
-- runs the same on PostgreSQL 15 and PGlite. text-filter.ts must use exactly this expression.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $func$;

DROP INDEX "companies_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_name_trgm_idx" ON "companies" USING gin ("search_name" gin_trgm_ops);
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "products_model_product_trgm_idx";--> statement-breakpoint
DROP INDEX "products_manufacturer_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name || ' | ' || code || ' | ' || coalesce(manufacturer, '')))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
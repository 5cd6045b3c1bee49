ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "audience" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "news_published_created_at_idx" ON "news" USING btree ("created_at" DESC NULLS LAST) WHERE "news"."published";--> statement-breakpoint
CREATE INDEX "videos_published_created_at_idx" ON "videos" USING btree ("created_at" DESC NULLS LAST) WHERE "videos"."published";
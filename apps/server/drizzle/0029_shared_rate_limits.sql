-- UNLOGGED (not in the Drizzle schema: drizzle-kit has no such option, so it never sees or undoes it):
-- counters skip the WAL; a crash empties the table, which only forgives counts (core/shared-counters.ts).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
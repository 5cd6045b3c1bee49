CREATE TABLE "badge_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"state" text DEFAULT 'pendente' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"badges" jsonb NOT NULL,
	"file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_jobs_state_check" CHECK ("badge_jobs"."state" IN ('pendente', 'gerando', 'pronto', 'falhou'))
);
--> statement-breakpoint
CREATE INDEX "badge_jobs_created_at_idx" ON "badge_jobs" USING btree ("created_at");--> statement-breakpoint
-- the badge batches' queue (issue 40 §1 "long jobs"); retry, back-off and expiry are set per job
-- (modules/badge-jobs/badge-jobs.queue.ts), as for the "mail" queue of 0030_mail_jobs.sql
SELECT pgboss.create_queue('badges', '{"policy":"standard"}'::json);

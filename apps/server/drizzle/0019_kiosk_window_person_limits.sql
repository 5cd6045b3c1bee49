CREATE TABLE "person_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "self_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "checkin_opens_hours_before" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "kiosk_adds_unlisted" boolean;--> statement-breakpoint
CREATE INDEX "person_limits_expires_at_idx" ON "person_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_checkin_opens_hours_before_check" CHECK ("events"."checkin_opens_hours_before" BETWEEN 0 AND 168);
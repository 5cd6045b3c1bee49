ALTER TABLE "event_attendees" ADD COLUMN "last_check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "last_check_out_at" timestamp with time zone;
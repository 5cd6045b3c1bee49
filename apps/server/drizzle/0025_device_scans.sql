CREATE TABLE "device_manifest_keys" (
	"event_id" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_manifest_removals" (
	"event_id" text NOT NULL,
	"attendee_id" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"device_id" text NOT NULL,
	"nonce" text NOT NULL,
	"attendee_id" text,
	"method" text NOT NULL,
	"type" smallint NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offline" boolean NOT NULL,
	"outcome" text NOT NULL,
	"repeat_of_scan_id" text,
	"standing_at" timestamp with time zone,
	"clock_off" boolean DEFAULT false NOT NULL,
	"value" text,
	CONSTRAINT "device_scans_type_check" CHECK ("device_scans"."type" IN (1, 2)),
	CONSTRAINT "device_scans_method_check" CHECK ("device_scans"."method" IN ('qr', 'cpf', 'email')),
	CONSTRAINT "device_scans_outcome_check" CHECK ("device_scans"."outcome" IN ('in', 'out', 'repeat', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "attendee_checks" DROP CONSTRAINT "attendee_checks_source_check";--> statement-breakpoint
ALTER TABLE "device_manifest_keys" ADD CONSTRAINT "device_manifest_keys_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scans" ADD CONSTRAINT "device_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scans" ADD CONSTRAINT "device_scans_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scans" ADD CONSTRAINT "device_scans_attendee_id_event_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."event_attendees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_manifest_removals_event_id_removed_at_idx" ON "device_manifest_removals" USING btree ("event_id","removed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_scans_device_id_nonce_key" ON "device_scans" USING btree ("device_id","nonce");--> statement-breakpoint
CREATE INDEX "device_scans_attendee_id_idx" ON "device_scans" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "device_scans_event_id_received_at_idx" ON "device_scans" USING btree ("event_id","received_at");--> statement-breakpoint
CREATE INDEX "device_scans_device_id_received_at_idx" ON "device_scans" USING btree ("device_id","received_at");--> statement-breakpoint
ALTER TABLE "attendee_checks" ADD CONSTRAINT "attendee_checks_source_check" CHECK ("attendee_checks"."source" IN ('kiosk', 'import', 'staff', 'device'));
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" text,
	"company_id" text,
	"name" text NOT NULL,
	"direction" smallint DEFAULT 1 NOT NULL,
	"methods" text[] DEFAULT ARRAY['qr']::text[] NOT NULL,
	"print_badge" boolean DEFAULT false NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"token_hash" text,
	"paired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"pending_scans" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_kind_check" CHECK ("devices"."kind" IN ('checkin', 'lead', 'consumption')),
	CONSTRAINT "devices_direction_check" CHECK ("devices"."direction" IN (1, 2)),
	CONSTRAINT "devices_event_check" CHECK ("devices"."kind" <> 'checkin' OR "devices"."event_id" IS NOT NULL),
	CONSTRAINT "devices_company_check" CHECK ("devices"."kind" <> 'lead' OR "devices"."company_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_key" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_pairing_code_hash_key" ON "devices" USING btree ("pairing_code_hash");--> statement-breakpoint
CREATE INDEX "devices_event_id_created_at_idx" ON "devices" USING btree ("event_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "devices_company_id_idx" ON "devices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "devices_kind_created_at_idx" ON "devices" USING btree ("kind","created_at" DESC NULLS FIRST);
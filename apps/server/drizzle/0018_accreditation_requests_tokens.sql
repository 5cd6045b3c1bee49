CREATE TABLE "accreditation_token_uses" (
	"token_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accreditation_token_uses_used_at_idx" ON "accreditation_token_uses" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "accreditation_uploads_token_id_idx" ON "accreditation_uploads" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "accreditation_uploads_created_at_idx" ON "accreditation_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "company_join_requests_company_id_idx" ON "company_join_requests" USING btree ("company_id","created_at");
CREATE TABLE "accreditation_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"event_id" text,
	"know_about" text,
	"consent_version" text NOT NULL,
	"consent_text" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"user_id" text,
	"company_id" text,
	"lead_id" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_value_check" CHECK ("budgets"."value" >= 0),
	CONSTRAINT "budgets_status_check" CHECK ("budgets"."status" IN (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "builder_records" (
	"id" text PRIMARY KEY NOT NULL,
	"builder_company_id" text NOT NULL,
	"company_id" text NOT NULL,
	"need_water_and_drain" boolean,
	"need_additional_three_phase_power" boolean,
	"art_execution" jsonb,
	"art_project" jsonb,
	"blueprint" jsonb,
	"view" jsonb,
	"volumetric_3d" jsonb,
	"insurance_policy" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"status" smallint DEFAULT 4 NOT NULL,
	"user_id" text,
	"company_id" text,
	"created_by" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashbacks_value_check" CHECK ("cashbacks"."value" >= 0),
	CONSTRAINT "cashbacks_status_check" CHECK ("cashbacks"."status" IN (0, 1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"social_name" text DEFAULT '' NOT NULL,
	"segment" text,
	"stand" text,
	"document" text NOT NULL,
	"email" text,
	"phone_number" text,
	"national_phone_number" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"about" text,
	"cashback_fee" integer DEFAULT 0 NOT NULL,
	"logo" text,
	"banner" text,
	"catalog" text,
	"responsibility_file_url" text,
	"responsibility_status" smallint,
	"company_type" char(1) NOT NULL,
	"address" jsonb,
	"city" text,
	"state" varchar(2),
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_type_check" CHECK ("companies"."company_type" IN ('E', 'M', 'S')),
	CONSTRAINT "companies_responsibility_status_check" CHECK ("companies"."responsibility_status" IN (0, 1, 2)),
	CONSTRAINT "companies_cashback_fee_check" CHECK ("companies"."cashback_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consumption_items" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"consumption_centi_kva" integer NOT NULL,
	"company_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumption_items_consumption_check" CHECK ("consumption_items"."consumption_centi_kva" > 0)
);
--> statement-breakpoint
CREATE TABLE "consumption_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text NOT NULL,
	"consumption_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"method" text NOT NULL,
	"user_role" text,
	"previous_used" integer NOT NULL,
	"new_used" integer NOT NULL,
	"limit" integer,
	"unlimited" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumption_logs_type_check" CHECK ("consumption_logs"."consumption_type" IN ('savory', 'sweets', 'popcorn', 'nonAlcoholicDrinks', 'beer', 'coffee')),
	CONSTRAINT "consumption_logs_method_check" CHECK ("consumption_logs"."method" IN ('staff', 'mobile')),
	CONSTRAINT "consumption_logs_user_role_check" CHECK ("consumption_logs"."user_role" IN ('Convidado', 'Staff', 'VIP')),
	CONSTRAINT "consumption_logs_quantity_check" CHECK ("consumption_logs"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stand_consumptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"item_id" text NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_consumptions_quantity_check" CHECK ("stand_consumptions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_consumption" (
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"unlimited" boolean DEFAULT false NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consumption_pkey" PRIMARY KEY("user_id","type"),
	CONSTRAINT "user_consumption_type_check" CHECK ("user_consumption"."type" IN ('savory', 'sweets', 'popcorn', 'nonAlcoholicDrinks', 'beer', 'coffee')),
	CONSTRAINT "user_consumption_used_check" CHECK ("user_consumption"."used" >= 0),
	CONSTRAINT "user_consumption_limit_check" CHECK ("user_consumption"."limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner" text,
	"video" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_status_check" CHECK ("videos"."status" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "attendee_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"attendee_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" smallint NOT NULL,
	"minute_bucket" integer NOT NULL,
	"source" text DEFAULT 'kiosk' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendee_checks_type_check" CHECK ("attendee_checks"."type" IN (1, 2)),
	CONSTRAINT "attendee_checks_source_check" CHECK ("attendee_checks"."source" IN ('kiosk', 'import', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"check_in_date" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"type" smallint NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"banner" text,
	"video" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lanes" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lanes_company_id_position_key" UNIQUE("company_id","position")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"info" text,
	"status" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"description" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"event_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "price_policies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_price" integer DEFAULT 0 NOT NULL,
	"category_id" text,
	"price_policy_id" text,
	"model_product" text,
	"brand" text,
	"manufacturer" text,
	"origin" text,
	"inmetro_number" text,
	"imported" boolean DEFAULT false NOT NULL,
	"customs_code" text,
	"description" text,
	"utility" text,
	"size" text,
	"canvas" text,
	"specification" text,
	"indice" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_cost_price_check" CHECK ("products"."cost_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payment_method" smallint,
	"user_id" text,
	"company_id" text,
	"created_by" text,
	"resource" text,
	"resource_id" text,
	"pix_txid" text,
	"provider" text,
	"provider_reference" text,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_value_check" CHECK ("transactions"."value" >= 0),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" IN (0, 1, 2)),
	CONSTRAINT "transactions_resource_check" CHECK ("transactions"."resource" IN ('budget', 'cashback'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"badge_name" text,
	"document" text,
	"email" text,
	"phone_number" text,
	"national_phone_number" text,
	"birth_date" date,
	"gender" smallint,
	"profession" text,
	"company_name" text,
	"company_document" text,
	"company_id" text,
	"sector" text,
	"code" varchar(10) NOT NULL,
	"ticket_type" text,
	"external_id" text,
	"role" text DEFAULT 'User' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"pending_approval" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"must_reset_password" boolean DEFAULT false NOT NULL,
	"professional_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_printed" boolean DEFAULT false NOT NULL,
	"check_in_at" timestamp with time zone,
	"address" jsonb,
	"city" text,
	"state" varchar(2),
	"mobile" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" IN (0, 1, 2)),
	CONSTRAINT "users_status_check" CHECK ("users"."status" IN (0, 1)),
	CONSTRAINT "users_code_check" CHECK (char_length("users"."code") = 10)
);
--> statement-breakpoint
ALTER TABLE "accreditation_consents" ADD CONSTRAINT "accreditation_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_consents" ADD CONSTRAINT "accreditation_consents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_records" ADD CONSTRAINT "builder_records_builder_company_id_companies_id_fk" FOREIGN KEY ("builder_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_records" ADD CONSTRAINT "builder_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_records" ADD CONSTRAINT "builder_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_items" ADD CONSTRAINT "consumption_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_items" ADD CONSTRAINT "consumption_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_logs" ADD CONSTRAINT "consumption_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumption_logs" ADD CONSTRAINT "consumption_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_consumptions" ADD CONSTRAINT "stand_consumptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_consumptions" ADD CONSTRAINT "stand_consumptions_item_id_consumption_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."consumption_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_consumptions" ADD CONSTRAINT "stand_consumptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_consumption" ADD CONSTRAINT "user_consumption_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_checks" ADD CONSTRAINT "attendee_checks_attendee_id_event_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."event_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_checks" ADD CONSTRAINT "attendee_checks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendee_checks" ADD CONSTRAINT "attendee_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_policy_id_price_policies_id_fk" FOREIGN KEY ("price_policy_id") REFERENCES "public"."price_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accreditation_consents_user_id_idx" ON "accreditation_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accreditation_consents_created_at_idx" ON "accreditation_consents" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accreditation_consents_type_created_at_idx" ON "accreditation_consents" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "budgets_created_at_idx" ON "budgets" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "budgets_company_id_created_at_idx" ON "budgets" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "budgets_user_id_created_at_idx" ON "budgets" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "budgets_status_created_at_idx" ON "budgets" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "budgets_lead_id_idx" ON "budgets" USING btree ("lead_id") WHERE "budgets"."lead_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "budgets_created_by_idx" ON "budgets" USING btree ("created_by") WHERE "budgets"."created_by" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "builder_records_company_id_key" ON "builder_records" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "builder_records_builder_company_id_created_at_idx" ON "builder_records" USING btree ("builder_company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "builder_records_created_at_idx" ON "builder_records" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "builder_records_created_by_idx" ON "builder_records" USING btree ("created_by") WHERE "builder_records"."created_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cashbacks_created_at_idx" ON "cashbacks" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cashbacks_company_id_created_at_idx" ON "cashbacks" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cashbacks_user_id_created_at_idx" ON "cashbacks" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cashbacks_status_created_at_idx" ON "cashbacks" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cashbacks_created_by_idx" ON "cashbacks" USING btree ("created_by") WHERE "cashbacks"."created_by" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_event_id_user_id_key" ON "certificates" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "certificates_user_id_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_company_type_document_key" ON "companies" USING btree ("company_type","document");--> statement-breakpoint
CREATE INDEX "companies_document_idx" ON "companies" USING btree ("document");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_company_type_created_at_idx" ON "companies" USING btree ("company_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_created_by_idx" ON "companies" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_social_name_trgm_idx" ON "companies" USING gin (f_unaccent(lower("social_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_email_trgm_idx" ON "companies" USING gin (f_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_document_trgm_idx" ON "companies" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consumption_items_created_at_idx" ON "consumption_items" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumption_items_company_id_created_at_idx" ON "consumption_items" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumption_logs_created_at_idx" ON "consumption_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumption_logs_consumed_at_idx" ON "consumption_logs" USING btree ("consumed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumption_logs_user_id_created_at_idx" ON "consumption_logs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumption_logs_type_created_at_idx" ON "consumption_logs" USING btree ("consumption_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "consumption_logs_created_by_idx" ON "consumption_logs" USING btree ("created_by") WHERE "consumption_logs"."created_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stand_consumptions_company_id_created_at_idx" ON "stand_consumptions" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stand_consumptions_created_at_idx" ON "stand_consumptions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stand_consumptions_item_id_idx" ON "stand_consumptions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "videos_status_created_at_idx" ON "videos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "videos_title_trgm_idx" ON "videos" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "attendee_checks_attendee_id_type_minute_bucket_key" ON "attendee_checks" USING btree ("attendee_id","type","minute_bucket");--> statement-breakpoint
CREATE INDEX "attendee_checks_event_id_type_created_at_idx" ON "attendee_checks" USING btree ("event_id","type","created_at");--> statement-breakpoint
CREATE INDEX "attendee_checks_attendee_id_created_at_idx" ON "attendee_checks" USING btree ("attendee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_event_id_user_id_key" ON "event_attendees" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_attendees_event_id_created_at_idx" ON "event_attendees" USING btree ("event_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "event_attendees_user_id_idx" ON "event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_attendees_event_id_status_idx" ON "event_attendees" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_type_created_at_idx" ON "events" USING btree ("type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (f_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "leads_company_id_user_id_key" ON "leads" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_id_created_at_idx" ON "leads" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_company_id_status_idx" ON "leads" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "leads_created_by_created_at_idx" ON "leads" USING btree ("created_by","created_at" DESC NULLS FIRST) WHERE "leads"."created_by" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_user_id_created_at_idx" ON "leads" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "price_policies_name_lower_key" ON "price_policies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "price_policies_created_at_idx" ON "price_policies" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_lower_key" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_categories_name_trgm_idx" ON "product_categories" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_id_created_at_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_price_policy_id_idx" ON "products" USING btree ("price_policy_id");--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin (f_unaccent(lower("code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_model_product_trgm_idx" ON "products" USING gin (f_unaccent(lower("model_product")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_manufacturer_trgm_idx" ON "products" USING gin (f_unaccent(lower("manufacturer")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_company_id_created_at_idx" ON "transactions" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_user_id_created_at_idx" ON "transactions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_status_created_at_idx" ON "transactions" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_resource_idx" ON "transactions" USING btree ("resource","resource_id");--> statement-breakpoint
CREATE INDEX "transactions_created_by_idx" ON "transactions" USING btree ("created_by") WHERE "transactions"."created_by" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_pix_txid_key" ON "transactions" USING btree ("pix_txid") WHERE "transactions"."pix_txid" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_reference_key" ON "transactions" USING btree ("provider","provider_reference") WHERE "transactions"."provider_reference" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_key" ON "users" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id_key" ON "users" USING btree ("external_id") WHERE "users"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_document_key" ON "users" USING btree ("document") WHERE "users"."document" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_company_id_created_at_idx" ON "users" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_status_created_at_idx" ON "users" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_check_in_at_idx" ON "users" USING btree ("check_in_at");--> statement-breakpoint
CREATE INDEX "users_state_city_idx" ON "users" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "users_created_by_idx" ON "users" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (f_unaccent(lower("full_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (f_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_trgm_idx" ON "users" USING gin (f_unaccent(lower("company_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_profession_trgm_idx" ON "users" USING gin (f_unaccent(lower("profession")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_document_trgm_idx" ON "users" USING gin ("document" gin_trgm_ops);
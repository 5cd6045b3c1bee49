CREATE INDEX "attendee_checks_type_created_at_idx" ON "attendee_checks" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_info_trgm_idx" ON "leads" USING gin (f_unaccent(lower("info")) gin_trgm_ops);
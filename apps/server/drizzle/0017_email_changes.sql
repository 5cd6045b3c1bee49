CREATE TABLE "email_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"old_email" text,
	"new_email" text NOT NULL,
	"confirm_hash" text NOT NULL,
	"cancel_hash" text NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_changes_user_id_key" UNIQUE("user_id"),
	CONSTRAINT "email_changes_confirm_hash_key" UNIQUE("confirm_hash"),
	CONSTRAINT "email_changes_cancel_hash_key" UNIQUE("cancel_hash")
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_changes_expires_at_idx" ON "email_changes" USING btree ("expires_at");
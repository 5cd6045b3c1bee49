-- Issue 38 "Performance": each attendee's hashed manifest keys (badge, CPF, e-mail), stored so that a
-- gate's manifest of 50,000 people is a read instead of 350,000 SHA-256 per app process
-- (modules/device-sync/manifest-hashes.ts). A row is current while its salt is the event's.
CREATE TABLE "device_manifest_hashes" (
	"attendee_id" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"qr" text,
	"cpf" text,
	"email" text
);
--> statement-breakpoint
ALTER TABLE "device_manifest_hashes" ADD CONSTRAINT "device_manifest_hashes_attendee_id_event_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."event_attendees"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A change of a person's badge code, CPF or e-mail deletes their stored hashes (the next manifest or
-- delta hashes them again): 0026's trigger function, which already stamps their attendee rows for the
-- delta, now also does this. It fires only for UPDATEs listing one of its columns (check-ins do not).
CREATE OR REPLACE FUNCTION public.device_manifest_person_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  UPDATE public.event_attendees AS ea SET updated_at = now() WHERE ea.user_id = NEW.id;
  IF OLD.code IS DISTINCT FROM NEW.code OR OLD.document IS DISTINCT FROM NEW.document
      OR OLD.email IS DISTINCT FROM NEW.email THEN
    DELETE FROM public.device_manifest_hashes AS h USING public.event_attendees AS ea
      WHERE ea.user_id = NEW.id AND h.attendee_id = ea.id;
  END IF;
  RETURN NULL;
END
$func$;

-- Issue 38 §3: what a paired gate's manifest delta needs to know, whoever changes the data.
-- 1. An attendee removed from an event (staff, an import, a user's deletion cascading) is written to
--    device_manifest_removals, so the next delta tells the gates to drop it (`removed`). Not while the
--    event itself is being deleted (its devices and their data go with it).
-- 2. A change of what a gate finds or shows a person by (badge code, CPF, e-mail, name, badge name,
--    company) stamps that person's event_attendees.updated_at, the delta's one filter. The trigger
--    fires only for UPDATEs that list one of these columns: check-in and badge-printing updates of
--    users do not, so they stay HOT and pay nothing (docs/architecture.md, migration 0010).
CREATE OR REPLACE FUNCTION public.device_manifest_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  IF EXISTS (SELECT 1 FROM public.events AS ev WHERE ev.id = OLD.event_id) THEN
    INSERT INTO public.device_manifest_removals (event_id, attendee_id, removed_at)
      VALUES (OLD.event_id, OLD.id, now());
  END IF;
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE TRIGGER event_attendees_manifest_removed AFTER DELETE ON public.event_attendees
  FOR EACH ROW EXECUTE FUNCTION public.device_manifest_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.device_manifest_person_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  UPDATE public.event_attendees AS ea SET updated_at = now() WHERE ea.user_id = NEW.id;
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE TRIGGER users_manifest_person_changed
  AFTER UPDATE OF code, document, email, first_name, last_name, full_name, badge_name, company_name, company_id
  ON public.users
  FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.document IS DISTINCT FROM NEW.document
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.full_name IS DISTINCT FROM NEW.full_name
    OR OLD.badge_name IS DISTINCT FROM NEW.badge_name OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION public.device_manifest_person_changed();

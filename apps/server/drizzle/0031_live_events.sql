-- Issue 40 §3, live updates: the database announces on channel 'live_events' what an open stream
-- (GET /api/events/stream, modules/live) must push, whoever writes it (any app process, a script), when
-- the write commits. Payloads are short ids only (NOTIFY's limit is 8000 bytes): the listening process
-- reads the rows itself, within the stream's user.
--   n:<user id>:<notification id>  a notification was created for that user (the bell)
--   d:<company id>                 that company's leads changed (a manager's or user's home dashboard)
-- Kiosk check-ins (the admin's dashboard) announce nothing: a NOTIFY takes PostgreSQL's database-wide
-- commit lock for notifying transactions, which the kiosk's hot path must not queue on; the admin's
-- counters are re-read every few seconds while watched instead (docs/architecture.md, "Live updates").
CREATE OR REPLACE FUNCTION public.live_notification_created() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  PERFORM pg_notify('live_events', 'n:' || NEW.user_id || ':' || NEW.id);
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE TRIGGER notifications_live AFTER INSERT ON public.notifications
  FOR EACH ROW EXECUTE FUNCTION public.live_notification_created();
--> statement-breakpoint
-- one announcement per company and statement (an import of 1,000 leads is one), not per row
CREATE OR REPLACE FUNCTION public.live_leads_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
DECLARE
  company text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR company IN SELECT DISTINCT company_id FROM old_rows WHERE company_id IS NOT NULL LOOP
      PERFORM pg_notify('live_events', 'd:' || company);
    END LOOP;
  ELSE
    FOR company IN SELECT DISTINCT company_id FROM new_rows WHERE company_id IS NOT NULL LOOP
      PERFORM pg_notify('live_events', 'd:' || company);
    END LOOP;
  END IF;
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE TRIGGER leads_live_inserted AFTER INSERT ON public.leads
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_leads_changed();
--> statement-breakpoint
CREATE TRIGGER leads_live_deleted AFTER DELETE ON public.leads
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.live_leads_changed();

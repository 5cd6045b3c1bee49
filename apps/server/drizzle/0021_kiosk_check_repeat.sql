-- Issue 38 §1: the kiosk tells a repeat scan apart (amber "Entrada já registrada às HH:MM") in the same
-- call, so the hot path stays one round trip. Two changes to kiosk_check (0013, 0020):
-- 1. What counts as a repeat (nothing written, the answer comes from the row as read):
--    check-in:  a check-in within the last 60 s (p_since, as before), or the attendee is still inside:
--               the last check-in is within the last 12 hours ("today" of a fair day, whatever the time
--               zone) and no check-out came after it. A check-in after a check-out, or on the next day of
--               a multi-day fair, is a new entrance.
--    check-out: a check-out within the last 60 s, or already out: the last check-out is not before the
--               last check-in.
--    r_recent_in / r_recent_out now answer these rules (the caller reads them as "repeat"), and the
--    conditional UPDATEs carry the same rules, re-checked under the row lock for concurrent scans.
-- 2. Two new result columns, r_last_in and r_last_out: the attendee's recorded check-in / check-out
--    times as read, so a repeat can say when the recorded check was. New result columns need DROP +
--    CREATE (CREATE OR REPLACE cannot change a function's result type).
DROP FUNCTION IF EXISTS public.kiosk_check(text, text, text, integer, integer, timestamptz, timestamptz, text, integer, text);
--> statement-breakpoint
CREATE FUNCTION public.kiosk_check(
  p_kind text,
  p_person text,
  p_event_id text,
  p_type integer,
  p_went integer,
  p_at timestamptz,
  p_since timestamptz,
  p_check_id text,
  p_bucket integer,
  p_created_by text
) RETURNS TABLE (
  r_id text,
  r_first_name text,
  r_last_name text,
  r_status integer,
  r_done integer,
  r_attendee_status integer,
  r_checked_in boolean,
  r_recent_in boolean,
  r_recent_out boolean,
  r_open boolean,
  r_last_in timestamptz,
  r_last_out timestamptz
)
  LANGUAGE plpgsql
  AS $func$
DECLARE
  v_attendee_id text;
  v_stay timestamptz := p_at - interval '12 hours';
BEGIN
  SELECT k.r_id, k.r_first_name, k.r_last_name, k.r_status INTO r_id, r_first_name, r_last_name, r_status
    FROM public.kiosk_person(p_kind, p_person) AS k;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  SELECT coalesce(p_at >= ev.starts_at - make_interval(hours => ev.checkin_opens_hours_before)
      AND p_at <= coalesce(ev.ends_at, ev.starts_at + interval '24 hours'), false)
    INTO r_open FROM public.events AS ev WHERE ev.id = p_event_id;
  IF r_open IS NOT TRUE THEN
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT e.status, e.check_in_date IS NOT NULL,
      coalesce(e.last_check_in_at > p_since OR (e.last_check_in_at > v_stay
        AND (e.last_check_out_at IS NULL OR e.last_check_out_at < e.last_check_in_at)), false),
      coalesce(e.last_check_out_at > p_since OR e.last_check_out_at >= e.last_check_in_at, false),
      e.last_check_in_at, e.last_check_out_at
    INTO r_attendee_status, r_checked_in, r_recent_in, r_recent_out, r_last_in, r_last_out
    FROM public.event_attendees AS e WHERE e.event_id = p_event_id AND e.user_id = r_id;

  IF p_type = 1 THEN
    UPDATE public.event_attendees AS e SET status = p_went, check_in_date = coalesce(e.check_in_date, p_at),
        last_check_in_at = p_at, updated_at = p_at
      WHERE e.event_id = p_event_id AND e.user_id = r_id
        AND NOT coalesce(e.last_check_in_at > p_since OR (e.last_check_in_at > v_stay
          AND (e.last_check_out_at IS NULL OR e.last_check_out_at < e.last_check_in_at)), false)
      RETURNING e.id, e.status INTO v_attendee_id, r_done;
  ELSE
    UPDATE public.event_attendees AS e SET last_check_out_at = p_at, updated_at = p_at
      WHERE e.event_id = p_event_id AND e.user_id = r_id AND e.check_in_date IS NOT NULL
        AND NOT coalesce(e.last_check_out_at > p_since OR e.last_check_out_at >= e.last_check_in_at, false)
      RETURNING e.id, e.status INTO v_attendee_id, r_done;
  END IF;

  IF v_attendee_id IS NOT NULL THEN
    INSERT INTO public.attendee_checks
        (id, attendee_id, event_id, type, minute_bucket, source, created_by, created_at)
      VALUES (p_check_id, v_attendee_id, p_event_id, p_type, p_bucket, 'kiosk', p_created_by, p_at)
      ON CONFLICT DO NOTHING;
    IF p_type = 1 THEN
      UPDATE public.users AS u SET check_in_at = p_at WHERE u.id = r_id AND u.check_in_at IS NULL;
    END IF;
  END IF;
  RETURN NEXT;
END
$func$;

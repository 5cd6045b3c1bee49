-- Issue 37 item 4: kiosk_check (migration 0013, where the rest of its rule is explained) also checks the
-- event's window, in the same call, so the kiosk's hot path stays one round trip: a check (in or out) is
-- recorded only from checkin_opens_hours_before hours before starts_at until ends_at (no ends_at: 24 h
-- after the start; no starts_at: never). r_open answers true inside the window, false outside it (nothing
-- written), null when the event does not exist. The new result column needs DROP + CREATE (CREATE OR
-- REPLACE cannot change a function's result type).
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
  r_open boolean
)
  LANGUAGE plpgsql
  AS $func$
DECLARE
  v_attendee_id text;
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

  SELECT e.status, e.check_in_date IS NOT NULL, coalesce(e.last_check_in_at > p_since, false),
      coalesce(e.last_check_out_at > p_since, false)
    INTO r_attendee_status, r_checked_in, r_recent_in, r_recent_out
    FROM public.event_attendees AS e WHERE e.event_id = p_event_id AND e.user_id = r_id;

  IF p_type = 1 THEN
    UPDATE public.event_attendees AS e SET status = p_went, check_in_date = coalesce(e.check_in_date, p_at),
        last_check_in_at = p_at, updated_at = p_at
      WHERE e.event_id = p_event_id AND e.user_id = r_id
        AND (e.last_check_in_at IS NULL OR e.last_check_in_at <= p_since)
      RETURNING e.id, e.status INTO v_attendee_id, r_done;
  ELSE
    UPDATE public.event_attendees AS e SET last_check_out_at = p_at, updated_at = p_at
      WHERE e.event_id = p_event_id AND e.user_id = r_id AND e.check_in_date IS NOT NULL
        AND (e.last_check_out_at IS NULL OR e.last_check_out_at <= p_since)
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

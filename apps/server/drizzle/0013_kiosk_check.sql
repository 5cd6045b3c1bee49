-- Issue 12: the kiosk's check of a registered attendee (DESIGN.md §6) as ONE call. Until now it was one
-- statement of four CTEs that PGlite parsed and planned on every scan (about two thirds of a scan's
-- time there); as a plpgsql function each of its statements is planned once per connection (and once
-- per PGlite session), and PostgreSQL keeps the call itself prepared (db/named-query.ts).
--
-- The person is found by kiosk_person. The attendee row is read first (its snapshot answers a repeat within the window without
-- another call), then updated only while its latest check of this type is older than p_since (a
-- check-out also needs a check-in); PostgreSQL re-checks that condition on the locked row, so of
-- concurrent scans of one badge exactly one updates it. When it did, the check row is added and, on a
-- first check-in, the user's check_in_at. A check-in sets the attendee status p_went (the caller passes
-- AttendeeStatus.Went of packages/shared, where the codes are written). No row: nobody matches. r_done is null when nothing was
-- recorded (a repeat, not registered, or changed by a concurrent scan: checks.repository decides).
-- The person a kiosk value names, by the kind of look-up (kiosk.service decides it): 'email' (the value
-- lower-cased), 'document' (CPF digits), 'code' (a badge code) or 'id'. Used by kiosk_check and by the
-- kiosk's look-up, so the rule is written once.
CREATE OR REPLACE FUNCTION public.kiosk_person(p_kind text, p_person text)
  RETURNS TABLE (r_id text, r_first_name text, r_last_name text, r_status integer)
  LANGUAGE plpgsql STABLE
  AS $func$
BEGIN
  IF p_kind = 'email' THEN
    RETURN QUERY SELECT u.id, u.first_name, u.last_name, u.status::integer FROM public.users AS u
      WHERE lower(u.email) = p_person LIMIT 1;
  ELSIF p_kind = 'document' THEN
    RETURN QUERY SELECT u.id, u.first_name, u.last_name, u.status::integer FROM public.users AS u
      WHERE u.document = p_person LIMIT 1;
  ELSIF p_kind = 'code' THEN
    RETURN QUERY SELECT u.id, u.first_name, u.last_name, u.status::integer FROM public.users AS u
      WHERE u.code = p_person LIMIT 1;
  ELSE
    RETURN QUERY SELECT u.id, u.first_name, u.last_name, u.status::integer FROM public.users AS u
      WHERE u.id = p_person LIMIT 1;
  END IF;
END
$func$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.kiosk_check(
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
  r_recent_out boolean
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

-- Issue 38 (kiosk bench split): a walk-in (someone on no list, at an event whose kiosk adds people) is
-- ONE call of kiosk_check instead of six round trips and a transaction (the call, a re-read, the
-- event's rule, addAttendee's capacity read and INSERT, the call again: 700/s at 50 connections against
-- 2,180/s for a listed person's first check-in). kiosk_check (0013, 0020, 0021, where the rest of its
-- rule is explained) now inserts the attendee row already checked in (status p_went, self_registered)
-- when no row exists, the event has no capacity (0 = unlimited) and kiosk_adds_unlisted allows it
-- (null: only while the event has no certificate template). The id is newId() in SQL (db/ids.ts
-- NEW_ID_SQL: PostgreSQL 15 has no uuidv7()). The event's capacity and setting come from the row the
-- window check reads already; the template look-up runs only on this path. Same arguments and result
-- columns, so CREATE OR REPLACE.
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
  v_capacity integer;
  v_adds boolean;
BEGIN
  SELECT k.r_id, k.r_first_name, k.r_last_name, k.r_status INTO r_id, r_first_name, r_last_name, r_status
    FROM public.kiosk_person(p_kind, p_person) AS k;
  IF NOT FOUND THEN
    RETURN;
  END IF;

  SELECT coalesce(p_at >= ev.starts_at - make_interval(hours => ev.checkin_opens_hours_before)
      AND p_at <= coalesce(ev.ends_at, ev.starts_at + interval '24 hours'), false),
      ev.capacity, ev.kiosk_adds_unlisted
    INTO r_open, v_capacity, v_adds FROM public.events AS ev WHERE ev.id = p_event_id;
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
    -- a walk-in: nobody's row (r_attendee_status is NOT NULL for any row), an event without a capacity
    -- whose kiosk adds people (null: only while it has no certificate template, issue 37 item 4). One
    -- INSERT, checked in already; a concurrent scan's row wins the unique index and this call records
    -- nothing (the caller answers from that row). Capacity-limited events keep the locked path in
    -- checks.repository (addAttendee).
    IF v_attendee_id IS NULL AND r_attendee_status IS NULL AND v_capacity = 0
        AND coalesce(v_adds, NOT EXISTS (SELECT 1 FROM public.certificate_templates AS ct
          WHERE ct.event_id = p_event_id)) THEN
      INSERT INTO public.event_attendees AS e
          (id, event_id, user_id, status, check_in_date, last_check_in_at, self_registered, created_by,
           created_at, updated_at)
        VALUES (encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
            placing substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
            52, 1), 53, 1), 'hex')::uuid::text,
          p_event_id, r_id, p_went, p_at, p_at, true, p_created_by, p_at, p_at)
        ON CONFLICT (event_id, user_id) DO NOTHING
        RETURNING e.id, e.status INTO v_attendee_id, r_done;
    END IF;
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

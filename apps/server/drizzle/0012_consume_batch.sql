-- Issue 13: the staff-consumption scan takes items for one badge and type in ONE call, for one scan or for
-- several that arrived together (staff-consumption.service's batcher). Item by item, in order, the
-- conditional UPDATE takes the quantity only while `used + q <= limit` (or unlimited) and the log row is
-- written from what it returned; the row lock the first UPDATE takes is held to the commit, so scans of
-- the badge from other connections or app processes queue behind it and re-check against the committed
-- count: the limit can never be exceeded. A batch costs one round trip and one commit (one WAL flush)
-- instead of one each. One answer row per item: `taken`, the counters after it, or, when it was not
-- taken, the counter as it stands (all null: the person has no counter of this type).
-- As a plpgsql function its statements are planned once per connection (and once per PGlite session).
CREATE OR REPLACE FUNCTION public.consume_batch(
  p_user_id text,
  p_type text,
  p_method text,
  p_user_role text,
  p_quantities integer[],
  p_log_ids text[],
  p_created_by text[]
) RETURNS TABLE (
  ord integer,
  taken boolean,
  previous_used integer,
  new_used integer,
  counter_limit integer,
  counter_unlimited boolean,
  counter_used integer
)
  LANGUAGE plpgsql
  AS $func$
DECLARE
  q integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_quantities, 1), 0) LOOP
    q := p_quantities[i];
    ord := i;
    UPDATE public.user_consumption AS c SET used = c.used + q, updated_at = now()
      WHERE c.user_id = p_user_id AND c.type = p_type AND (c.unlimited OR c.used + q <= c."limit")
      RETURNING c.used - q, c.used, c."limit", c.unlimited, c.used
      INTO previous_used, new_used, counter_limit, counter_unlimited, counter_used;
    taken := FOUND;
    IF taken THEN
      INSERT INTO public.consumption_logs
        (id, user_id, consumption_type, quantity, method, user_role, previous_used, new_used, "limit",
         unlimited, created_by)
        VALUES (p_log_ids[i], p_user_id, p_type, q, p_method, p_user_role, previous_used, new_used,
          counter_limit, counter_unlimited, p_created_by[i]);
    ELSE
      previous_used := NULL;
      new_used := NULL;
      -- no row: the three stay null
      SELECT c."limit", c.unlimited, c.used INTO counter_limit, counter_unlimited, counter_used
        FROM public.user_consumption AS c WHERE c.user_id = p_user_id AND c.type = p_type;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$func$;

-- Issue 39 item 7: every stored phone in its one form, E.164 ("+5511981234567", "+12025550123"), with
-- national_phone_number derived one way (shared nationalPhoneOf: a Brazilian number's DDD + number,
-- any other's digits with its country code). What the app writes since; this converts what earlier
-- versions, imports and seeds left ("(11) 98765-4321", "11987654321", "5511...", "011...", "0055...").
-- A value that does not read as a phone is left as it was. Running it twice changes nothing.
UPDATE users AS u
SET phone_number = c.e164,
    national_phone_number = CASE WHEN c.e164 LIKE '+55%' THEN substr(c.e164, 4) ELSE substr(c.e164, 2) END
FROM (
  SELECT id,
    CASE
      WHEN plus AND d ~ '^[1-9][0-9]{7,14}$' THEN '+' || d
      WHEN d ~ '^00[1-9][0-9]{7,14}$' THEN '+' || substr(d, 3)
      WHEN d ~ '^[1-9][0-9]{9,10}$' THEN '+55' || d
      WHEN d ~ '^0[1-9][0-9]{9,10}$' THEN '+55' || substr(d, 2)
      WHEN d ~ '^55[1-9][0-9]{9,10}$' THEN '+' || d
    END AS e164
  FROM (
    SELECT id,
      btrim(coalesce(nullif(btrim(phone_number), ''), national_phone_number)) LIKE '+%' AS plus,
      regexp_replace(coalesce(nullif(btrim(phone_number), ''), national_phone_number, ''), '[^0-9]', '', 'g') AS d
    FROM users
    WHERE phone_number IS NOT NULL OR national_phone_number IS NOT NULL
  ) AS raw
) AS c
WHERE u.id = c.id
  AND c.e164 IS NOT NULL
  AND (u.phone_number IS DISTINCT FROM c.e164
    OR u.national_phone_number IS DISTINCT FROM
      CASE WHEN c.e164 LIKE '+55%' THEN substr(c.e164, 4) ELSE substr(c.e164, 2) END);
--> statement-breakpoint
UPDATE companies AS u
SET phone_number = c.e164,
    national_phone_number = CASE WHEN c.e164 LIKE '+55%' THEN substr(c.e164, 4) ELSE substr(c.e164, 2) END
FROM (
  SELECT id,
    CASE
      WHEN plus AND d ~ '^[1-9][0-9]{7,14}$' THEN '+' || d
      WHEN d ~ '^00[1-9][0-9]{7,14}$' THEN '+' || substr(d, 3)
      WHEN d ~ '^[1-9][0-9]{9,10}$' THEN '+55' || d
      WHEN d ~ '^0[1-9][0-9]{9,10}$' THEN '+55' || substr(d, 2)
      WHEN d ~ '^55[1-9][0-9]{9,10}$' THEN '+' || d
    END AS e164
  FROM (
    SELECT id,
      btrim(coalesce(nullif(btrim(phone_number), ''), national_phone_number)) LIKE '+%' AS plus,
      regexp_replace(coalesce(nullif(btrim(phone_number), ''), national_phone_number, ''), '[^0-9]', '', 'g') AS d
    FROM companies
    WHERE phone_number IS NOT NULL OR national_phone_number IS NOT NULL
  ) AS raw
) AS c
WHERE u.id = c.id
  AND c.e164 IS NOT NULL
  AND (u.phone_number IS DISTINCT FROM c.e164
    OR u.national_phone_number IS DISTINCT FROM
      CASE WHEN c.e164 LIKE '+55%' THEN substr(c.e164, 4) ELSE substr(c.e164, 2) END);

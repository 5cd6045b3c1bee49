-- Issue 13: the consumption log's created_by is no longer a foreign key. Every scan's log row checked it
-- with a FOR KEY SHARE lock on the scanning staff member's users row (the same row for every scan of a
-- counter), and concurrent lockers of one row make MultiXacts; the server writes the id from the signed-in
-- user, and the audit row keeps it after that account is deleted. See db/schema/consumption.ts.
ALTER TABLE "consumption_logs" DROP CONSTRAINT "consumption_logs_created_by_users_id_fk";

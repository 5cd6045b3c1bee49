-- Issue 16 goal 2: every app process keeps the signed-in user (role, company, status, password version,
-- session) in memory for a while and evicts it when the channel 'principal_changed' names the user
-- (payload: the user's id). The database itself announces every change that matters, whoever makes it
-- (the API, a script, psql, a foreign key's ON DELETE SET NULL), when the change commits.
CREATE OR REPLACE FUNCTION public.notify_principal_changed_user() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  PERFORM pg_notify('principal_changed', OLD.id);
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.notify_principal_changed_session() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  PERFORM pg_notify('principal_changed', OLD.user_id);
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE TRIGGER users_principal_changed
  AFTER UPDATE ON public.users
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at
    OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION public.notify_principal_changed_user();
--> statement-breakpoint
CREATE TRIGGER users_principal_deleted
  AFTER DELETE ON public.users
  FOR EACH ROW
  EXECUTE FUNCTION public.notify_principal_changed_user();
--> statement-breakpoint
-- A refresh only moves expires_at forward (the cache re-reads a session whose cached expiry passed), so
-- only a revocation, an earlier expiry or a moved session is announced.
CREATE TRIGGER auth_sessions_principal_changed
  AFTER UPDATE ON public.auth_sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR NEW.expires_at < OLD.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION public.notify_principal_changed_session();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_principal_deleted
  AFTER DELETE ON public.auth_sessions
  FOR EACH ROW
  EXECUTE FUNCTION public.notify_principal_changed_session();

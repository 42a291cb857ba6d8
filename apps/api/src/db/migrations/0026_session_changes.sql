-- Every signed-in call reads its session and user; each instance keeps what it read in memory
-- (modules/auth/session-cache.ts) and drops it on this notice. The database sends it, on commit
-- only, for every write of a user or a session, whichever code made it: no writer has to
-- remember. One notice per statement: the user ids it touched, or '*' when there are too many
-- for a notice's payload (8000 bytes), which drops everything kept.
CREATE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_changes', CASE WHEN count(*) > 500 THEN '*'
		ELSE string_agg(DISTINCT ("row" ->> TG_ARGV[0]), ',') END)
	FROM (SELECT to_jsonb("old_rows") AS "row" FROM "old_rows") AS "changed"
	HAVING count(*) > 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_session_changes_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"('id');
--> statement-breakpoint
CREATE TRIGGER "users_session_changes_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"('id');
--> statement-breakpoint
CREATE TRIGGER "sessions_session_changes_updated" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_session_changes_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changes"('user_id');

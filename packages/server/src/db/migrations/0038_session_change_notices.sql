-- Notices of the changes that end a session or change what its lookup answers (issue 19,
-- docs/decisions.md 76): every server keeps the sessions it looked up for a few seconds and drops
-- them all when a notice comes. Not for a session's use (`last_used_at`, device state) nor for a
-- new session: those change no kept lookup.
CREATE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN ((OLD.revoked_at, OLD.user_id, OLD.token_hash)
    IS DISTINCT FROM (NEW.revoked_at, NEW.user_id, NEW.token_hash))
  EXECUTE FUNCTION notify_session_changes();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();
--> statement-breakpoint
-- What the lookup answers of its user: name, kind, role, language, second factor, bans, state.
CREATE TRIGGER "session_users_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((OLD.name, OLD.type, OLD.role, OLD.locale, OLD.totp_enabled_at,
      OLD.community_ban_until, OLD.shadow_banned_at, OLD.activated_at, OLD.deactivated_at,
      OLD.deletion_requested_at, OLD.purged_at)
    IS DISTINCT FROM (NEW.name, NEW.type, NEW.role, NEW.locale, NEW.totp_enabled_at,
      NEW.community_ban_until, NEW.shadow_banned_at, NEW.activated_at, NEW.deactivated_at,
      NEW.deletion_requested_at, NEW.purged_at))
  EXECUTE FUNCTION notify_session_changes();
--> statement-breakpoint
CREATE TRIGGER "session_users_deleted" AFTER DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_changes();

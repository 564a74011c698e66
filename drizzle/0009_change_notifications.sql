-- Every change to a gallery, a session or a user's sign-in standing is announced (NOTIFY), so a
-- server that keeps answers in memory forgets them the moment they stop being true, whoever wrote.
-- Payloads: a gallery owner ('user:<id>' or 'visitor:<id>'), a session id, a user id.
CREATE FUNCTION "announce_gallery_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('gallery_changed', CASE WHEN OLD.user_id IS NOT NULL
      THEN 'user:' || OLD.user_id ELSE 'visitor:' || OLD.visitor_id END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('gallery_changed', CASE WHEN NEW.user_id IS NOT NULL
      THEN 'user:' || NEW.user_id ELSE 'visitor:' || NEW.visitor_id END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "generated_images_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "generated_images"
  FOR EACH ROW EXECUTE FUNCTION "announce_gallery_change"();
--> statement-breakpoint
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', OLD.sid);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
--> statement-breakpoint
CREATE FUNCTION "announce_user_sign_in_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_sign_in_changed', OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_announce_sign_in_change" AFTER DELETE OR UPDATE OF "sessions_revoked_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_user_sign_in_change"();

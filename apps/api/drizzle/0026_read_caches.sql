-- Issue 22, docs/decisions/0029: what each API instance keeps in memory (a session's lookup, an account,
-- the header badges, the campaign lists) is dropped on every instance when the rows behind it change.
-- The database says so itself, on channel patrocina_cache, once the change commits:
--   'u:<user id>'  a session of the user ended (log out, password change, deletion) or changed, or their
--                  row changed;
--   'v'            something a badge or a campaign list is computed from changed (any user's);
--   '*'            sessions or users were emptied: everything goes.
-- Triggers rather than calls in the services: every path that ends a session or moves a campaign is
-- covered, including the jobs and a person with psql.

CREATE FUNCTION notify_session_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('patrocina_cache', 'u:' || OLD.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('patrocina_cache', 'u:' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_views_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('patrocina_cache', 'v');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
-- An update that shortens a session too (made older by hand, or by a future rule); recording its use
-- (a later last_used_at, every 5 minutes of use) says nothing.
CREATE TRIGGER sessions_cache_shortened AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NEW.expires_at < OLD.expires_at OR NEW.last_used_at < OLD.last_used_at
    OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.token_hash IS DISTINCT FROM OLD.token_hash
  ) EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: emptying sessions (everyone out, after a leak) or users drops all.
CREATE FUNCTION notify_all_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('patrocina_cache', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed();
--> statement-breakpoint
CREATE TRIGGER users_cache_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_all_changed();
--> statement-breakpoint
-- Row comparison needs every column comparable: a plain json column (not jsonb) would break it.
CREATE TRIGGER users_cache_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_user_changed();
--> statement-breakpoint
-- A statement that changes nothing still notifies (one short message per transaction): cheaper than
-- looking, and harmless.
CREATE TRIGGER campaigns_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_podcasts_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaign_podcasts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_actions_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaign_actions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
CREATE TRIGGER action_listens_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON action_listens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
CREATE TRIGGER action_remedies_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON action_remedies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
CREATE TRIGGER read_rounds_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON read_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
CREATE TRIGGER representations_cache_views AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON representations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();
--> statement-breakpoint
-- Podcasts change with every feed refresh; only who runs one moves a badge.
CREATE TRIGGER podcasts_cache_views AFTER INSERT OR DELETE OR UPDATE OF owner_id ON podcasts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_views_changed();

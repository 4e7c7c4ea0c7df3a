ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_brand_id_agency_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_agency_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."agency_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_brand_idx" ON "campaigns" USING btree ("brand_id") WHERE "campaigns"."brand_id" is not null;--> statement-breakpoint
-- docs/decisions/0034: a colleague's account (`/users/me` says their agency role) and campaign lists are
-- kept in the read caches. agency_members' own trigger (0030) drops them when a membership changes; an
-- agency that stops being one (its flag off, or the account deleted) ends its colleagues' access without
-- touching their rows (modules/agency/account.ts reads only live agencies), so its row tells them too.
CREATE FUNCTION notify_agency_colleagues() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('patrocina_cache', 'u:' || member.user_id::text)
    FROM agency_members AS member WHERE member.agency_id = NEW.id;
  PERFORM pg_notify('patrocina_cache', 'v');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_agency_colleagues_cache AFTER UPDATE OF is_agency, deleted_at ON users
  FOR EACH ROW WHEN (OLD.is_agency IS DISTINCT FROM NEW.is_agency OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION notify_agency_colleagues();

CREATE TABLE "agency_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "agency_invitations_role" CHECK ("agency_invitations"."role" in ('viewer', 'manager')),
	CONSTRAINT "agency_invitations_email_lower" CHECK ("agency_invitations"."email" = lower("agency_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_members_role" CHECK ("agency_members"."role" in ('viewer', 'manager')),
	CONSTRAINT "agency_members_not_self" CHECK ("agency_members"."agency_id" <> "agency_members"."user_id")
);
--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_invitations" ADD CONSTRAINT "agency_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_token_hash_key" ON "agency_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_invitations_pending_key" ON "agency_invitations" USING btree ("agency_id","email") WHERE "agency_invitations"."accepted_at" is null and "agency_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_user_key" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id");--> statement-breakpoint
-- Issue 23, docs/decisions/0034: a colleague's campaign lists and badges, and their account (which says
-- their agency role), are kept in the read caches (0026). A membership that starts, changes or ends
-- drops them on every instance: the colleague's account by 'u:<user id>', every view by 'v'.
CREATE FUNCTION notify_agency_member_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('patrocina_cache', 'u:' || OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('patrocina_cache', 'u:' || NEW.user_id::text); END IF;
  PERFORM pg_notify('patrocina_cache', 'v');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agency_members_cache AFTER INSERT OR UPDATE OR DELETE ON agency_members
  FOR EACH ROW EXECUTE FUNCTION notify_agency_member_changed();

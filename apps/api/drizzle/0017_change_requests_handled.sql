ALTER TABLE "campaign_suggestions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_suggestions" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "campaign_suggestions" ADD CONSTRAINT "campaign_suggestions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
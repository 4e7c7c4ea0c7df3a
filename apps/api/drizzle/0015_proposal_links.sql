CREATE TABLE "proposal_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"podcast_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "campaigns_public_token_key";--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_links" ADD CONSTRAINT "proposal_links_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_links_campaign_idx" ON "proposal_links" USING btree ("campaign_id");--> statement-breakpoint
-- The links already e-mailed keep working: each campaign's one token, now kept as its hash (SHA-256,
-- base64url without padding, as lib/tokens.ts hashToken writes it).
INSERT INTO "proposal_links" ("token_hash", "campaign_id", "created_at") SELECT rtrim(translate(encode(sha256(convert_to("public_token", 'UTF8')), 'base64'), '+/', '-_'), '='), "id", "created_at" FROM "campaigns";--> statement-breakpoint
ALTER TABLE "campaigns" DROP COLUMN "public_token";
CREATE TABLE "campaign_podcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"podcast_id" uuid NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"sponsorships" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"dedicated_shows" integer DEFAULT 0 NOT NULL,
	"spots" integer DEFAULT 0 NOT NULL,
	"advertiser_rates_cents" jsonb NOT NULL,
	"target" text,
	"listens_30_days" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'UNANSWERED' NOT NULL,
	"status_reason" text,
	"min_earnings_cents" integer,
	"contact_phone_prefix" text,
	"contact_phone" text,
	"comment" text,
	"delegated" boolean DEFAULT false NOT NULL,
	"picked" boolean DEFAULT false NOT NULL,
	"proposal_modified" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_podcasts_counts_not_negative" CHECK ("campaign_podcasts"."mentions" >= 0 and "campaign_podcasts"."sponsorships" >= 0 and "campaign_podcasts"."reviews" >= 0 and "campaign_podcasts"."dedicated_shows" >= 0 and "campaign_podcasts"."spots" >= 0),
	CONSTRAINT "campaign_podcasts_min_earnings_positive" CHECK ("campaign_podcasts"."min_earnings_cents" is null or "campaign_podcasts"."min_earnings_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "preroll_title" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "preroll_quantity" integer;--> statement-breakpoint
ALTER TABLE "campaign_podcasts" ADD CONSTRAINT "campaign_podcasts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_podcasts" ADD CONSTRAINT "campaign_podcasts_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_suggestions" ADD CONSTRAINT "campaign_suggestions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_suggestions" ADD CONSTRAINT "campaign_suggestions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_podcasts_campaign_podcast_key" ON "campaign_podcasts" USING btree ("campaign_id","podcast_id");--> statement-breakpoint
CREATE INDEX "campaign_podcasts_podcast_idx" ON "campaign_podcasts" USING btree ("podcast_id","status");--> statement-breakpoint
CREATE INDEX "campaign_suggestions_campaign_idx" ON "campaign_suggestions" USING btree ("campaign_id","created_at");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_preroll_quantity_positive" CHECK ("campaigns"."preroll_quantity" is null or "campaigns"."preroll_quantity" > 0);
CREATE TABLE "episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"podcast_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"audio_url" text,
	"published_at" timestamp with time zone,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"author" text,
	"image_url" text,
	"language" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"feed_url" text,
	"feed_owner_email" text,
	"hosting_id" text,
	"owner_id" uuid,
	"owned_since" timestamp with time zone,
	"is_premium" boolean DEFAULT false NOT NULL,
	"listens_30d" integer DEFAULT 0 NOT NULL,
	"feed_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_podcast_guid_key" ON "episodes" USING btree ("podcast_id","guid");--> statement-breakpoint
CREATE INDEX "episodes_podcast_published_idx" ON "episodes" USING btree ("podcast_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_slug_key" ON "podcasts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_feed_url_key" ON "podcasts" USING btree ("feed_url");--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_hosting_id_key" ON "podcasts" USING btree ("hosting_id");--> statement-breakpoint
CREATE INDEX "podcasts_owner_idx" ON "podcasts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "podcasts_listens_idx" ON "podcasts" USING btree ("listens_30d" DESC NULLS LAST) WHERE "podcasts"."owner_id" is not null;
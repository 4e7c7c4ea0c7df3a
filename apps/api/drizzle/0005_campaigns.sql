CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agent_id" uuid,
	"status" text DEFAULT 'CONFIGURING' NOT NULL,
	"substatus" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"slug" text NOT NULL,
	"public_token" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"briefing" text DEFAULT '' NOT NULL,
	"briefing_file_id" uuid,
	"audiences" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text DEFAULT 'ES' NOT NULL,
	"provinces" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text DEFAULT 'ALL' NOT NULL,
	"ages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"coverage_action" text DEFAULT 'ALL' NOT NULL,
	"branding_actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"podcast_type" text DEFAULT 'PREMIUM' NOT NULL,
	"podcasts_selected" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"budget_cents" integer NOT NULL,
	"approximate_date" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"spot_file_id" uuid,
	"preroll_text" text DEFAULT '' NOT NULL,
	"banner_file_id" uuid,
	"banner_url" text,
	"generalist" boolean NOT NULL,
	"optimum" boolean NOT NULL,
	"paused_at" timestamp with time zone,
	"pause_reason" text,
	"unpause_requested_at" timestamp with time zone,
	"creation_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_podcasts_selected_max" CHECK (cardinality("campaigns"."podcasts_selected") <= 5),
	CONSTRAINT "campaigns_budget_positive" CHECK ("campaigns"."budget_cents" > 0),
	CONSTRAINT "campaigns_date_range" CHECK ("campaigns"."from_date" is null or "campaigns"."to_date" is null or "campaigns"."to_date" >= "campaigns"."from_date")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_briefing_file_id_files_id_fk" FOREIGN KEY ("briefing_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_spot_file_id_files_id_fk" FOREIGN KEY ("spot_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_banner_file_id_files_id_fk" FOREIGN KEY ("banner_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_key" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_public_token_key" ON "campaigns" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_owner_creation_key_key" ON "campaigns" USING btree ("owner_id","creation_key");--> statement-breakpoint
CREATE INDEX "campaigns_owner_status_idx" ON "campaigns" USING btree ("owner_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_agent_status_idx" ON "campaigns" USING btree ("agent_id","status","created_at" DESC NULLS LAST) WHERE "campaigns"."agent_id" is not null;
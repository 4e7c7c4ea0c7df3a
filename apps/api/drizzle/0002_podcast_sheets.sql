CREATE TABLE "podcast_blocked_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"podcast_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"podcast_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"feed_token" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_sheets" (
	"podcast_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb,
	"audience" jsonb,
	"branding" jsonb,
	"terms_accepted_at" timestamp with time zone,
	"terms_accepted_by" uuid,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "representations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"podcast_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"manager_email" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "podcast_blocked_periods" ADD CONSTRAINT "podcast_blocked_periods_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_blocked_periods" ADD CONSTRAINT "podcast_blocked_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_claims" ADD CONSTRAINT "podcast_claims_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_claims" ADD CONSTRAINT "podcast_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_sheets" ADD CONSTRAINT "podcast_sheets_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_sheets" ADD CONSTRAINT "podcast_sheets_terms_accepted_by_users_id_fk" FOREIGN KEY ("terms_accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_sheets" ADD CONSTRAINT "podcast_sheets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_blocked_periods_podcast_idx" ON "podcast_blocked_periods" USING btree ("podcast_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_claims_open_key" ON "podcast_claims" USING btree ("podcast_id","user_id") WHERE "podcast_claims"."verified_at" is null;--> statement-breakpoint
CREATE INDEX "podcast_claims_user_idx" ON "podcast_claims" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "representations_token_hash_key" ON "representations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "representations_live_key" ON "representations" USING btree ("podcast_id") WHERE "representations"."status" in ('PENDING', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "representations_manager_idx" ON "representations" USING btree ("manager_email") WHERE "representations"."status" = 'ACCEPTED';
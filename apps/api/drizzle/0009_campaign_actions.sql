CREATE TABLE "action_listens" (
	"action_id" uuid NOT NULL,
	"milestone" integer NOT NULL,
	"ivoox_listens" integer NOT NULL,
	"not_in_ivoox_listens" integer NOT NULL,
	"spotify_listens" integer NOT NULL,
	"youtube_views" integer NOT NULL,
	"reported_by" uuid,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_listens_action_id_milestone_pk" PRIMARY KEY("action_id","milestone"),
	CONSTRAINT "action_listens_milestone" CHECK ("action_listens"."milestone" in (7, 15, 22, 31)),
	CONSTRAINT "action_listens_not_negative" CHECK ("action_listens"."ivoox_listens" >= 0 and "action_listens"."not_in_ivoox_listens" >= 0 and "action_listens"."spotify_listens" >= 0 and "action_listens"."youtube_views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "action_reminders" (
	"action_id" uuid NOT NULL,
	"milestone" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_reminders_action_id_milestone_pk" PRIMARY KEY("action_id","milestone")
);
--> statement-breakpoint
CREATE TABLE "campaign_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"campaign_podcast_id" uuid NOT NULL,
	"podcast_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"planned_on" date,
	"published_on" date,
	"episode_id" uuid,
	"episode_url" text,
	"episode_title" text,
	"ad_start_seconds" integer,
	"recorded_at" timestamp with time zone,
	"recorded_by" uuid,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_actions_recorded_complete" CHECK ("campaign_actions"."recorded_at" is null or ("campaign_actions"."episode_url" is not null and "campaign_actions"."ad_start_seconds" is not null and "campaign_actions"."published_on" is not null)),
	CONSTRAINT "campaign_actions_ad_start_not_negative" CHECK ("campaign_actions"."ad_start_seconds" is null or "campaign_actions"."ad_start_seconds" >= 0),
	CONSTRAINT "campaign_actions_position_positive" CHECK ("campaign_actions"."position" > 0),
	CONSTRAINT "campaign_actions_kind" CHECK ("campaign_actions"."kind" in ('mentions', 'sponsorships', 'reviews', 'dedicatedShows', 'spots'))
);
--> statement-breakpoint
CREATE TABLE "tracking_clicks" (
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracking_clicks_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_podcast_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_slug_length" CHECK (char_length("tracking_links"."slug") <= 100)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "action_listens" ADD CONSTRAINT "action_listens_action_id_campaign_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."campaign_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_listens" ADD CONSTRAINT "action_listens_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_reminders" ADD CONSTRAINT "action_reminders_action_id_campaign_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."campaign_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_campaign_podcast_id_campaign_podcasts_id_fk" FOREIGN KEY ("campaign_podcast_id") REFERENCES "public"."campaign_podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_clicks" ADD CONSTRAINT "tracking_clicks_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_campaign_podcast_id_campaign_podcasts_id_fk" FOREIGN KEY ("campaign_podcast_id") REFERENCES "public"."campaign_podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_actions_podcast_kind_position_key" ON "campaign_actions" USING btree ("campaign_podcast_id","kind","position");--> statement-breakpoint
CREATE INDEX "campaign_actions_campaign_idx" ON "campaign_actions" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_actions_unrecorded_idx" ON "campaign_actions" USING btree ("planned_on") WHERE "campaign_actions"."recorded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_slug_key" ON "tracking_links" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_campaign_podcast_key" ON "tracking_links" USING btree ("campaign_podcast_id");--> statement-breakpoint
-- Campaigns already paid (waiting for dates, or in progress) before actions existed: fix their days as
-- runRange() would have on the day of this migration (the brief's range; the month after the brief for
-- «el mes que viene»; 30 or 90 days for «lo antes posible» and «sin decidir»; 30 days from today when
-- the range is already over), and give each picked podcast its actions and its tracking link. Finished
-- campaigns are left as they were: nothing can be planned or reported for them any more.
UPDATE "campaigns" SET
  "starts_on" = CASE
    WHEN "approximate_date" = 'DATE_RANGE' AND "from_date" IS NOT NULL AND "to_date" IS NOT NULL THEN "from_date"
    WHEN "approximate_date" = 'NEXT_MONTH' THEN (date_trunc('month', "created_at" AT TIME ZONE 'Europe/Madrid') + interval '1 month')::date
    ELSE (now() AT TIME ZONE 'Europe/Madrid')::date END,
  "ends_on" = CASE
    WHEN "approximate_date" = 'DATE_RANGE' AND "from_date" IS NOT NULL AND "to_date" IS NOT NULL THEN "to_date"
    WHEN "approximate_date" = 'NEXT_MONTH' THEN (date_trunc('month', "created_at" AT TIME ZONE 'Europe/Madrid') + interval '2 months' - interval '1 day')::date
    WHEN "approximate_date" = 'ASAP' THEN (now() AT TIME ZONE 'Europe/Madrid')::date + 29
    ELSE (now() AT TIME ZONE 'Europe/Madrid')::date + 89 END
WHERE "substatus" IN ('PENDING_DATES', 'IN_PROGRESS') AND "starts_on" IS NULL;--> statement-breakpoint
UPDATE "campaigns" SET "starts_on" = (now() AT TIME ZONE 'Europe/Madrid')::date, "ends_on" = (now() AT TIME ZONE 'Europe/Madrid')::date + 29
WHERE "substatus" IN ('PENDING_DATES', 'IN_PROGRESS') AND "ends_on" < (now() AT TIME ZONE 'Europe/Madrid')::date;--> statement-breakpoint
INSERT INTO "campaign_actions" ("campaign_id", "campaign_podcast_id", "podcast_id", "kind", "position")
SELECT cp."campaign_id", cp."id", cp."podcast_id", k.kind, n
FROM "campaign_podcasts" cp
JOIN "campaigns" c ON c."id" = cp."campaign_id"
CROSS JOIN LATERAL (VALUES ('mentions', cp."mentions"), ('sponsorships', cp."sponsorships"), ('reviews', cp."reviews"), ('dedicatedShows', cp."dedicated_shows"), ('spots', cp."spots")) AS k(kind, total)
CROSS JOIN LATERAL generate_series(1, k.total) AS n
WHERE cp."picked" AND c."substatus" IN ('PENDING_DATES', 'IN_PROGRESS');--> statement-breakpoint
-- Their podcasts plan again (the campaign itself stays where it was until they have).
UPDATE "campaign_podcasts" cp SET "status" = 'ACTION_DATES_PENDING'
FROM "campaigns" c
WHERE c."id" = cp."campaign_id" AND cp."picked" AND c."substatus" IN ('PENDING_DATES', 'IN_PROGRESS');--> statement-breakpoint
INSERT INTO "tracking_links" ("campaign_podcast_id", "slug")
SELECT cp."id", left(c."slug", 40) || '-' || left(p."slug", 40) || '-' || substr(md5(random()::text || cp."id"::text), 1, 10)
FROM "campaign_podcasts" cp
JOIN "campaigns" c ON c."id" = cp."campaign_id"
JOIN "podcasts" p ON p."id" = cp."podcast_id"
WHERE cp."picked" AND c."substatus" IN ('PENDING_DATES', 'IN_PROGRESS');

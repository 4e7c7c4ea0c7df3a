CREATE TABLE "download_days" (
	"podcast_id" uuid NOT NULL,
	"episode_key" text NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"downloads" integer NOT NULL,
	CONSTRAINT "download_days_podcast_id_episode_key_day_platform_pk" PRIMARY KEY("podcast_id","episode_key","day","platform"),
	CONSTRAINT "download_days_positive" CHECK ("download_days"."downloads" > 0)
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"podcast_id" uuid NOT NULL,
	"episode_key" text NOT NULL,
	"day" date NOT NULL,
	"listener" text NOT NULL,
	"platform" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "downloads_podcast_id_day_episode_key_listener_pk" PRIMARY KEY("podcast_id","day","episode_key","listener")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
-- Edited by hand (docs/decisions/0026): drizzle does not declare partitions. One partition per month,
-- created ahead by ensure_download_partitions (here for this month and the next two, then by the
-- roll-up job every day); the default partition only catches a day no month was made for.
CREATE TABLE "downloads_default" PARTITION OF "downloads" DEFAULT;
--> statement-breakpoint
CREATE FUNCTION ensure_download_partitions(first_month date, months integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  month_start date;
BEGIN
  FOR i IN 0 .. months - 1 LOOP
    month_start := (date_trunc('month', first_month) + make_interval(months => i))::date;
    -- A month whose rows already sit in the default partition (the business clock moved ahead of the
    -- partitions) cannot be made: it stays in the default, counted all the same, and the other months
    -- are still made.
    BEGIN
      EXECUTE format(
        'CREATE TABLE IF NOT EXISTS %I PARTITION OF downloads FOR VALUES FROM (%L) TO (%L)',
        'downloads_' || to_char(month_start, 'YYYY_MM'),
        month_start,
        (month_start + interval '1 month')::date
      );
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'downloads: month % stays in the default partition', month_start;
    END;
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT ensure_download_partitions(current_date - 31, 4);
--> statement-breakpoint
CREATE TABLE "measurement_day_keys" (
	"day" date PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "measurement_key" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "measured_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "downloads_share_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_measurement_key_key" ON "podcasts" USING btree ("measurement_key");--> statement-breakpoint
CREATE UNIQUE INDEX "podcasts_downloads_share_token_key" ON "podcasts" USING btree ("downloads_share_token");
-- Issue 23: a podcast's cover is the feed's image fetched once and kept as our own file, served by the
-- image service (no hotlinking). image_url held the feed's remote address; it becomes the served
-- address, derived from the stored file, so no answer can hand out anything else. The old addresses
-- are dropped: each podcast's next feed refresh fetches its image (cover_source_url is still null).
ALTER TABLE "podcasts" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_source_url" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcasts" DROP COLUMN "image_url";--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "image_url" text GENERATED ALWAYS AS ('/api/v1/public/images/' || cover_file_id::text) STORED;
--> statement-breakpoint
-- The feed refresh job takes the least recently checked first: these go to the front of its queue, so
-- the covers come back within the next runs rather than a day later.
UPDATE "podcasts" SET "feed_checked_at" = NULL WHERE "feed_url" IS NOT NULL;

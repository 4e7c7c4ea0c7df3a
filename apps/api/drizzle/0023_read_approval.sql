CREATE TABLE "read_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_podcast_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"script" text,
	"sample_file_id" uuid,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"decision" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "read_rounds_script_length" CHECK ("read_rounds"."script" is null or char_length("read_rounds"."script") between 1 and 2000),
	CONSTRAINT "read_rounds_changes_commented" CHECK ("read_rounds"."decision" <> 'CHANGES_REQUESTED' or coalesce("read_rounds"."comment", '') <> '')
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "author_role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "no_read_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "kind" text DEFAULT 'MESSAGE' NOT NULL;--> statement-breakpoint
ALTER TABLE "read_rounds" ADD CONSTRAINT "read_rounds_campaign_podcast_id_campaign_podcasts_id_fk" FOREIGN KEY ("campaign_podcast_id") REFERENCES "public"."campaign_podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_rounds" ADD CONSTRAINT "read_rounds_sample_file_id_files_id_fk" FOREIGN KEY ("sample_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_rounds" ADD CONSTRAINT "read_rounds_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_rounds" ADD CONSTRAINT "read_rounds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "read_rounds_number_key" ON "read_rounds" USING btree ("campaign_podcast_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "read_rounds_one_pending_key" ON "read_rounds" USING btree ("campaign_podcast_id") WHERE "read_rounds"."decision" = 'PENDING';--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_message_has_role" CHECK ("chat_messages"."kind" <> 'MESSAGE' or "chat_messages"."author_role" is not null);
ALTER TABLE "campaign_actions" ADD COLUMN "proof_status" text;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_failure" text;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_file_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_clip_start_seconds" integer;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_detection" text;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "proof_detected_seconds" integer;--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_actions_proof_due_idx" ON "campaign_actions" USING btree ("proof_next_attempt_at") WHERE "campaign_actions"."proof_next_attempt_at" is not null;
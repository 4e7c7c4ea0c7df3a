CREATE TABLE "action_remedies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"listens" integer NOT NULL,
	"estimated" integer NOT NULL,
	"decided_by" uuid,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"make_good_action_id" uuid,
	"credit_note_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_remedies_kind_status" CHECK (("action_remedies"."kind" = 'CREDIT' and "action_remedies"."status" = 'CREDITED' and "action_remedies"."credit_note_code" is not null) or ("action_remedies"."kind" = 'MAKE_GOOD' and "action_remedies"."status" in ('PROPOSED', 'ACCEPTED', 'DECLINED')))
);
--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD COLUMN "make_good_of" uuid;--> statement-breakpoint
ALTER TABLE "action_remedies" ADD CONSTRAINT "action_remedies_action_id_campaign_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."campaign_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_remedies" ADD CONSTRAINT "action_remedies_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_remedies" ADD CONSTRAINT "action_remedies_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_remedies" ADD CONSTRAINT "action_remedies_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_remedies" ADD CONSTRAINT "action_remedies_make_good_action_id_campaign_actions_id_fk" FOREIGN KEY ("make_good_action_id") REFERENCES "public"."campaign_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_remedies_action_key" ON "action_remedies" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "action_remedies_campaign_idx" ON "action_remedies" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "campaign_actions" ADD CONSTRAINT "campaign_actions_make_good_of_campaign_actions_id_fk" FOREIGN KEY ("make_good_of") REFERENCES "public"."campaign_actions"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "action_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" uuid NOT NULL,
	"opened_by" uuid,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "action_earnings" (
	"action_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"podcast_id" uuid NOT NULL,
	"payee_user_id" uuid,
	"invoice_id" uuid,
	"price_cents" bigint NOT NULL,
	"earnings_cents" bigint NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"release_on" date,
	"released_at" timestamp with time zone,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text,
	"payer_name" text,
	"status" text NOT NULL,
	"invoice_id" uuid,
	"settled_by" uuid,
	"settled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_credits_amount_positive" CHECK ("bank_credits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_name" text,
	"account_iban" text,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address_line" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text,
	"country" text DEFAULT 'ES' NOT NULL,
	"eu_vat_number" text,
	"iban" text,
	"vat_regime" text,
	"irpf_percent" integer,
	"self_billing_consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_chains" (
	"issuer_tax_id" text PRIMARY KEY NOT NULL,
	"last_invoice_id" uuid,
	"last_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"campaign_podcast_id" uuid,
	"action_kind" text,
	"action_position" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"campaign_id" uuid,
	"corrects_invoice_id" uuid,
	"reason" text,
	"payout_id" uuid,
	"issuer_user_id" uuid,
	"issuer_name" text NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"issuer_address" text NOT NULL,
	"recipient_user_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_tax_id" text NOT NULL,
	"recipient_address" text NOT NULL,
	"recipient_country" text NOT NULL,
	"base_cents" bigint NOT NULL,
	"vat_percent" integer NOT NULL,
	"vat_cents" bigint NOT NULL,
	"irpf_percent" integer DEFAULT 0 NOT NULL,
	"irpf_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"payment_reference" text,
	"previous_hash" text,
	"hash" text NOT NULL,
	"record_time" text NOT NULL,
	"pdf_key" text,
	"aeat_status" text DEFAULT 'NOT_SENT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"posting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"campaign_id" uuid,
	"invoice_id" uuid,
	"action_id" uuid,
	"user_id" uuid,
	"bank_credit_id" uuid,
	"payout_id" uuid,
	"memo" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_key" text,
	"message_id" text,
	"transfer_count" integer DEFAULT 0 NOT NULL,
	"control_sum_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"payee_user_id" uuid,
	"payee_name" text NOT NULL,
	"iban" text NOT NULL,
	"base_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"irpf_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_disputes" ADD CONSTRAINT "action_disputes_action_id_campaign_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."campaign_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_disputes" ADD CONSTRAINT "action_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_disputes" ADD CONSTRAINT "action_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_earnings" ADD CONSTRAINT "action_earnings_action_id_campaign_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."campaign_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_earnings" ADD CONSTRAINT "action_earnings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_earnings" ADD CONSTRAINT "action_earnings_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_earnings" ADD CONSTRAINT "action_earnings_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_earnings" ADD CONSTRAINT "action_earnings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_campaign_podcast_id_campaign_podcasts_id_fk" FOREIGN KEY ("campaign_podcast_id") REFERENCES "public"."campaign_podcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_user_id_users_id_fk" FOREIGN KEY ("issuer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payee_user_id_users_id_fk" FOREIGN KEY ("payee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_disputes_open_key" ON "action_disputes" USING btree ("action_id") WHERE "action_disputes"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "action_earnings_status_idx" ON "action_earnings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "action_earnings_payee_idx" ON "action_earnings" USING btree ("payee_user_id");--> statement-breakpoint
CREATE INDEX "action_earnings_campaign_idx" ON "action_earnings" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_credits_entry_key" ON "bank_credits" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "bank_credits_status_idx" ON "bank_credits" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_key" ON "bank_statements" USING btree ("file_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number_key" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_code_key" ON "invoices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invoices_campaign_idx" ON "invoices" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "invoices_payment_reference_idx" ON "invoices" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_campaign_idx" ON "ledger_entries" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_period_key" ON "payout_runs" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_payee_key" ON "payouts" USING btree ("run_id","payee_user_id");
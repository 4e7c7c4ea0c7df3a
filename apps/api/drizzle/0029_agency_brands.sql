CREATE TABLE "agency_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address_line" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"province" text,
	"country" text DEFAULT 'ES' NOT NULL,
	"eu_vat_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "agency_brands" ADD CONSTRAINT "agency_brands_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_brands_live_name_key" ON "agency_brands" USING btree ("agency_id",lower("name")) WHERE "agency_brands"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_agency_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."agency_brands"("id") ON DELETE set null ON UPDATE no action;
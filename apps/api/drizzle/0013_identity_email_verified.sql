ALTER TABLE "external_identities" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Identities stored before this column: a provider other than Facebook (whose token never says)
-- vouched for the address when the account's address is confirmed.
UPDATE "external_identities" SET "email_verified" = true FROM "users" WHERE "users"."id" = "external_identities"."user_id" AND "users"."email_verified_at" IS NOT NULL AND "external_identities"."provider" <> 'facebook';

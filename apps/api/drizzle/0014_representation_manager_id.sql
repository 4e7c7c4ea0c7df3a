DROP INDEX "representations_manager_idx";--> statement-breakpoint
ALTER TABLE "representations" ADD COLUMN "manager_id" uuid;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "representations_manager_idx" ON "representations" USING btree ("manager_id") WHERE "representations"."status" = 'ACCEPTED';--> statement-breakpoint
-- Representations accepted before this column bind to the account holding the invited address only
-- when that address is confirmed. The rest wait again for an answer: the e-mailed link works once
-- more, for two weeks, and accepting it now takes a signed-in account with that confirmed address.
UPDATE "representations" SET "manager_id" = "users"."id" FROM "users" WHERE "representations"."status" = 'ACCEPTED' AND "users"."email" = "representations"."manager_email" AND "users"."email_verified_at" IS NOT NULL AND "users"."deleted_at" IS NULL;--> statement-breakpoint
UPDATE "representations" SET "status" = 'PENDING', "responded_at" = NULL, "token_expires_at" = now() + interval '14 days' WHERE "status" = 'ACCEPTED' AND "manager_id" IS NULL;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_accepted_has_manager" CHECK ("representations"."status" <> 'ACCEPTED' or "representations"."manager_id" is not null);
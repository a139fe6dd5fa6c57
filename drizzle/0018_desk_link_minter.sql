CREATE TABLE "sign_in_email_failures" (
	"email_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_email_failures_count_check" CHECK ("sign_in_email_failures"."failures" > 0)
);
--> statement-breakpoint
ALTER TABLE "sign_in_staff_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "sign_in_staff_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD COLUMN "minted_by_staff_user_id" uuid;--> statement-breakpoint
CREATE INDEX "sign_in_email_failures_expires_idx" ON "sign_in_email_failures" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_minted_by_staff_user_id_staff_users_id_fk" FOREIGN KEY ("minted_by_staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_links_staff_minter_idx" ON "checkin_links" USING btree ("minted_by_staff_user_id");--> statement-breakpoint
-- Links made at the desk before this column: their minter, from the `desk_session:<id>` label;
-- those whose staff user is gone already stop working, as they would have with the column.
UPDATE "checkin_links" l SET "minted_by_staff_user_id" = u."id"
  FROM "staff_users" u
  WHERE l."created_by" LIKE 'desk_session:%' AND u."id"::text = substring(l."created_by" from 14);--> statement-breakpoint
UPDATE "checkin_links" SET "revoked_at" = now()
  WHERE "created_by" LIKE 'desk_session:%' AND "minted_by_staff_user_id" IS NULL AND "revoked_at" IS NULL;

ALTER TABLE "checkin_links" ADD COLUMN "minted_by_api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_minted_by_api_key_id_api_keys_id_fk" FOREIGN KEY ("minted_by_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Links recorded before this column: their minting key, from the `api_key:<id>` label.
UPDATE "checkin_links" l SET "minted_by_api_key_id" = k."id"
  FROM "api_keys" k
  WHERE l."created_by" LIKE 'api_key:%' AND k."id"::text = substring(l."created_by" from 9);

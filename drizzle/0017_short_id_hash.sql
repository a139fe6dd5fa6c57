-- Short ids are bearer credentials: the row keeps only their HMAC-SHA256 under the app's secret
-- (checkin-tokens.ts hashShortLinkId). SQL cannot compute it (the secret is not in the database),
-- so the short ids of links made before this migration are dropped, not hashed: their `/c/<id>`
-- URLs answer the "not valid" redirect from now on, while their whole `/checkin/<token>` URLs keep
-- working until they expire (30 days at most). The desk makes a new link for a guest who needs one.
ALTER TABLE "checkin_links" DROP CONSTRAINT "checkin_links_shortId_unique";--> statement-breakpoint
ALTER TABLE "checkin_links" ADD COLUMN "short_id_hash" text;--> statement-breakpoint
ALTER TABLE "checkin_links" DROP COLUMN "short_id";--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_shortIdHash_unique" UNIQUE("short_id_hash");
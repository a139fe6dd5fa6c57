CREATE TABLE "identity_image_access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_image_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"action" text NOT NULL,
	"credential" text NOT NULL,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_image_access_log_action_check" CHECK ("identity_image_access_log"."action" in ('url_issued', 'served'))
);
--> statement-breakpoint
CREATE INDEX "identity_image_access_log_property_at_idx" ON "identity_image_access_log" USING btree ("property_id","at");--> statement-breakpoint
CREATE INDEX "identity_image_access_log_storage_key_idx" ON "identity_image_access_log" USING btree ("storage_key");--> statement-breakpoint
-- guests:documents is new: keys that could already register guests' documents (bookings:write)
-- keep seeing them, as they did before the scope existed.
UPDATE "api_keys" SET "scopes" = array_append("scopes", 'guests:documents') WHERE 'bookings:write' = ANY("scopes") AND NOT 'guests:documents' = ANY("scopes");

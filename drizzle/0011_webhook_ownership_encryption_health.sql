ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_secret_check";--> statement-breakpoint
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "owner_api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_owner_api_key_id_api_keys_id_fk" FOREIGN KEY ("owner_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_due_idx" ON "webhook_deliveries" USING btree ("webhook_id","next_attempt_at","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_leased_idx" ON "webhook_deliveries" USING btree ("webhook_id","locked_until") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhooks_owner_property_idx" ON "webhooks" USING btree ("owner_api_key_id","property_id");--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_previous_secret_check" CHECK ("webhooks"."previous_secret" is null or ("webhooks"."previous_secret" like 'enc:v1:%' or "webhooks"."previous_secret" like 'whsec\_%'));--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_disabled_check" CHECK (("webhooks"."disabled_at" is null) = ("webhooks"."disabled_reason" is null));--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_secret_check" CHECK (("webhooks"."secret" like 'enc:v1:%' or "webhooks"."secret" like 'whsec\_%'));
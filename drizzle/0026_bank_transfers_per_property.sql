-- Issue 32: each property has its own SePay receiver, so a notification id is unique per property:
-- an id one property's receiver has seen must not make another property's notification a replay
-- (a manager holding one property's key could otherwise send ids ahead and hide another's money).
-- And a notification's account is looked up among those the property issued requests under.
ALTER TABLE "bank_transfers" DROP CONSTRAINT "bank_transfers_provider_id_key";--> statement-breakpoint
CREATE INDEX "payment_requests_property_account_idx" ON "payment_requests" USING btree ("property_id","account_number");--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_property_provider_id_key" UNIQUE("provider","property_id","provider_id");
CREATE TABLE "kept_overpayments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kept_overpayments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kept_overpayments_amount_check" CHECK ("kept_overpayments"."amount" > 0),
	CONSTRAINT "kept_overpayments_lengths_check" CHECK (length("kept_overpayments"."reason") between 1 and 500 and length("kept_overpayments"."actor_id") <= 100 and length("kept_overpayments"."actor_name") <= 255)
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" DROP CONSTRAINT "bank_transfers_lengths_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sepay_webhook_key" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sepay_webhook_key_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "bank_bin" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "account_number" text;--> statement-breakpoint
-- Requests issued before this migration were issued under the property's account of today.
UPDATE "payment_requests" SET "bank_bin" = "properties"."bank_bin", "account_number" = "properties"."bank_account_number" FROM "properties" WHERE "properties"."id" = "payment_requests"."property_id";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "kept_overpayments" ADD CONSTRAINT "kept_overpayments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_overpayments_booking_idx" ON "kept_overpayments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_bank_account_key" ON "properties" USING btree ("bank_bin","bank_account_number");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_sepay_webhook_key_check" CHECK ("properties"."sepay_webhook_key" is null or "properties"."sepay_webhook_key" like 'enc:%');--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_lengths_check" CHECK (length("bank_transfers"."provider_id") <= 100 and length("bank_transfers"."account_number") <= 50 and length("bank_transfers"."gateway") <= 100 and length("bank_transfers"."transaction_date") <= 40 and length("bank_transfers"."content") <= 1000 and length("bank_transfers"."bank_reference") <= 100 and length("bank_transfers"."reason") <= 300);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund') and ("payments"."kind" <> 'refund' or "payments"."amount" < 0));
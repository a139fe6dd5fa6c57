CREATE TABLE "bank_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"property_id" text,
	"account_number" text NOT NULL,
	"gateway" text,
	"transaction_date" text,
	"transfer_type" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"content" text,
	"bank_reference" text,
	"status" text NOT NULL,
	"booking_id" uuid,
	"payment_id" bigint,
	"payment_request_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_provider_id_key" UNIQUE("provider","provider_id"),
	CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('matched', 'unmatched', 'dismissed', 'ignored')),
	CONSTRAINT "bank_transfers_lengths_check" CHECK (length("bank_transfers"."provider_id") <= 100 and length("bank_transfers"."account_number") <= 50 and length("bank_transfers"."gateway") <= 100 and length("bank_transfers"."transaction_date") <= 40 and length("bank_transfers"."content") <= 1000 and length("bank_transfers"."bank_reference") <= 100)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_reference_key" UNIQUE("reference"),
	CONSTRAINT "payment_requests_reference_check" CHECK ("payment_requests"."reference" ~ '^[A-Z0-9]{1,25}$')
);
--> statement-breakpoint
ALTER TABLE "booking_changes" DROP CONSTRAINT "booking_changes_actor_kind_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bank_bin" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_property_created_idx" ON "bank_transfers" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_booking_idx" ON "payment_requests" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_bank_account_check" CHECK (("properties"."bank_bin" is null and "properties"."bank_account_number" is null and "properties"."bank_account_holder" is null) or ("properties"."bank_bin" ~ '^[0-9]{6}$' and "properties"."bank_account_number" ~ '^[0-9A-Z]{4,19}$' and "properties"."bank_account_holder" ~ '^[A-Z][A-Z .-]{0,69}$'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_reference_check" CHECK (length("payments"."bank_reference") <= 100);--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_actor_kind_check" CHECK ("booking_changes"."actor_kind" in ('api_key', 'desk_session', 'checkin_token', 'integration'));
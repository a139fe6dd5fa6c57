ALTER TABLE "bookings" ADD COLUMN "source_request_digests" jsonb;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "invoice_written_by" text;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invoice_written_by_check" CHECK (length("guests"."invoice_written_by") <= 100);
ALTER TABLE "guests" ADD COLUMN "visa_kind" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "visa_number" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "visa_expiry" date;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "entry_port" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "entry_port_other" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "stay_purpose" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "stay_until" date;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_visa_kind_check" CHECK ("guests"."visa_kind" in ('visa', 'e_visa', 'exemption_unilateral', 'exemption_bilateral', 'exemption_certificate', 'temporary_residence_card', 'permanent_residence_card', 'apec_card', 'other'));--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_stay_purpose_check" CHECK ("guests"."stay_purpose" in ('tourism', 'business', 'visiting_relatives', 'work', 'study', 'other'));--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_foreign_stay_lengths_check" CHECK (length("guests"."visa_number") <= 50 and length("guests"."entry_port") <= 20 and length("guests"."entry_port_other") <= 100);
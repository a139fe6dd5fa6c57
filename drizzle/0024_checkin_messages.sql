CREATE TABLE "checkin_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"language" text,
	"checkin_link_id" uuid,
	"sent_at" timestamp with time zone,
	"smtp_message_id" text,
	"last_error" text,
	"bounced_at" timestamp with time zone,
	"bounce_reason" text,
	"skip_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_messages_kind_check" CHECK ("checkin_messages"."kind" in ('invitation', 'reminder', 'resend')),
	CONSTRAINT "checkin_messages_status_check" CHECK ("checkin_messages"."status" in ('scheduled', 'sending', 'sent', 'failed', 'bounced', 'skipped')),
	CONSTRAINT "checkin_messages_lengths_check" CHECK (length("checkin_messages"."recipient") <= 255 and length("checkin_messages"."last_error") <= 1000 and length("checkin_messages"."bounce_reason") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_messages_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_message_days_before" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_message_time" text DEFAULT '10:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_reminder_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_reminder_time" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkin_messages_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkin_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD COLUMN "first_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkin_messages" ADD CONSTRAINT "checkin_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_messages" ADD CONSTRAINT "checkin_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_messages" ADD CONSTRAINT "checkin_messages_checkin_link_id_checkin_links_id_fk" FOREIGN KEY ("checkin_link_id") REFERENCES "public"."checkin_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_messages_once_key" ON "checkin_messages" USING btree ("booking_id","kind","recipient") WHERE "checkin_messages"."kind" <> 'resend';--> statement-breakpoint
CREATE INDEX "checkin_messages_due_idx" ON "checkin_messages" USING btree ("next_attempt_at","id") WHERE "checkin_messages"."status" in ('scheduled', 'sending');--> statement-breakpoint
CREATE INDEX "checkin_messages_booking_idx" ON "checkin_messages" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_checkin_messages_check" CHECK ("properties"."checkin_message_days_before" between 0 and 30 and "properties"."checkin_message_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "properties"."checkin_reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
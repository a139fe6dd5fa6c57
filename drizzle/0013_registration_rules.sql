ALTER TABLE "properties" ADD COLUMN "require_complete_registration" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "checkin_time" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "allow_early_checkin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_checkin_time_check" CHECK ("properties"."checkin_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
CREATE TABLE "staged_identity_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"uploaded_by" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staged_identity_images_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "staged_identity_images_content_type_check" CHECK ("staged_identity_images"."content_type" in ('image/jpeg', 'image/png')),
	CONSTRAINT "staged_identity_images_uploaded_by_check" CHECK (length("staged_identity_images"."uploaded_by") <= 100)
);
--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_lengths_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "wifi_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "wifi_password" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_message" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "registered_by" text;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD COLUMN "short_id" text;--> statement-breakpoint
ALTER TABLE "staged_identity_images" ADD CONSTRAINT "staged_identity_images_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staged_identity_images_booking_idx" ON "staged_identity_images" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "staged_identity_images_expires_idx" ON "staged_identity_images" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_shortId_unique" UNIQUE("short_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_guest_info_lengths_check" CHECK (length("properties"."address") <= 500 and length("properties"."phone") <= 32 and length("properties"."wifi_name") <= 64 and length("properties"."wifi_password") <= 64);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_message_check" CHECK (length("bookings"."guest_message") <= 1000);--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_lengths_check" CHECK (length("guests"."name") <= 255 and length("guests"."email") <= 255 and length("guests"."identity") <= 50
        and length("guests"."address") <= 500 and length("guests"."ward") <= 100 and length("guests"."city") <= 100
        and length("guests"."country") <= 100 and length("guests"."registered_by") <= 100);
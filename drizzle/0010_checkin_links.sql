CREATE TABLE "checkin_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"sees_own_uploads" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkin_links_lifetime_check" CHECK ("checkin_links"."expires_at" > "checkin_links"."created_at" and "checkin_links"."expires_at" <= "checkin_links"."created_at" + interval '30 days'),
	CONSTRAINT "checkin_links_created_by_check" CHECK (length("checkin_links"."created_by") <= 100)
);
--> statement-breakpoint
ALTER TABLE "identity_images" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_links_booking_idx" ON "checkin_links" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_uploaded_by_check" CHECK (length("identity_images"."uploaded_by") <= 100);
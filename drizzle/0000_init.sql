CREATE TABLE "maintenance_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"room_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text,
	CONSTRAINT "maintenance_windows_dates_check" CHECK ("maintenance_windows"."to_date" >= "maintenance_windows"."from_date")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"title" text NOT NULL,
	"property_type" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"require_full_payment_at_checkout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_currency_check" CHECK ("properties"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "properties_id_check" CHECK (length("properties"."id") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"title" text NOT NULL,
	"occ_adults" integer NOT NULL,
	"occ_children" integer DEFAULT 0 NOT NULL,
	"occ_infants" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_occupancy_check" CHECK ("room_types"."occ_adults" >= 0 and "room_types"."occ_children" >= 0 and "room_types"."occ_infants" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"room_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"out_of_order" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rooms_property_name_key" UNIQUE("property_id","name")
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"property_id" text NOT NULL,
	"id" text NOT NULL,
	"room_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"sell_mode" text NOT NULL,
	"currency" text NOT NULL,
	"has_breakfast" boolean DEFAULT false NOT NULL,
	"rate_mon" numeric(18, 4) NOT NULL,
	"rate_tue" numeric(18, 4) NOT NULL,
	"rate_wed" numeric(18, 4) NOT NULL,
	"rate_thu" numeric(18, 4) NOT NULL,
	"rate_fri" numeric(18, 4) NOT NULL,
	"rate_sat" numeric(18, 4) NOT NULL,
	"rate_sun" numeric(18, 4) NOT NULL,
	CONSTRAINT "rate_plans_property_id_id_pk" PRIMARY KEY("property_id","id"),
	CONSTRAINT "rate_plans_kind_check" CHECK ("rate_plans"."kind" in ('direct', 'derived', 'seasonal')),
	CONSTRAINT "rate_plans_rates_check" CHECK (least("rate_plans"."rate_mon", "rate_plans"."rate_tue", "rate_plans"."rate_wed", "rate_plans"."rate_thu", "rate_plans"."rate_fri", "rate_plans"."rate_sat", "rate_plans"."rate_sun") >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_restrictions" (
	"property_id" text NOT NULL,
	"rate_plan_id" text NOT NULL,
	"date" date NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	CONSTRAINT "rate_restrictions_property_id_rate_plan_id_date_pk" PRIMARY KEY("property_id","rate_plan_id","date"),
	CONSTRAINT "rate_restrictions_price_check" CHECK ("rate_restrictions"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"segment" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"translated_name_vi" text NOT NULL,
	"translated_name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_sources_property_name_key" UNIQUE("property_id","name"),
	CONSTRAINT "booking_sources_segment_check" CHECK ("booking_sources"."segment" in ('direct', 'ota')),
	CONSTRAINT "booking_sources_color_check" CHECK ("booking_sources"."color" ~ '^#[0-9a-fA-F]{3,8}$')
);
--> statement-breakpoint
CREATE TABLE "services" (
	"property_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "services_property_id_code_pk" PRIMARY KEY("property_id","code"),
	CONSTRAINT "services_code_check" CHECK ("services"."code" ~ '^SV[0-9a-fA-F]{8}$'),
	CONSTRAINT "services_price_check" CHECK ("services"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"room_id" uuid,
	"status" text NOT NULL,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"infants" integer DEFAULT 0 NOT NULL,
	"has_breakfast" boolean DEFAULT false NOT NULL,
	"discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"actual_departure_hour" text,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_rooms_status_check" CHECK ("booking_rooms"."status" in ('reserved', 'confirmed', 'holding', 'no_show', 'checked_in', 'checked_out', 'cancelled')),
	CONSTRAINT "booking_rooms_dates_check" CHECK ("booking_rooms"."checkout_date" >= "booking_rooms"."checkin_date"),
	CONSTRAINT "booking_rooms_occupancy_check" CHECK ("booking_rooms"."adults" >= 0 and "booking_rooms"."children" >= 0 and "booking_rooms"."infants" >= 0),
	CONSTRAINT "booking_rooms_discount_check" CHECK ("booking_rooms"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"group_id" uuid,
	"checkin_date" date NOT NULL,
	"checkout_date" date NOT NULL,
	"arrival_hour" text NOT NULL,
	"departure_hour" text NOT NULL,
	"currency" text NOT NULL,
	"source_id" uuid NOT NULL,
	"source_reservation_code" text,
	"payment_collect" text,
	"notes" text,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_property_code_key" UNIQUE("property_id","code"),
	CONSTRAINT "bookings_code_check" CHECK (length("bookings"."code") between 1 and 8),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('reserved', 'in_progress', 'finished', 'cancelled')),
	CONSTRAINT "bookings_payment_collect_check" CHECK ("bookings"."payment_collect" in ('property', 'ota')),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."checkout_date" >= "bookings"."checkin_date"),
	CONSTRAINT "bookings_hours_check" CHECK ("bookings"."arrival_hour" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "bookings"."departure_hour" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "bookings_notes_check" CHECK (length("bookings"."notes") <= 1000),
	CONSTRAINT "bookings_group_not_nested_check" CHECK (not ("bookings"."is_group" and "bookings"."group_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_room_id" uuid NOT NULL,
	"serve_date" date NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"price" numeric(18, 4),
	"notes" text,
	"is_included" boolean DEFAULT true NOT NULL,
	"created_by" text,
	CONSTRAINT "meals_count_check" CHECK ("meals"."adults" >= 0 and "meals"."children" >= 0),
	CONSTRAINT "meals_price_check" CHECK ("meals"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nightly_prices" (
	"property_id" text NOT NULL,
	"booking_room_id" uuid NOT NULL,
	"day" date NOT NULL,
	"price" numeric(18, 4) NOT NULL,
	CONSTRAINT "nightly_prices_booking_room_id_day_pk" PRIMARY KEY("booking_room_id","day"),
	CONSTRAINT "nightly_prices_price_check" CHECK ("nightly_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"booking_room_id" uuid NOT NULL,
	"service_code" text,
	"name" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price_per_unit" numeric(18, 4) NOT NULL,
	"discount" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency" text,
	"service_used_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_lines_code_check" CHECK ("service_lines"."service_code" ~ '^SV[0-9a-fA-F]{8}$'),
	CONSTRAINT "service_lines_quantity_check" CHECK ("service_lines"."quantity" > 0),
	CONSTRAINT "service_lines_price_check" CHECK ("service_lines"."price_per_unit" >= 0 and "service_lines"."discount" >= 0),
	CONSTRAINT "service_lines_notes_check" CHECK (length("service_lines"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"booking_room_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"birthday" date,
	"gender" text,
	"identity" text,
	"id_type" text,
	"identity_issue_date" date,
	"address" text,
	"ward" text,
	"city" text,
	"country" text,
	"company" text,
	"is_primary_guest" boolean DEFAULT false NOT NULL,
	"accommodation_type" text,
	"travel_purpose" text,
	"guest_category" text,
	"invoice_company" text,
	"invoice_tax_code" text,
	"invoice_address" text,
	"invoice_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_gender_check" CHECK ("guests"."gender" in ('male', 'female', 'unknown')),
	CONSTRAINT "guests_id_type_check" CHECK ("guests"."id_type" in ('identity_card', 'passport', 'other')),
	CONSTRAINT "guests_accommodation_type_check" CHECK ("guests"."accommodation_type" in ('permanent', 'temporary', 'other')),
	CONSTRAINT "guests_travel_purpose_check" CHECK ("guests"."travel_purpose" in ('business', 'tourism', 'other')),
	CONSTRAINT "guests_guest_category_check" CHECK ("guests"."guest_category" in ('solo', 'couple', 'family', 'small_group', 'large_group')),
	CONSTRAINT "guests_lengths_check" CHECK (length("guests"."name") <= 255 and length("guests"."email") <= 255 and length("guests"."identity") <= 50
        and length("guests"."address") <= 500 and length("guests"."ward") <= 100 and length("guests"."city") <= 100
        and length("guests"."country") <= 100),
	CONSTRAINT "guests_invoice_lengths_check" CHECK (length("guests"."invoice_company") <= 255 and length("guests"."invoice_tax_code") <= 20
        and length("guests"."invoice_address") <= 255 and length("guests"."invoice_email") <= 255)
);
--> statement-breakpoint
CREATE TABLE "identity_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"guest_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_images_storageKey_unique" UNIQUE("storage_key"),
	CONSTRAINT "identity_images_content_type_check" CHECK ("identity_images"."content_type" in ('image/jpeg', 'image/png')),
	CONSTRAINT "identity_images_position_check" CHECK ("identity_images"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"method" text,
	"paid_at" timestamp,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_notes_check" CHECK (length("payments"."notes") <= 500)
);
--> statement-breakpoint
CREATE TABLE "api_key_properties" (
	"api_key_id" uuid NOT NULL,
	"property_id" text NOT NULL,
	CONSTRAINT "api_key_properties_api_key_id_property_id_pk" PRIMARY KEY("api_key_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"all_properties" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"credential_id" text NOT NULL,
	"key" text NOT NULL,
	"property_id" text,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_flight' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_credential_id_key_pk" PRIMARY KEY("credential_id","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("idempotency_keys"."state" in ('in_flight', 'completed')),
	CONSTRAINT "idempotency_keys_key_check" CHECK (length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "staff_memberships" (
	"staff_user_id" uuid NOT NULL,
	"property_id" text NOT NULL,
	CONSTRAINT "staff_memberships_staff_user_id_property_id_pk" PRIMARY KEY("staff_user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"type" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_room_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_event_webhook_key" UNIQUE("event_id","webhook_id"),
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_delivery_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"response_status" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" text NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_property_code_key" UNIQUE("property_id","code"),
	CONSTRAINT "webhooks_secret_check" CHECK ("webhooks"."secret" like 'whsec\_%')
);
--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_restrictions" ADD CONSTRAINT "rate_restrictions_property_id_rate_plan_id_rate_plans_property_id_id_fk" FOREIGN KEY ("property_id","rate_plan_id") REFERENCES "public"."rate_plans"("property_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sources" ADD CONSTRAINT "booking_sources_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_group_id_bookings_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_id_booking_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."booking_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD CONSTRAINT "nightly_prices_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_lines" ADD CONSTRAINT "service_lines_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_properties" ADD CONSTRAINT "api_key_properties_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_properties" ADD CONSTRAINT "api_key_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_windows_property_dates_idx" ON "maintenance_windows" USING btree ("property_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "room_types_property_idx" ON "room_types" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "rate_plans_room_type_idx" ON "rate_plans" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "booking_sources_property_idx" ON "booking_sources" USING btree ("property_id","segment","active");--> statement-breakpoint
CREATE INDEX "booking_rooms_booking_idx" ON "booking_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_rooms_inventory_idx" ON "booking_rooms" USING btree ("property_id","room_type_id","checkin_date","checkout_date");--> statement-breakpoint
CREATE INDEX "bookings_group_idx" ON "bookings" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "meals_booking_room_idx" ON "meals" USING btree ("booking_room_id","serve_date");--> statement-breakpoint
CREATE INDEX "service_lines_booking_room_idx" ON "service_lines" USING btree ("booking_room_id");--> statement-breakpoint
CREATE INDEX "guests_booking_room_idx" ON "guests" USING btree ("booking_room_id","position");--> statement-breakpoint
CREATE INDEX "identity_images_guest_idx" ON "identity_images" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "api_key_properties_property_idx" ON "api_key_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outbox_events_property_created_idx" ON "outbox_events" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_id");
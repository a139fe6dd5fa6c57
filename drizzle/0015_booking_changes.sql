CREATE TABLE "booking_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_room_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	CONSTRAINT "booking_changes_actor_kind_check" CHECK ("booking_changes"."actor_kind" in ('api_key', 'desk_session', 'checkin_token')),
	CONSTRAINT "booking_changes_lengths_check" CHECK (length("booking_changes"."actor_id") <= 100 and length("booking_changes"."actor_name") <= 255 and length("booking_changes"."action") <= 50 and length("booking_changes"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","id");
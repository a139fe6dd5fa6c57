CREATE TABLE "property_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "property_changes_actor_kind_check" CHECK ("property_changes"."actor_kind" in ('desk_session')),
	CONSTRAINT "property_changes_lengths_check" CHECK (length("property_changes"."actor_id") <= 100 and length("property_changes"."actor_name") <= 255 and length("property_changes"."action") <= 50)
);
--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD COLUMN "role" text DEFAULT 'receptionist' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_changes_property_idx" ON "property_changes" USING btree ("property_id","id");--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_role_check" CHECK ("staff_memberships"."role" in ('receptionist', 'manager'));
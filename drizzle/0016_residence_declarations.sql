CREATE TABLE "residence_declarations" (
	"guest_id" bigint PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declared_by" text NOT NULL,
	CONSTRAINT "residence_declarations_by_check" CHECK (length("residence_declarations"."declared_by") <= 255)
);
--> statement-breakpoint
ALTER TABLE "residence_declarations" ADD CONSTRAINT "residence_declarations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "residence_declarations_property_idx" ON "residence_declarations" USING btree ("property_id");
CREATE TABLE "sign_in_client_failures" (
	"client" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_client_failures_count_check" CHECK ("sign_in_client_failures"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in_staff_failures" (
	"staff_user_id" uuid PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_staff_failures_count_check" CHECK ("sign_in_staff_failures"."failures" > 0)
);
--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_staff_failures" ADD CONSTRAINT "sign_in_staff_failures_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_client_failures_expires_idx" ON "sign_in_client_failures" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_staff_failures_expires_idx" ON "sign_in_staff_failures" USING btree ("expires_at");
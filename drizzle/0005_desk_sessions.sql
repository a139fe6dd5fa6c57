CREATE TABLE "desk_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_email_client_address_pk" PRIMARY KEY("email","client_address"),
	CONSTRAINT "sign_in_failures_count_check" CHECK ("sign_in_failures"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "desk_sessions" ADD CONSTRAINT "desk_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_sessions_staff_idx" ON "desk_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "desk_sessions_expires_idx" ON "desk_sessions" USING btree ("expires_at");
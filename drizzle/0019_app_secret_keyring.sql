CREATE TABLE "encryption_key_checks" (
	"kid" text PRIMARY KEY NOT NULL,
	"check_value" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_secret_check";--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_previous_secret_check";--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "config_failure" text;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "config_failure_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_config_failure_check" CHECK (("webhooks"."config_failure" is null) = ("webhooks"."config_failure_since" is null));--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_secret_check" CHECK (("webhooks"."secret" like 'enc:v2:%' or "webhooks"."secret" like 'enc:v1:%' or "webhooks"."secret" like 'whsec\_%'));--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_previous_secret_check" CHECK ("webhooks"."previous_secret" is null or ("webhooks"."previous_secret" like 'enc:v2:%' or "webhooks"."previous_secret" like 'enc:v1:%' or "webhooks"."previous_secret" like 'whsec\_%'));
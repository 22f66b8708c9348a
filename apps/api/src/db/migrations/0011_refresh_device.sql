ALTER TABLE "refresh_tokens" ADD COLUMN "device_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "grace_used_at" timestamp with time zone;
CREATE TABLE "phone_codes" (
	"number" varchar(11) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries_left" integer NOT NULL,
	"requested_by" varchar(24),
	"requested_from" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proved_numbers" (
	"number" varchar(11) PRIMARY KEY NOT NULL,
	"how" varchar(10) NOT NULL,
	"proved_by" varchar(24),
	"proved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proved_numbers_how_check" CHECK ("proved_numbers"."how" in ('code', 'desk', 'existing'))
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proved_numbers" ADD CONSTRAINT "proved_numbers_proved_by_users_id_fk" FOREIGN KEY ("proved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_expires_idx" ON "phone_codes" USING btree ("expires_at");--> statement-breakpoint
-- The numbers already on patient records keep their SMS: a hospital's existing patients were registered and seen
-- before proofs began (docs/decisions/0028-proved-numbers.md).
INSERT INTO "proved_numbers" ("number", "how") SELECT DISTINCT "contact", 'existing' FROM "patients" WHERE "contact" ~ '^01[3-9][0-9]{8}$' ON CONFLICT ("number") DO NOTHING;

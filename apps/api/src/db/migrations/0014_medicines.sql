CREATE TABLE "medicines" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"brand" varchar(80) NOT NULL,
	"generic" varchar(200) NOT NULL,
	"strength" varchar(60) NOT NULL,
	"form" varchar(20) NOT NULL,
	"manufacturer" varchar(80) NOT NULL,
	"match_key" varchar(260) NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicines_id_hex" CHECK ("medicines"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "medicines_form_check" CHECK ("medicines"."form" in ('tablet', 'capsule', 'syrup', 'suspension', 'injection', 'drops', 'cream', 'ointment', 'gel', 'inhaler', 'suppository', 'powder', 'solution', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "medicines_match_key_idx" ON "medicines" USING btree ("match_key");--> statement-breakpoint
CREATE INDEX "medicines_brand_idx" ON "medicines" USING btree (lower("brand"));
CREATE TABLE "booking_attributions" (
	"appointment_id" varchar(24) PRIMARY KEY NOT NULL,
	"marketer_id" varchar(24) NOT NULL,
	"how" varchar(8) NOT NULL,
	"referral_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_attributions_how_check" CHECK ("booking_attributions"."how" in ('link', 'referral'))
);
--> statement-breakpoint
CREATE TABLE "marketer_codes" (
	"marketer_id" varchar(24) PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketer_codes_code_check" CHECK ("marketer_codes"."code" ~ '^[A-Z2-7]{8}$')
);
--> statement-breakpoint
CREATE TABLE "marketer_stations" (
	"marketer_id" varchar(24) NOT NULL,
	"station_id" varchar(24) NOT NULL,
	CONSTRAINT "marketer_stations_marketer_id_station_id_pk" PRIMARY KEY("marketer_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"marketer_id" varchar(24) NOT NULL,
	"station_id" varchar(24) NOT NULL,
	"name" varchar(100) NOT NULL,
	"age" integer NOT NULL,
	"contact" varchar(11) NOT NULL,
	"doctor_id" varchar(24),
	"speciality" varchar(30),
	"note" varchar(500) DEFAULT '' NOT NULL,
	"appointment_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_id_hex" CHECK ("referrals"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "referrals_contact_check" CHECK ("referrals"."contact" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_id_hex" CHECK ("stations"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_marketer_id_users_id_fk" FOREIGN KEY ("marketer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_codes" ADD CONSTRAINT "marketer_codes_marketer_id_users_id_fk" FOREIGN KEY ("marketer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_stations" ADD CONSTRAINT "marketer_stations_marketer_id_users_id_fk" FOREIGN KEY ("marketer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketer_stations" ADD CONSTRAINT "marketer_stations_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_marketer_id_users_id_fk" FOREIGN KEY ("marketer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_attributions_marketer_idx" ON "booking_attributions" USING btree ("marketer_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_attributions_created_idx" ON "booking_attributions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_attributions_referral_key" ON "booking_attributions" USING btree ("referral_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketer_codes_code_key" ON "marketer_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "marketer_stations_station_idx" ON "marketer_stations" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "referrals_contact_created_idx" ON "referrals" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "referrals_marketer_created_idx" ON "referrals" USING btree ("marketer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_appointment_key" ON "referrals" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_name_key" ON "stations" USING btree (lower("name"));--> statement-breakpoint
-- The spec's stations, and any other name a slot request was made with, become the admin's list; ids derive from the name.
INSERT INTO "stations" ("id", "name")
SELECT substr(md5('station:' || lower(name)), 1, 24), name
FROM (
	SELECT name, min(ord) AS ord FROM (
		SELECT name, ord FROM (VALUES ('Birdem', 1), ('DMCH', 2), ('BSMMU', 3), ('Shishu Hospital', 4)) AS spec(name, ord)
		UNION ALL
		SELECT DISTINCT ON (lower(station)) station, 100 FROM "slot_requests" WHERE station IS NOT NULL AND trim(station) <> ''
	) AS named GROUP BY name
) AS listed
ORDER BY ord
ON CONFLICT DO NOTHING;

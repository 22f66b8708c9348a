CREATE TABLE "prescription_favourites" (
	"doctor_id" varchar(24) PRIMARY KEY NOT NULL,
	"medicines" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"appointment_id" varchar(24) NOT NULL,
	"patient_ref" varchar(24) NOT NULL,
	"doctor_id" varchar(24) NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"replaces" varchar(24),
	"replaced_by" varchar(24),
	"correction" varchar(300),
	"revision" integer DEFAULT 0 NOT NULL,
	"body" jsonb NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_id_hex" CHECK ("prescriptions"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" in ('draft', 'signed', 'replaced')),
	CONSTRAINT "prescriptions_version_check" CHECK ("prescriptions"."version" >= 1),
	CONSTRAINT "prescriptions_signed_at_check" CHECK (("prescriptions"."status" = 'draft') = ("prescriptions"."signed_at" is null)),
	CONSTRAINT "prescriptions_replaced_check" CHECK (("prescriptions"."status" = 'replaced') = ("prescriptions"."replaced_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "registration_no" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_favourites" ADD CONSTRAINT "prescription_favourites_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_ref_patients_id_fk" FOREIGN KEY ("patient_ref") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_one_draft_idx" ON "prescriptions" USING btree ("appointment_id") WHERE "prescriptions"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_one_signed_idx" ON "prescriptions" USING btree ("appointment_id") WHERE "prescriptions"."status" = 'signed';--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_appointment_version_idx" ON "prescriptions" USING btree ("appointment_id","version");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_ref");--> statement-breakpoint
CREATE INDEX "prescriptions_doctor_idx" ON "prescriptions" USING btree ("doctor_id","signed_at");--> statement-breakpoint
CREATE FUNCTION "prescriptions_signed_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A signed prescription never changes (docs/architecture.md §12): the only change a signed row takes is being
  -- marked replaced by its new version, once.
  IF OLD.status <> 'draft' AND (
       NEW.body IS DISTINCT FROM OLD.body
    OR NEW.appointment_id IS DISTINCT FROM OLD.appointment_id
    OR NEW.patient_ref IS DISTINCT FROM OLD.patient_ref
    OR NEW.doctor_id IS DISTINCT FROM OLD.doctor_id
    OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.replaces IS DISTINCT FROM OLD.replaces
    OR NEW.correction IS DISTINCT FROM OLD.correction
    OR NEW.revision IS DISTINCT FROM OLD.revision
    OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NOT (NEW.status = OLD.status AND NEW.replaced_by IS NOT DISTINCT FROM OLD.replaced_by
            OR OLD.status = 'signed' AND NEW.status = 'replaced')
  ) THEN
    RAISE EXCEPTION 'A signed prescription cannot be changed.' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "prescriptions_signed_unchanged" BEFORE UPDATE ON "prescriptions"
  FOR EACH ROW EXECUTE FUNCTION "prescriptions_signed_unchanged"();

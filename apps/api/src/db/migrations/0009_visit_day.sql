CREATE TABLE "board_links" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"label" varchar(60) NOT NULL,
	"doctor_ids" varchar(24)[] NOT NULL,
	"created_by" varchar(24),
	"revoked_at" timestamp with time zone,
	"revoked_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_links_id_hex" CHECK ("board_links"."id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
CREATE TABLE "queue_days" (
	"doctor_id" varchar(24) NOT NULL,
	"selected_date" date NOT NULL,
	"current_appointment_id" varchar(24),
	"calls" integer DEFAULT 0 NOT NULL,
	"last_called_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_days_doctor_id_selected_date_pk" PRIMARY KEY("doctor_id","selected_date")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "requeue_after_call" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "turn_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rescheduled_to" varchar(24);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "owner_user_id" varchar(24);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "relation" varchar(20);--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "sms_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_links" ADD CONSTRAINT "board_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_links" ADD CONSTRAINT "board_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_days" ADD CONSTRAINT "queue_days_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_days" ADD CONSTRAINT "queue_days_current_appointment_id_appointments_id_fk" FOREIGN KEY ("current_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_owner_idx" ON "patients" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'bn'));
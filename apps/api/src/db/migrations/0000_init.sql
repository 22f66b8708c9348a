CREATE TABLE "appointment_serials" (
	"doctor_id" varchar(24) NOT NULL,
	"selected_date" date NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "appointment_serials_doctor_id_selected_date_pk" PRIMARY KEY("doctor_id","selected_date")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"doctor_id" varchar(24) NOT NULL,
	"patient_ref" varchar(24) NOT NULL,
	"created_by" varchar(24),
	"attendant_id" varchar(24),
	"selected_date" date NOT NULL,
	"serial_no" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"payment_status" varchar(10) DEFAULT 'unpaid' NOT NULL,
	"consultation_fee" integer NOT NULL,
	"consultation_method" varchar(20) NOT NULL,
	"consultation_for" varchar(20) NOT NULL,
	"short_brief" varchar(255) DEFAULT '' NOT NULL,
	"is_followup" boolean DEFAULT false NOT NULL,
	"cancellation_reason" varchar(50),
	"source" varchar(10) NOT NULL,
	"fee_received_by" varchar(24),
	"refund_status" varchar(12) DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_doctor_date_serial_key" UNIQUE("doctor_id","selected_date","serial_no"),
	CONSTRAINT "appointments_id_hex" CHECK ("appointments"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'cancelled', 'done')),
	CONSTRAINT "appointments_payment_status_check" CHECK ("appointments"."payment_status" in ('paid', 'unpaid', 'failed')),
	CONSTRAINT "appointments_source_check" CHECK ("appointments"."source" in ('online', 'walk-in')),
	CONSTRAINT "appointments_fee_check" CHECK ("appointments"."consultation_fee" between 0 and 9999),
	CONSTRAINT "appointments_refund_status_check" CHECK ("appointments"."refund_status" in ('none', 'processing', 'refunded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"appointment_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"comment" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"appointment_id" varchar(24) NOT NULL,
	"tran_id" varchar(30) NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'BDT' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"session_key" text,
	"val_id" text,
	"bank_tran_id" text,
	"validation" text,
	"refund_status" varchar(12) DEFAULT 'none' NOT NULL,
	"refund_ref_id" text,
	"refunded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tran_id_key" UNIQUE("tran_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "doctor_schedule_days" (
	"doctor_id" varchar(24) NOT NULL,
	"weekday" smallint NOT NULL,
	"active" boolean NOT NULL,
	"start" varchar(5),
	"end" varchar(5),
	CONSTRAINT "doctor_schedule_days_doctor_id_weekday_pk" PRIMARY KEY("doctor_id","weekday"),
	CONSTRAINT "doctor_schedule_days_weekday_check" CHECK ("doctor_schedule_days"."weekday" between 0 and 6),
	CONSTRAINT "doctor_schedule_days_order_check" CHECK (not "doctor_schedule_days"."active" or ("doctor_schedule_days"."start" is not null and "doctor_schedule_days"."end" is not null and "doctor_schedule_days"."start" <= "doctor_schedule_days"."end"))
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"title" varchar(20) NOT NULL,
	"photo" text NOT NULL,
	"speciality" varchar(40) NOT NULL,
	"about" text NOT NULL,
	"consultation_fee" integer NOT NULL,
	"available_for" text[] NOT NULL,
	"designation" varchar(60) NOT NULL,
	"department" varchar(100) NOT NULL,
	"workstation" varchar(150) NOT NULL,
	"degrees" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_id_hex" CHECK ("doctors"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "doctors_fee_check" CHECK ("doctors"."consultation_fee" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "callbacks" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"contact_no" varchar(11) NOT NULL,
	"message" varchar(255) NOT NULL,
	"user_id" varchar(24),
	"remarks" varchar(500),
	"answered_by" varchar(24),
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"notification_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_recipients_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_requests" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"department" varchar(20) NOT NULL,
	"station" varchar(30),
	"name" varchar(100) NOT NULL,
	"age" integer NOT NULL,
	"contact" varchar(11) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"booked_by" varchar(24) NOT NULL,
	"decided_by" varchar(24),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_requests_status_check" CHECK ("slot_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"doctor_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"appointment_id" varchar(24),
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "holder_id_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"patient_id" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"age" integer NOT NULL,
	"gender" varchar(6),
	"weight" integer,
	"contact" varchar(11) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_id_hex" CHECK ("patients"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender" is null or "patients"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"family" varchar(24) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"patient_ref" varchar(24) NOT NULL,
	"doctor_ref" varchar(24),
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_id_hex" CHECK ("users"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('patient', 'doctor', 'attendant', 'marketer', 'pharmacist', 'deliveryboy', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "appointment_serials" ADD CONSTRAINT "appointment_serials_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_ref_patients_id_fk" FOREIGN KEY ("patient_ref") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_attendant_id_users_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_fee_received_by_users_id_fk" FOREIGN KEY ("fee_received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedule_days" ADD CONSTRAINT "doctor_schedule_days_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_requests" ADD CONSTRAINT "slot_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_patient_ref_patients_id_fk" FOREIGN KEY ("patient_ref") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_doctor_ref_doctors_id_fk" FOREIGN KEY ("doctor_ref") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("selected_date");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_ref");--> statement-breakpoint
CREATE INDEX "call_logs_appointment_idx" ON "call_logs" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "doctors_speciality_idx" ON "doctors" USING btree ("speciality");--> statement-breakpoint
CREATE INDEX "callbacks_created_idx" ON "callbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "slot_requests_status_created_idx" ON "slot_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_doctor_idx" ON "reviews" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_key" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_patient_id_key" ON "patients" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patients_contact_idx" ON "patients" USING btree ("contact");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_patient_ref_key" ON "users" USING btree ("patient_ref");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
CREATE SEQUENCE "public"."consultation_event_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "consultation_attachments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"appointment_id" varchar(24) NOT NULL,
	"uploaded_by" varchar(24) NOT NULL,
	"kind" varchar(5) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_attachments_id_hex" CHECK ("consultation_attachments"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "consultation_attachments_kind_check" CHECK ("consultation_attachments"."kind" in ('image', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT nextval('consultation_event_seq') NOT NULL,
	"appointment_id" varchar(24) NOT NULL,
	"sender_id" varchar(24) NOT NULL,
	"from_role" varchar(7) NOT NULL,
	"client_id" varchar(36) NOT NULL,
	"body" varchar(2000) DEFAULT '' NOT NULL,
	"attachment_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_messages_seq_unique" UNIQUE("seq"),
	CONSTRAINT "consultation_messages_client_key" UNIQUE("appointment_id","client_id"),
	CONSTRAINT "consultation_messages_id_hex" CHECK ("consultation_messages"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "consultation_messages_from_check" CHECK ("consultation_messages"."from_role" in ('patient', 'doctor'))
);
--> statement-breakpoint
CREATE TABLE "consultation_signals" (
	"id" bigint PRIMARY KEY DEFAULT nextval('consultation_event_seq') NOT NULL,
	"appointment_id" varchar(24) NOT NULL,
	"from_role" varchar(7) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_signals_from_check" CHECK ("consultation_signals"."from_role" in ('patient', 'doctor'))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"appointment_id" varchar(24) PRIMARY KEY NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"mode" varchar(10) NOT NULL,
	"consent_version" varchar(20),
	"consent_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_state_check" CHECK ("consultations"."state" in ('open', 'waiting', 'live', 'ended')),
	CONSTRAINT "consultations_mode_check" CHECK ("consultations"."mode" in ('video', 'audio', 'chat'))
);
--> statement-breakpoint
ALTER TABLE "consultation_attachments" ADD CONSTRAINT "consultation_attachments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_attachments" ADD CONSTRAINT "consultation_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_attachment_id_consultation_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."consultation_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_signals" ADD CONSTRAINT "consultation_signals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_attachments_room_idx" ON "consultation_attachments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "consultation_messages_room_idx" ON "consultation_messages" USING btree ("appointment_id","seq");--> statement-breakpoint
CREATE INDEX "consultation_signals_room_idx" ON "consultation_signals" USING btree ("appointment_id","id");
CREATE TABLE "doctor_leaves" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"doctor_id" varchar(24) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" varchar(200) NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leaves_order_check" CHECK ("doctor_leaves"."from_date" <= "doctor_leaves"."to_date")
);
--> statement-breakpoint
ALTER TABLE "doctor_leaves" ADD CONSTRAINT "doctor_leaves_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_leaves_doctor_idx" ON "doctor_leaves" USING btree ("doctor_id","to_date");
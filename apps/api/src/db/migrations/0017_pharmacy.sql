CREATE SEQUENCE "public"."pharmacy_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"rider_id" varchar(24) NOT NULL,
	"closed_by" varchar(24) NOT NULL,
	"expected_taka" integer NOT NULL,
	"counted_taka" integer NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"order_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_closes_id_hex" CHECK ("cash_closes"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "cash_closes_amounts_check" CHECK ("cash_closes"."expected_taka" >= 0 and "cash_closes"."counted_taka" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_fills" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"line_id" varchar(24) NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"medicine_id" varchar(24) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_poisha" integer NOT NULL,
	CONSTRAINT "order_fills_quantity_check" CHECK ("order_fills"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pharmacy_order_lines" (
	"order_id" varchar(24) NOT NULL,
	"line_id" varchar(24) NOT NULL,
	"prescription_id" varchar(24) NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(120) NOT NULL,
	"medicine_id" varchar(24),
	"quantity" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"fill_state" varchar(12) DEFAULT 'pending' NOT NULL,
	"filled_medicine_id" varchar(24),
	"filled_quantity" integer,
	"substitution_reason" varchar(200),
	"missing_reason" varchar(200),
	"amount_poisha" integer,
	CONSTRAINT "pharmacy_order_lines_order_id_line_id_pk" PRIMARY KEY("order_id","line_id"),
	CONSTRAINT "pharmacy_order_lines_quantity_check" CHECK ("pharmacy_order_lines"."quantity" between 1 and 1000),
	CONSTRAINT "pharmacy_order_lines_fill_state_check" CHECK ("pharmacy_order_lines"."fill_state" in ('pending', 'filled', 'substituted', 'missing')),
	CONSTRAINT "pharmacy_order_lines_filled_check" CHECK ("pharmacy_order_lines"."filled_quantity" is null or ("pharmacy_order_lines"."filled_quantity" >= 1 and "pharmacy_order_lines"."filled_quantity" <= "pharmacy_order_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "pharmacy_orders" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"order_no" integer DEFAULT nextval('pharmacy_order_no_seq') NOT NULL,
	"prescription_id" varchar(24) NOT NULL,
	"patient_ref" varchar(24) NOT NULL,
	"account_id" varchar(24) NOT NULL,
	"state" varchar(10) DEFAULT 'received' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"fulfilment" varchar(8) NOT NULL,
	"area" varchar(40),
	"address" varchar(300),
	"landmark" varchar(120),
	"contact" varchar(11),
	"payment_method" varchar(6) NOT NULL,
	"payment_status" varchar(8) DEFAULT 'unpaid' NOT NULL,
	"paid_via" varchar(6),
	"paid_at" timestamp with time zone,
	"refund_status" varchar(12) DEFAULT 'none' NOT NULL,
	"subtotal_poisha" integer,
	"total_taka" integer,
	"refusal_reason" varchar(300),
	"cancelled_at" timestamp with time zone,
	"filled_at" timestamp with time zone,
	"filled_by" varchar(24),
	"ready_at" timestamp with time zone,
	"rider_id" varchar(24),
	"assigned_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failure_reason" varchar(14),
	"failure_note" varchar(300),
	"code_hmac" varchar(64),
	"handover_code" varchar(4),
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"cash_collected_taka" integer,
	"cash_close_id" varchar(24),
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_orders_id_hex" CHECK ("pharmacy_orders"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "pharmacy_orders_state_check" CHECK ("pharmacy_orders"."state" in ('received', 'filled', 'ready', 'packed', 'out', 'delivered', 'collected', 'failed', 'returned', 'refused', 'cancelled')),
	CONSTRAINT "pharmacy_orders_fulfilment_check" CHECK ("pharmacy_orders"."fulfilment" in ('pickup', 'delivery')),
	CONSTRAINT "pharmacy_orders_delivery_check" CHECK ("pharmacy_orders"."fulfilment" = 'pickup' or ("pharmacy_orders"."area" is not null and "pharmacy_orders"."address" is not null and "pharmacy_orders"."contact" is not null)),
	CONSTRAINT "pharmacy_orders_payment_method_check" CHECK ("pharmacy_orders"."payment_method" in ('online', 'cash')),
	CONSTRAINT "pharmacy_orders_payment_status_check" CHECK ("pharmacy_orders"."payment_status" in ('unpaid', 'paid', 'refunded')),
	CONSTRAINT "pharmacy_orders_paid_via_check" CHECK (("pharmacy_orders"."payment_status" = 'unpaid') = ("pharmacy_orders"."paid_via" is null)),
	CONSTRAINT "pharmacy_orders_refund_status_check" CHECK ("pharmacy_orders"."refund_status" in ('none', 'processing', 'refunded', 'failed')),
	CONSTRAINT "pharmacy_orders_failure_check" CHECK ("pharmacy_orders"."failure_reason" is null or "pharmacy_orders"."failure_reason" in ('unreachable', 'refused', 'wrong_address')),
	CONSTRAINT "pharmacy_orders_contact_check" CHECK ("pharmacy_orders"."contact" is null or "pharmacy_orders"."contact" ~ '^[0-9]{11}$'),
	CONSTRAINT "pharmacy_orders_code_attempts_check" CHECK ("pharmacy_orders"."code_attempts" >= 0),
	CONSTRAINT "pharmacy_orders_handover_code_check" CHECK ("pharmacy_orders"."handover_code" is null or "pharmacy_orders"."handover_code" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"medicine_id" varchar(24) NOT NULL,
	"batch_no" varchar(40) NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity_received" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_poisha" integer NOT NULL,
	"received_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_id_hex" CHECK ("stock_batches"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "stock_batches_quantity_check" CHECK ("stock_batches"."quantity" >= 0 and "stock_batches"."quantity" <= "stock_batches"."quantity_received"),
	CONSTRAINT "stock_batches_received_check" CHECK ("stock_batches"."quantity_received" > 0),
	CONSTRAINT "stock_batches_price_check" CHECK ("stock_batches"."unit_price_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"medicine_id" varchar(24) PRIMARY KEY NOT NULL,
	"reorder_level" integer NOT NULL,
	CONSTRAINT "stock_levels_reorder_check" CHECK ("stock_levels"."reorder_level" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"medicine_id" varchar(24) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" varchar(24),
	"by_user" varchar(24),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('received', 'dispensed', 'returned', 'written_off')),
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" varchar(24);--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fills" ADD CONSTRAINT "order_fills_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_order_lines" ADD CONSTRAINT "pharmacy_order_lines_filled_medicine_id_medicines_id_fk" FOREIGN KEY ("filled_medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_patient_ref_patients_id_fk" FOREIGN KEY ("patient_ref") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_filled_by_users_id_fk" FOREIGN KEY ("filled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_orders" ADD CONSTRAINT "pharmacy_orders_cash_close_id_cash_closes_id_fk" FOREIGN KEY ("cash_close_id") REFERENCES "public"."cash_closes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_closes_created_idx" ON "cash_closes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_fills_order_idx" ON "order_fills" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_order_lines_once_idx" ON "pharmacy_order_lines" USING btree ("prescription_id","line_id") WHERE not "pharmacy_order_lines"."released";--> statement-breakpoint
CREATE UNIQUE INDEX "pharmacy_orders_order_no_key" ON "pharmacy_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_state_idx" ON "pharmacy_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_account_idx" ON "pharmacy_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_patient_idx" ON "pharmacy_orders" USING btree ("patient_ref","created_at");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_prescription_idx" ON "pharmacy_orders" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_rider_idx" ON "pharmacy_orders" USING btree ("rider_id","state");--> statement-breakpoint
CREATE INDEX "pharmacy_orders_created_idx" ON "pharmacy_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_batch_key" ON "stock_batches" USING btree ("medicine_id",lower("batch_no"));--> statement-breakpoint
CREATE INDEX "stock_batches_usable_idx" ON "stock_batches" USING btree ("medicine_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "stock_batches_expiry_idx" ON "stock_batches" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "stock_movements_at_idx" ON "stock_movements" USING btree ("at");--> statement-breakpoint
CREATE INDEX "stock_movements_medicine_idx" ON "stock_movements" USING btree ("medicine_id","at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_pharmacy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pharmacy_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK (("payments"."appointment_id" is null) <> ("payments"."order_id" is null));
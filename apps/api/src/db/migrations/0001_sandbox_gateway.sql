CREATE TABLE "sandbox_gateway_transactions" (
	"tran_id" varchar(30) PRIMARY KEY NOT NULL,
	"session_key" varchar(64) NOT NULL,
	"val_id" varchar(64) NOT NULL,
	"bank_tran_id" varchar(64) NOT NULL,
	"amount" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"validations" integer DEFAULT 0 NOT NULL,
	"store_name" varchar(255) NOT NULL,
	"product_name" varchar(255) NOT NULL,
	"customer_name" varchar(255) NOT NULL,
	"value_a" varchar(255) DEFAULT '' NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"ipn_url" text NOT NULL,
	"refund_ref_id" varchar(64),
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_transactions_status_check" CHECK ("sandbox_gateway_transactions"."status" in ('PENDING', 'VALID', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_transactions_val_id_key" ON "sandbox_gateway_transactions" USING btree ("val_id");
CREATE TABLE "admin_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" varchar(48) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"image_url" varchar(255) NOT NULL,
	"account_name" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_qr_codes_channel_check" CHECK ("payment_qr_codes"."channel" in ('WECHAT', 'ALIPAY'))
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"channel" varchar(16) NOT NULL,
	"payment_reference" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"reject_reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "recharge_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "recharge_orders_amount_check" CHECK ("recharge_orders"."amount_cents" between 100 and 5000000),
	CONSTRAINT "recharge_orders_status_check" CHECK ("recharge_orders"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "recharge_orders_channel_check" CHECK ("recharge_orders"."channel" in ('WECHAT', 'ALIPAY'))
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "description" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_value_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_actions_admin_idx" ON "admin_actions" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "payment_qr_codes_channel_idx" ON "payment_qr_codes" USING btree ("channel","sort","id");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_idx" ON "recharge_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "recharge_orders_status_idx" ON "recharge_orders" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_ledger_recharge_once" ON "balance_ledger" USING btree ("reference") WHERE "balance_ledger"."type" = 'RECHARGE';--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_type_check" CHECK ("balance_ledger"."type" in ('RECHARGE', 'MEMBERSHIP', 'CREDIT', 'ADJUST'));
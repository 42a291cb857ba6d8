CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"title" text NOT NULL,
	"course_service_type" text NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"money_back_days" integer DEFAULT 0 NOT NULL,
	"is_lifetime" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_terms" CHECK ("subscription_plans"."amount" >= 0 and "subscription_plans"."interval" > 0 and "subscription_plans"."trial_days" >= 0 and "subscription_plans"."money_back_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_courses" (
	"plan_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "subscription_plan_courses_plan_id_course_id_pk" PRIMARY KEY("plan_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"payment_method_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installment_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"installment_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "billing_anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "paid_cycles" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "cancel_reason_type" text;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_courses" ADD CONSTRAINT "subscription_plan_courses_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_courses" ADD CONSTRAINT "subscription_plan_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_payments" ADD CONSTRAINT "installment_payments_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_plans_brand_idx" ON "subscription_plans" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "installments_user_idx" ON "installments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installment_payments_number_unique" ON "installment_payments" USING btree ("installment_id","number");--> statement-breakpoint
CREATE INDEX "installment_payments_due_idx" ON "installment_payments" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "payment_subscriptions_due_idx" ON "payment_subscriptions" USING btree ("status","next_pay_at");

CREATE TABLE "course_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_services_price" CHECK ("course_services"."price" >= 0 and "course_services"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "course_services" ADD CONSTRAINT "course_services_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "course_services_course_idx" ON "course_services" USING btree ("course_id");
--> statement-breakpoint
CREATE TABLE "user_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"entry_key" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_scores_amount_nonzero" CHECK ("user_scores"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "user_scores" ADD CONSTRAINT "user_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "user_scores_user_entry_unique" ON "user_scores" USING btree ("user_id","entry_key");
--> statement-breakpoint
CREATE INDEX "user_scores_user_idx" ON "user_scores" USING btree ("user_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_scores_amount_nonnegative" CHECK ("users"."scores_amount" >= 0);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."value" between 1 and 100) or ("discount_codes"."kind" = 'fixed' and "discount_codes"."value" > 0))
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_brand_code_unique" ON "discount_codes" USING btree ("brand_id","code");
--> statement-breakpoint
CREATE TABLE "discount_code_services" (
	"code_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "discount_code_services_code_id_service_id_pk" PRIMARY KEY("code_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "discount_code_services" ADD CONSTRAINT "discount_code_services_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_code_services" ADD CONSTRAINT "discount_code_services_service_id_course_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"order_id" integer,
	"discount" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_idx" ON "discount_redemptions" USING btree ("code_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_user_attempt_unique" ON "discount_redemptions" USING btree ("user_id","attempt_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_once_per_learner" ON "discount_redemptions" USING btree ("code_id","user_id") WHERE "discount_redemptions"."released_at" is null;

CREATE TABLE "course_service_children" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_service_children_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "course_service_appstore_products" (
	"service_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "course_service_appstore_products_service_id_code_pk" PRIMARY KEY("service_id","code")
);
--> statement-breakpoint
CREATE TABLE "course_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"relation_type_id" integer DEFAULT 1 NOT NULL,
	"images" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_service_children" ADD CONSTRAINT "course_service_children_parent_id_course_services_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_service_children" ADD CONSTRAINT "course_service_children_child_id_course_services_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_service_appstore_products" ADD CONSTRAINT "course_service_appstore_products_service_id_course_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_service_id_course_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_positions" ADD CONSTRAINT "catalog_positions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_positions" ADD CONSTRAINT "catalog_positions_service_id_course_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "course_offers_course_idx" ON "course_offers" USING btree ("course_id","relation_type_id");
--> statement-breakpoint
CREATE INDEX "catalog_positions_brand_idx" ON "catalog_positions" USING btree ("brand_id","sort");

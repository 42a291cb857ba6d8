CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"sort" integer
);
--> statement-breakpoint
CREATE TABLE "course_catalog_entries" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"language" text NOT NULL,
	"thumbnail" text,
	"landing" text,
	"coach_name" text,
	"coach_photo" text,
	"search_title" text NOT NULL,
	"search_body" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE language WHEN 'ru' THEN 'russian'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END, search_title), 'A') || setweight(to_tsvector(CASE language WHEN 'ru' THEN 'russian'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END, search_body), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "catalog_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_parent_id_course_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_catalog_entries" ADD CONSTRAINT "course_catalog_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_catalog_entries" ADD CONSTRAINT "course_catalog_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_catalog_entries" ADD CONSTRAINT "course_catalog_entries_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_catalog_entries" ADD CONSTRAINT "course_catalog_entries_subcategory_id_course_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_catalog_entries" ADD CONSTRAINT "course_catalog_entries_language" CHECK ("language" IN ('ru', 'en', 'es'));
--> statement-breakpoint
CREATE INDEX "course_categories_brand_idx" ON "course_categories" USING btree ("brand_id");
--> statement-breakpoint
CREATE INDEX "course_catalog_entries_brand_idx" ON "course_catalog_entries" USING btree ("brand_id","category_id");
--> statement-breakpoint
CREATE INDEX "course_catalog_entries_vector_idx" ON "course_catalog_entries" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "catalog_search_words_trgm_idx" ON "catalog_search_words" USING gin ("word" gin_trgm_ops);

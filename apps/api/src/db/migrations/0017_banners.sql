CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"file" text NOT NULL,
	"link" text,
	"platforms" text[] NOT NULL,
	"positions" text[] NOT NULL,
	"placements" text[] NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	"community_ids" integer[] DEFAULT '{}' NOT NULL,
	"application_ids" text[] DEFAULT '{}' NOT NULL,
	"stage_day_ids" integer[] DEFAULT '{}' NOT NULL,
	"not_display_course_ids" integer[] DEFAULT '{}' NOT NULL,
	"not_display_community_ids" integer[] DEFAULT '{}' NOT NULL,
	"not_display_application_ids" text[] DEFAULT '{}' NOT NULL,
	"is_new_feature" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort","id");

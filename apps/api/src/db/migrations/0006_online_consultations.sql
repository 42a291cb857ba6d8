CREATE TABLE "course_online_consultations" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"per_stream" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_online_consultations_per_stream" CHECK ("course_online_consultations"."per_stream" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "expert_days_off" (
	"expert_user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "expert_days_off_expert_user_id_day_pk" PRIMARY KEY("expert_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "expert_schedules" (
	"expert_user_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_user_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "expert_weekly_hours_weekday" CHECK ("expert_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "expert_weekly_hours_minutes" CHECK (0 <= "expert_weekly_hours"."start_minute" and "expert_weekly_hours"."start_minute" < "expert_weekly_hours"."end_minute" and "expert_weekly_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "online_consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stream_id" integer NOT NULL,
	"ordinal" smallint NOT NULL,
	"expert_user_id" integer,
	"starts_at" timestamp with time zone,
	"note" text,
	"phone" text,
	"meeting_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_online_consultations" ADD CONSTRAINT "course_online_consultations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_days_off" ADD CONSTRAINT "expert_days_off_expert_user_id_expert_schedules_expert_user_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."expert_schedules"("expert_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_schedules" ADD CONSTRAINT "expert_schedules_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_weekly_hours" ADD CONSTRAINT "expert_weekly_hours_expert_user_id_expert_schedules_expert_user_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."expert_schedules"("expert_user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_consultations" ADD CONSTRAINT "online_consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_consultations" ADD CONSTRAINT "online_consultations_stream_id_user_course_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_consultations" ADD CONSTRAINT "online_consultations_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_weekly_hours_expert_idx" ON "expert_weekly_hours" USING btree ("expert_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_consultations_stream_ordinal_unique" ON "online_consultations" USING btree ("stream_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "online_consultations_expert_start_unique" ON "online_consultations" USING btree ("expert_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "online_consultations_user_idx" ON "online_consultations" USING btree ("user_id","starts_at");
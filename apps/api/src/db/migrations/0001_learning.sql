CREATE TABLE "course_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file" jsonb
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"import_key" text NOT NULL,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"background" jsonb,
	"course_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text,
	"complexity" text,
	"demo_video_id" integer,
	"is_demo_documents_accessible" boolean DEFAULT true NOT NULL,
	"is_demo_expert_message_enabled" boolean DEFAULT true NOT NULL,
	"is_demo_user_message_enabled" boolean DEFAULT true NOT NULL,
	"is_demo_offline_mode_accessible" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_import_key_unique" UNIQUE("import_key")
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"stage_id" integer,
	"day_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"is_demo_accessible" boolean DEFAULT false NOT NULL,
	"is_required" integer DEFAULT 0 NOT NULL,
	"scores" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_set_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_set_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"repeat_count" integer DEFAULT 1 NOT NULL,
	"user_repeat_range_from" integer DEFAULT 1 NOT NULL,
	"user_repeat_range_to" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"video_id" integer,
	"video_length_seconds" integer DEFAULT 0 NOT NULL,
	"training_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"local_video_file" jsonb,
	"local_description_video_file" jsonb,
	"vertical_video" jsonb,
	"vertical_description_video" jsonb
);
--> statement-breakpoint
CREATE TABLE "stage_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"day_of_rest" boolean DEFAULT false NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"finish_total_time_seconds" integer DEFAULT 0 NOT NULL,
	"required_to_complete" integer DEFAULT 0 NOT NULL,
	"scores" integer DEFAULT 0 NOT NULL,
	"is_demo_accessible" boolean DEFAULT false NOT NULL,
	"open_delay_days" integer
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"duration_seconds" integer NOT NULL,
	"url" text NOT NULL,
	"hls_playlist" text,
	"preview" text,
	"mp4_playlist" text,
	"subtitles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"is_expert" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"exercise" text,
	"file_ids" integer[] DEFAULT '{}' NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_homework_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"status" text DEFAULT 'NOT_UPLOADED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"day_status_id" integer NOT NULL,
	"lesson_set_lesson_id" integer NOT NULL,
	"viewed_seconds" integer DEFAULT 0 NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_course_stream_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_course_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_optional_purchase" boolean DEFAULT false NOT NULL,
	"course_full_access" boolean DEFAULT false NOT NULL,
	"chat_channel_id" integer,
	"max_consultation_count" integer DEFAULT 0 NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message_expires_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_day_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_subscription_courses" (
	"subscription_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "payment_subscription_courses_subscription_id_course_id_pk" PRIMARY KEY("subscription_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "payment_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"is_lifetime" boolean DEFAULT false NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"next_pay_at" timestamp with time zone,
	"end_date" timestamp with time zone,
	"course_service_type" text NOT NULL,
	"recurrent_payments_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_day_id_stage_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."stage_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_set_lessons" ADD CONSTRAINT "lesson_set_lessons_lesson_set_id_lesson_sets_id_fk" FOREIGN KEY ("lesson_set_id") REFERENCES "public"."lesson_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_set_lessons" ADD CONSTRAINT "lesson_set_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sets" ADD CONSTRAINT "lesson_sets_day_id_stage_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."stage_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_days" ADD CONSTRAINT "stage_days_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_messages" ADD CONSTRAINT "homework_messages_status_id_user_homework_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."user_homework_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_messages" ADD CONSTRAINT "homework_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_stream_id_user_course_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_stats" ADD CONSTRAINT "lesson_stats_stream_id_user_course_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_stats" ADD CONSTRAINT "lesson_stats_day_status_id_user_day_statuses_id_fk" FOREIGN KEY ("day_status_id") REFERENCES "public"."user_day_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_stats" ADD CONSTRAINT "lesson_stats_lesson_set_lesson_id_lesson_set_lessons_id_fk" FOREIGN KEY ("lesson_set_lesson_id") REFERENCES "public"."lesson_set_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_stream_freezes" ADD CONSTRAINT "user_course_stream_freezes_stream_id_user_course_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD CONSTRAINT "user_course_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD CONSTRAINT "user_course_streams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_day_statuses" ADD CONSTRAINT "user_day_statuses_stream_id_user_course_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_day_statuses" ADD CONSTRAINT "user_day_statuses_day_id_stage_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."stage_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscription_courses" ADD CONSTRAINT "payment_subscription_courses_subscription_id_payment_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."payment_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscription_courses" ADD CONSTRAINT "payment_subscription_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_documents_course_idx" ON "course_documents" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "homeworks_course_idx" ON "homeworks" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_set_lessons_set_idx" ON "lesson_set_lessons" USING btree ("lesson_set_id");--> statement-breakpoint
CREATE INDEX "lesson_sets_day_idx" ON "lesson_sets" USING btree ("day_id");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_days_stage_number_unique" ON "stage_days" USING btree ("stage_id","day_number");--> statement-breakpoint
CREATE INDEX "stages_course_idx" ON "stages" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "homework_messages_status_idx" ON "homework_messages" USING btree ("status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_messages_idempotency_unique" ON "homework_messages" USING btree ("status_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_homework_statuses_stream_homework_unique" ON "user_homework_statuses" USING btree ("stream_id","homework_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_stats_day_lesson_unique" ON "lesson_stats" USING btree ("day_status_id","lesson_set_lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_stats_stream_idx" ON "lesson_stats" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "user_course_stream_freezes_stream_idx" ON "user_course_stream_freezes" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "user_course_streams_user_idx" ON "user_course_streams" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_day_statuses_stream_day_unique" ON "user_day_statuses" USING btree ("stream_id","day_id");--> statement-breakpoint
CREATE INDEX "payment_subscriptions_user_idx" ON "payment_subscriptions" USING btree ("user_id");
CREATE TABLE "expert_courses" (
	"expert_user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_courses_expert_user_id_course_id_pk" PRIMARY KEY("expert_user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "expert_courses" ADD CONSTRAINT "expert_courses_expert_user_id_users_id_fk" FOREIGN KEY ("expert_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_courses" ADD CONSTRAINT "expert_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_courses_course_idx" ON "expert_courses" USING btree ("course_id");
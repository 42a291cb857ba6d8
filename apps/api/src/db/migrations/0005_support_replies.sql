CREATE TABLE "tech_question_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tech_question_replies" ADD CONSTRAINT "tech_question_replies_question_id_tech_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."tech_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_question_replies" ADD CONSTRAINT "tech_question_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tech_question_replies_question_idx" ON "tech_question_replies" USING btree ("question_id","id");
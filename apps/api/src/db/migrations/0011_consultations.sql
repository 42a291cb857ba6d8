CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"start_message_id" integer NOT NULL,
	"end_message_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"expert_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" in ('open', 'close', 'rated'))
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_start_message_id_chat_messages_id_fk" FOREIGN KEY ("start_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_end_message_id_chat_messages_id_fk" FOREIGN KEY ("end_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_chat_idx" ON "consultations" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_one_open_per_chat" ON "consultations" USING btree ("chat_id") WHERE "consultations"."status" = 'open';--> statement-breakpoint
UPDATE "user_course_streams" SET "chat_channel_id" = NULL WHERE "chat_channel_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "chats" WHERE "chats"."id" = "user_course_streams"."chat_channel_id");--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD CONSTRAINT "user_course_streams_chat_channel_id_chats_id_fk" FOREIGN KEY ("chat_channel_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;

ALTER TABLE "lesson_stats" ADD COLUMN "position_seconds" integer DEFAULT 0 NOT NULL;

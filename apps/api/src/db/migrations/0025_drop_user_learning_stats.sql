-- The user's learning stats (viewed_hours, completed_courses, completed_tasks, viewed_lessons)
-- were columns nothing wrote, so GET /user answered 0 whatever the learner did. They are now
-- computed from the lesson statistics, homework and streams when asked; the columns go.
ALTER TABLE "users" DROP COLUMN "viewed_hours";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "completed_courses";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "completed_tasks";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "viewed_lessons";

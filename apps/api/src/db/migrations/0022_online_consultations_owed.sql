-- A stream's video consultations are written by the writes that make them owed (a stream opened
-- on a course that offers them, a course starting to offer them or offering more), never by a
-- read: GET /course/online-consultations only reads.
CREATE FUNCTION "online_consultations_of_stream"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "online_consultations" ("user_id", "stream_id", "ordinal")
	SELECT NEW."user_id", NEW."id", ordinal
	FROM "course_online_consultations" o
	CROSS JOIN LATERAL generate_series(1, o."per_stream") AS ordinal
	WHERE o."course_id" = NEW."course_id"
	ON CONFLICT ("stream_id", "ordinal") DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_course_streams_online_consultations" AFTER INSERT OR UPDATE OF "course_id" ON "user_course_streams" FOR EACH ROW EXECUTE FUNCTION "online_consultations_of_stream"();
--> statement-breakpoint
CREATE FUNCTION "online_consultations_of_course"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "online_consultations" ("user_id", "stream_id", "ordinal")
	SELECT s."user_id", s."id", ordinal
	FROM "user_course_streams" s
	CROSS JOIN LATERAL generate_series(1, NEW."per_stream") AS ordinal
	WHERE s."course_id" = NEW."course_id"
	ON CONFLICT ("stream_id", "ordinal") DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_online_consultations_streams" AFTER INSERT OR UPDATE OF "per_stream" ON "course_online_consultations" FOR EACH ROW EXECUTE FUNCTION "online_consultations_of_course"();
--> statement-breakpoint
-- What the list used to add on reading, added once for the streams opened before.
INSERT INTO "online_consultations" ("user_id", "stream_id", "ordinal")
SELECT s."user_id", s."id", ordinal
FROM "user_course_streams" s
INNER JOIN "course_online_consultations" o ON o."course_id" = s."course_id"
CROSS JOIN LATERAL generate_series(1, o."per_stream") AS ordinal
ON CONFLICT ("stream_id", "ordinal") DO NOTHING;

-- The brand's catalogue version: raised once per statement that writes the brand's catalogue
-- (categories, catalogue entries, positions, the services and the course texts they show), so
-- the brand configuration's catalog and the search's counts and filters are cached per version
-- and no writer has to remember to drop them. Statement triggers with transition tables: a bulk
-- insert of thousands of entries raises it once, not once a row.
ALTER TABLE "brands" ADD COLUMN "catalog_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "brands" SET "catalog_version" = "catalog_version" + 1
		WHERE "id" IN (SELECT "brand_id" FROM "old_rows");
	ELSE
		UPDATE "brands" SET "catalog_version" = "catalog_version" + 1
		WHERE "id" IN (SELECT "brand_id" FROM "new_rows");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalog_service_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "brands" SET "catalog_version" = "catalog_version" + 1
		WHERE "id" IN (SELECT c."brand_id" FROM "courses" c WHERE c."id" IN (SELECT "course_id" FROM "old_rows"));
	ELSE
		UPDATE "brands" SET "catalog_version" = "catalog_version" + 1
		WHERE "id" IN (SELECT c."brand_id" FROM "courses" c WHERE c."id" IN (SELECT "course_id" FROM "new_rows"));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_categories_inserted" AFTER INSERT ON "course_categories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_categories_updated" AFTER UPDATE ON "course_categories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_categories_deleted" AFTER DELETE ON "course_categories" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_catalog_entries_inserted" AFTER INSERT ON "course_catalog_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_catalog_entries_updated" AFTER UPDATE ON "course_catalog_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_catalog_entries_deleted" AFTER DELETE ON "course_catalog_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalog_positions_inserted" AFTER INSERT ON "catalog_positions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalog_positions_updated" AFTER UPDATE ON "catalog_positions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalog_positions_deleted" AFTER DELETE ON "catalog_positions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
-- A course's texts (title, caption, excerpt) show in the search's page and the catalog's
-- products; its deletion reaches the entries by their cascade.
CREATE TRIGGER "courses_catalog_updated" AFTER UPDATE ON "courses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_services_inserted" AFTER INSERT ON "course_services" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_service_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_services_updated" AFTER UPDATE ON "course_services" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_service_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_services_deleted" AFTER DELETE ON "course_services" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_service_changed"();
--> statement-breakpoint
-- The search without text pages the brand's courses in id order: an index scan.
CREATE INDEX "course_catalog_entries_brand_course_idx" ON "course_catalog_entries" USING btree ("brand_id","course_id");

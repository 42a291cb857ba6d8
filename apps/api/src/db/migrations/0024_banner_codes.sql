-- The stable key of the banner import (npm run import-banners, docs/banner-import.md): importing
-- a banner whose code is stored updates that row. The banners stored before it are given
-- `banner-<id>`, a code the import accepts, so that they too can be updated from a file.
ALTER TABLE "banners" ADD COLUMN "code" text;
--> statement-breakpoint
UPDATE "banners" SET "code" = 'banner-' || "id";
--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "code" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "banners_code_idx" ON "banners" USING btree ("code");

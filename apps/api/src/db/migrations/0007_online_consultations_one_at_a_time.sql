DROP INDEX "online_consultations_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "online_consultations_user_start_unique" ON "online_consultations" USING btree ("user_id","starts_at");
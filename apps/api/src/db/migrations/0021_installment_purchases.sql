ALTER TABLE "installments" ADD COLUMN "order_id" integer;
--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "installments_order_unique" ON "installments" USING btree ("order_id");

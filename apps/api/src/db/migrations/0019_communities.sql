CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"uniq" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"chat_only" boolean DEFAULT false NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	"faq_url" text,
	"custom_url" text,
	"telegram_chat_url" text,
	"have_subscription_landing_url" text,
	"no_have_subscription_landing_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "communities_uniq_unique" UNIQUE("uniq")
);
--> statement-breakpoint
CREATE TABLE "user_communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"is_optional_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_communities_user_community_unique" UNIQUE("user_id","community_id")
);
--> statement-breakpoint
CREATE TABLE "community_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"title" text NOT NULL,
	"preview_image" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_communities" ADD CONSTRAINT "user_communities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_communities" ADD CONSTRAINT "user_communities_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "community_articles" ADD CONSTRAINT "community_articles_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "communities_brand_idx" ON "communities" USING btree ("brand_id");
--> statement-breakpoint
CREATE INDEX "community_articles_community_idx" ON "community_articles" USING btree ("community_id","sort");

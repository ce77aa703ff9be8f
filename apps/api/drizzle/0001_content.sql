CREATE TABLE "blog_pages" (
	"company_code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"heading" text NOT NULL,
	"sub_heading" text NOT NULL,
	"meta_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"company_code" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"summary" text NOT NULL,
	"author" text NOT NULL,
	"published_on" date NOT NULL,
	"content_sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_company_code_slug_pk" PRIMARY KEY("company_code","slug")
);
--> statement-breakpoint
CREATE TABLE "content_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"company_code" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"page_name" text,
	"product_type" text,
	"title" text NOT NULL,
	"meta_description" text NOT NULL,
	"heading" text NOT NULL,
	"sub_heading" text NOT NULL,
	"desktop_image" text,
	"mobile_image" text,
	"content_sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_company_code_slug_pk" PRIMARY KEY("company_code","slug")
);
--> statement-breakpoint
CREATE INDEX "blog_posts_company_published" ON "blog_posts" USING btree ("company_code","published_on");
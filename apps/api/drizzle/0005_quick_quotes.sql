CREATE TABLE "journey_pages" (
	"hashed_page_id" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"index" smallint NOT NULL,
	"icon" text,
	CONSTRAINT "journey_pages_product_code" UNIQUE("product_code","code")
);
--> statement-breakpoint
CREATE TABLE "quick_quote_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_quote_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quick_quote_hashed_id" text NOT NULL,
	"premium_cents" bigint,
	"cover_cents" bigint,
	"final_click" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_quote_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"external_reference_id" text NOT NULL,
	"display_order" smallint NOT NULL,
	"question" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_quotes" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"session_hashed_id" text,
	"product_code" text NOT NULL,
	"hashed_product_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"decline_reason" text,
	"premium_cents" bigint,
	"cover_cents" bigint,
	"excess_cents" bigint,
	"excess_key" text,
	"rating_table_version" text NOT NULL,
	"consent_text" text,
	"consent_accepted" boolean DEFAULT false NOT NULL,
	"call_centre" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_quotes_outcome" CHECK ("quick_quotes"."outcome" in ('QUOTED', 'NOT_QUALIFIED'))
);
--> statement-breakpoint
CREATE TABLE "rating_tables" (
	"version" text PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"tables" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quick_quote_clicks" ADD CONSTRAINT "quick_quote_clicks_quick_quote_hashed_id_quick_quotes_hashed_id_fk" FOREIGN KEY ("quick_quote_hashed_id") REFERENCES "public"."quick_quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_quotes" ADD CONSTRAINT "quick_quotes_rating_table_version_rating_tables_version_fk" FOREIGN KEY ("rating_table_version") REFERENCES "public"."rating_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_quote_clicks_quote_idx" ON "quick_quote_clicks" USING btree ("quick_quote_hashed_id");--> statement-breakpoint
CREATE INDEX "quick_quote_questions_product_idx" ON "quick_quote_questions" USING btree ("product_code","display_order");--> statement-breakpoint
CREATE INDEX "quick_quotes_session_idx" ON "quick_quotes" USING btree ("session_hashed_id");
CREATE TABLE "car_list_items" (
	"list" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "car_list_items_list_code_pk" PRIMARY KEY("list","code")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"company_code" text NOT NULL,
	"product_code" text NOT NULL,
	"quote_hashed_id" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"requested_slot_at" timestamp with time zone,
	"expected_call_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sources" (
	"quote_hashed_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"ucid" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_registrations" (
	"registration" text PRIMARY KEY NOT NULL,
	"vehicle_code" text NOT NULL,
	"year" smallint NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_kind";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sources" ADD CONSTRAINT "quote_sources_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_quote_source_unique" ON "leads" USING btree ("quote_hashed_id","source");--> statement-breakpoint
CREATE INDEX "leads_expected_call_idx" ON "leads" USING btree ("expected_call_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind" CHECK ("documents"."kind" in ('POLICY_SCHEDULE', 'COVER_LETTER'));
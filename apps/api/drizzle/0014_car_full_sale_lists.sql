CREATE TABLE "car_list_items" (
	"list" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "car_list_items_list_code_pk" PRIMARY KEY("list","code")
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
ALTER TABLE "quote_sources" ADD CONSTRAINT "quote_sources_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;
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
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_quote_source_unique" ON "leads" USING btree ("quote_hashed_id","source");--> statement-breakpoint
CREATE INDEX "leads_expected_call_idx" ON "leads" USING btree ("expected_call_at");
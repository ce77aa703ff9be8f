CREATE TABLE "quick_quote_drafts" (
	"owner_digest" text NOT NULL,
	"product_code" text NOT NULL,
	"answers" jsonb NOT NULL,
	"quick_quote_hashed_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_quote_drafts_owner_digest_product_code_pk" PRIMARY KEY("owner_digest","product_code")
);
--> statement-breakpoint
ALTER TABLE "quick_quote_drafts" ADD CONSTRAINT "quick_quote_drafts_quick_quote_hashed_id_quick_quotes_hashed_id_fk" FOREIGN KEY ("quick_quote_hashed_id") REFERENCES "public"."quick_quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_quote_drafts_updated_idx" ON "quick_quote_drafts" USING btree ("updated_at");
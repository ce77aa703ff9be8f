CREATE TABLE "workbench_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"agent_id" text NOT NULL,
	"agent_username" text NOT NULL,
	"product_code" text NOT NULL,
	"hashed_quick_quote_id" text,
	"hashed_page_id" text,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gap_quote_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workbench_tokens" ADD CONSTRAINT "workbench_tokens_hashed_quick_quote_id_quick_quotes_hashed_id_fk" FOREIGN KEY ("hashed_quick_quote_id") REFERENCES "public"."quick_quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workbench_tokens_expires_idx" ON "workbench_tokens" USING btree ("expires_at");
CREATE TABLE "quote_saved_links" (
	"quote_hashed_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_saved_links" ADD CONSTRAINT "quote_saved_links_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;
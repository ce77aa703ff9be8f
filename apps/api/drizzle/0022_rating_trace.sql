ALTER TABLE "quote_acceptances" ADD COLUMN "rating_trace" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "rating_trace" jsonb;
ALTER TABLE "documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "rendered_at" timestamp with time zone;
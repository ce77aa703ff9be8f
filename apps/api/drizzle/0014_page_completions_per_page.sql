-- Completion per page, not per kind (issue 23): a journey may have two pages of one kind. A page
-- done before this is the first page of its kind in the quote's journey version.
ALTER TABLE "quote_page_completions" ADD COLUMN "page_code" text;--> statement-breakpoint
UPDATE "quote_page_completions" c SET "page_code" = coalesce((
  SELECT p."code" FROM "journey_pages" p JOIN "quotes" q ON q."hashed_id" = c."quote_hashed_id"
  WHERE p."product_code" = q."product_code" AND p."journey_version" = q."journey_version" AND p."kind" = c."page_kind"
  ORDER BY p."index" LIMIT 1), lower(replace(c."page_kind", '_', '-')));--> statement-breakpoint
ALTER TABLE "quote_page_completions" ALTER COLUMN "page_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_page_completions" DROP CONSTRAINT "quote_page_completions_quote_hashed_id_page_kind_pk";--> statement-breakpoint
ALTER TABLE "quote_page_completions" ADD CONSTRAINT "quote_page_completions_quote_hashed_id_page_code_pk" PRIMARY KEY("quote_hashed_id","page_code");

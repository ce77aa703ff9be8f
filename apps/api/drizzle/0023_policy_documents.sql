CREATE TABLE "policy_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_code" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"effective_date" date NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "policy_documents_version_unique" UNIQUE("kind","version"),
	CONSTRAINT "policy_documents_kind" CHECK ("policy_documents"."kind" in ('POLICY_WORDING', 'TERMS'))
);
--> statement-breakpoint
CREATE INDEX "policy_documents_product_idx" ON "policy_documents" USING btree ("product_code","kind","effective_date");
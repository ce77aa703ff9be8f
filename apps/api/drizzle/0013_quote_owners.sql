CREATE TABLE "quote_owners" (
	"quote_hashed_id" text NOT NULL,
	"owner_digest" text NOT NULL,
	"proven_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_owners_quote_hashed_id_owner_digest_pk" PRIMARY KEY("quote_hashed_id","owner_digest"),
	CONSTRAINT "quote_owners_proven_by" CHECK ("quote_owners"."proven_by" in ('MADE', 'CODE', 'AGENT'))
);
--> statement-breakpoint
CREATE TABLE "quote_resume_codes" (
	"quote_hashed_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"code_digest" text,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "quote_resume_codes_channel" CHECK ("quote_resume_codes"."channel" in ('EMAIL', 'SMS'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quick_quotes" ADD COLUMN "owner_digest" text;--> statement-breakpoint
ALTER TABLE "quote_owners" ADD CONSTRAINT "quote_owners_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_resume_codes" ADD CONSTRAINT "quote_resume_codes_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_owners_owner_idx" ON "quote_owners" USING btree ("owner_digest");--> statement-breakpoint
CREATE INDEX "sms_outbox_unsent_idx" ON "sms_outbox" USING btree ("created_at");
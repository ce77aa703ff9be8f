CREATE TABLE "payers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"citizen_id" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payers_quote_hashed_id_unique" UNIQUE("quote_hashed_id")
);
--> statement-breakpoint
ALTER TABLE "debit_order_mandates" ADD COLUMN "payer_id" bigint;--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_order_mandates" ADD CONSTRAINT "debit_order_mandates_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE no action ON UPDATE no action;
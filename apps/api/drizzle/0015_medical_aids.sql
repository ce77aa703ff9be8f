CREATE TABLE "medical_aids" (
	"quote_hashed_id" text PRIMARY KEY NOT NULL,
	"scheme_name" text NOT NULL,
	"option_name" text NOT NULL,
	"plan" text NOT NULL,
	"member_number" text NOT NULL,
	"inception_date" date NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_aids_plan" CHECK ("medical_aids"."plan" in ('HOSPITAL', 'SAVINGS', 'COMPREHENSIVE'))
);
--> statement-breakpoint
ALTER TABLE "medical_aids" ADD CONSTRAINT "medical_aids_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;
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
CREATE TABLE "medical_scheme_options" (
	"scheme_id" smallint NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"plan" text,
	CONSTRAINT "medical_scheme_options_scheme_id_position_pk" PRIMARY KEY("scheme_id","position"),
	CONSTRAINT "medical_scheme_options_plan" CHECK ("medical_scheme_options"."plan" in ('HOSPITAL', 'SAVINGS', 'COMPREHENSIVE'))
);
--> statement-breakpoint
CREATE TABLE "medical_schemes" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"open" boolean NOT NULL,
	CONSTRAINT "medical_schemes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "medical_aids" ADD CONSTRAINT "medical_aids_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_scheme_options" ADD CONSTRAINT "medical_scheme_options_scheme_id_medical_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."medical_schemes"("id") ON DELETE cascade ON UPDATE no action;
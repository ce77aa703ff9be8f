CREATE TABLE "addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"contact_hashed_id" text,
	"address_type" text NOT NULL,
	"street_no" text,
	"street" text,
	"unit_no" text,
	"is_complex_or_flat" boolean DEFAULT false NOT NULL,
	"building_name" text,
	"afrigis_code" text,
	"post_area" text,
	"postal_region" text,
	"town" text,
	"province" text,
	"po_box" text,
	"postal_number" text,
	"postal_area" text,
	"postal_code" text,
	"city" text,
	"county" text,
	"country" text DEFAULT 'South Africa' NOT NULL,
	"country_code" text DEFAULT 'ZA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_quote_type" UNIQUE("quote_hashed_id","address_type"),
	CONSTRAINT "addresses_type" CHECK ("addresses"."address_type" in ('RESIDENCE', 'MAILING'))
);
--> statement-breakpoint
CREATE TABLE "bank_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"bank_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beneficiaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"position" smallint NOT NULL,
	"rule" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"benefit_percentage" numeric(5, 2) NOT NULL,
	"relation" text,
	"beneficiary_designation" text,
	CONSTRAINT "beneficiaries_quote_position" UNIQUE("quote_hashed_id","position")
);
--> statement-breakpoint
CREATE TABLE "debit_order_mandates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debit_order_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"bank_details_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"debit_order_day" smallint NOT NULL,
	"commencement_date" date NOT NULL,
	"first_strike_date" date NOT NULL,
	"hiv_accept" boolean DEFAULT false NOT NULL,
	"life_accept" boolean DEFAULT false NOT NULL,
	"finance_accept" boolean DEFAULT false NOT NULL,
	"terms_accept" boolean NOT NULL,
	"concent_to_debit" boolean NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debit_order_mandates_quote_hashed_id_unique" UNIQUE("quote_hashed_id"),
	CONSTRAINT "debit_order_mandates_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "disclaimer_answers" (
	"quote_hashed_id" text NOT NULL,
	"disclaimer_type" text NOT NULL,
	"question_order" smallint NOT NULL,
	"question_content" text NOT NULL,
	"answer" text NOT NULL,
	"valid" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclaimer_answers_quote_hashed_id_disclaimer_type_question_order_pk" PRIMARY KEY("quote_hashed_id","disclaimer_type","question_order")
);
--> statement-breakpoint
CREATE TABLE "journey_page_questions" (
	"hashed_page_id" text NOT NULL,
	"question_id" text NOT NULL,
	"display_order" smallint NOT NULL,
	"question" jsonb NOT NULL,
	CONSTRAINT "journey_page_questions_hashed_page_id_question_id_pk" PRIMARY KEY("hashed_page_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"product_code" text NOT NULL,
	"version" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_product_code_version_pk" PRIMARY KEY("product_code","version")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"policy_number" text NOT NULL,
	"quote_hashed_id" text NOT NULL,
	"company_code" text NOT NULL,
	"product_code" text NOT NULL,
	"acceptance_id" bigint NOT NULL,
	"premium_cents" bigint NOT NULL,
	"total_cover_cents" bigint NOT NULL,
	"selected_product" text,
	"rating_table_version" text NOT NULL,
	"wording_version" text NOT NULL,
	"commencement_date" date NOT NULL,
	"agent_id" text,
	"transaction_origin_online" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_policy_number_unique" UNIQUE("policy_number"),
	CONSTRAINT "policies_quote_hashed_id_unique" UNIQUE("quote_hashed_id")
);
--> statement-breakpoint
CREATE TABLE "policy_number_counters" (
	"company_code" text NOT NULL,
	"product_code" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "policy_number_counters_company_code_product_code_pk" PRIMARY KEY("company_code","product_code")
);
--> statement-breakpoint
CREATE TABLE "quote_acceptances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"premium_cents" bigint NOT NULL,
	"total_cover_cents" bigint NOT NULL,
	"excess_cents" bigint,
	"excess_key" text,
	"selected_product" text,
	"rating_table_version" text NOT NULL,
	"re_accept" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_answers" (
	"quote_hashed_id" text NOT NULL,
	"external_reference_id" text NOT NULL,
	"answer_code" text NOT NULL,
	"value" text,
	CONSTRAINT "quote_answers_quote_hashed_id_external_reference_id_answer_code_pk" PRIMARY KEY("quote_hashed_id","external_reference_id","answer_code")
);
--> statement-breakpoint
CREATE TABLE "quote_page_completions" (
	"quote_hashed_id" text NOT NULL,
	"page_kind" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_page_completions_quote_hashed_id_page_kind_pk" PRIMARY KEY("quote_hashed_id","page_kind")
);
--> statement-breakpoint
CREATE TABLE "quote_page_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_page_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_hashed_id" text NOT NULL,
	"quote_session_hashed_id" text,
	"hashed_page_id" text NOT NULL,
	"page_code" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sessions" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"quote_hashed_id" text NOT NULL,
	"session_hashed_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"product_code" text NOT NULL,
	"hashed_product_id" text NOT NULL,
	"quick_quote_hashed_id" text NOT NULL,
	"session_hashed_id" text,
	"contact_hashed_id" text,
	"journey_version" text NOT NULL,
	"rating_table_version" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decline_reason" text,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"premium_cents" bigint,
	"cover_cents" bigint,
	"excess_cents" bigint,
	"excess_key" text,
	"call_centre" boolean DEFAULT false NOT NULL,
	"agent_id" text,
	"transaction_origin_online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quick_quote_hashed_id_unique" UNIQUE("quick_quote_hashed_id"),
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" in ('OPEN', 'NOT_QUALIFIED', 'PURCHASED'))
);
--> statement-breakpoint
ALTER TABLE "journey_pages" DROP CONSTRAINT "journey_pages_product_code";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "citizen_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "full_names" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "surname" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "communicate_by_post" boolean;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "communicate_by_email" boolean;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "consent" boolean;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "journey_version" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "kind" text DEFAULT 'QUESTIONS' NOT NULL;--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "show_when_ref" text;--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "show_when_codes" text[];--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "show_when_flag" text;--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "show_when_flag_on" boolean;--> statement-breakpoint
ALTER TABLE "journey_pages" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_order_mandates" ADD CONSTRAINT "debit_order_mandates_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_order_mandates" ADD CONSTRAINT "debit_order_mandates_bank_details_id_bank_details_id_fk" FOREIGN KEY ("bank_details_id") REFERENCES "public"."bank_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclaimer_answers" ADD CONSTRAINT "disclaimer_answers_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_acceptance_id_quote_acceptances_id_fk" FOREIGN KEY ("acceptance_id") REFERENCES "public"."quote_acceptances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_rating_table_version_rating_tables_version_fk" FOREIGN KEY ("rating_table_version") REFERENCES "public"."rating_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_rating_table_version_rating_tables_version_fk" FOREIGN KEY ("rating_table_version") REFERENCES "public"."rating_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_page_completions" ADD CONSTRAINT "quote_page_completions_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_page_visits" ADD CONSTRAINT "quote_page_visits_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_page_visits" ADD CONSTRAINT "quote_page_visits_quote_session_hashed_id_quote_sessions_hashed_id_fk" FOREIGN KEY ("quote_session_hashed_id") REFERENCES "public"."quote_sessions"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sessions" ADD CONSTRAINT "quote_sessions_quote_hashed_id_quotes_hashed_id_fk" FOREIGN KEY ("quote_hashed_id") REFERENCES "public"."quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quick_quote_hashed_id_quick_quotes_hashed_id_fk" FOREIGN KEY ("quick_quote_hashed_id") REFERENCES "public"."quick_quotes"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rating_table_version_rating_tables_version_fk" FOREIGN KEY ("rating_table_version") REFERENCES "public"."rating_tables"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_acceptances_quote_idx" ON "quote_acceptances" USING btree ("quote_hashed_id");--> statement-breakpoint
CREATE INDEX "quote_page_visits_quote_idx" ON "quote_page_visits" USING btree ("quote_hashed_id","id");--> statement-breakpoint
CREATE INDEX "quote_sessions_quote_idx" ON "quote_sessions" USING btree ("quote_hashed_id");--> statement-breakpoint
CREATE INDEX "quotes_session_idx" ON "quotes" USING btree ("session_hashed_id");--> statement-breakpoint
ALTER TABLE "journey_pages" ADD CONSTRAINT "journey_pages_product_version_code" UNIQUE("product_code","journey_version","code");
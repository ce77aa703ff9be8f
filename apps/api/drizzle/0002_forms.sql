CREATE TABLE "products" (
	"product_id" smallint PRIMARY KEY NOT NULL,
	"hashed_product_id" text NOT NULL,
	"code" text NOT NULL,
	"internal_name" text NOT NULL,
	"display_name" text NOT NULL,
	"display_order" smallint NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "products_hashed_product_id_unique" UNIQUE("hashed_product_id"),
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "blog_subscribers" (
	"list_id" text NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_subscribers_list_id_email_address_pk" PRIMARY KEY("list_id","email_address")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"company_code" text NOT NULL,
	"session_hashed_id" text NOT NULL,
	"product_code" text NOT NULL,
	"hashed_product_id" text NOT NULL,
	"department" text,
	"reason" text,
	"payload" jsonb NOT NULL,
	"payload_digest" text NOT NULL,
	"occurrence" smallint DEFAULT 0 NOT NULL,
	"repeat_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_once" UNIQUE("session_hashed_id","payload_digest","occurrence"),
	CONSTRAINT "form_submissions_kind" CHECK ("form_submissions"."kind" in ('callback', 'contact_us', 'claim'))
);
--> statement-breakpoint
CREATE TABLE "campaign_members" (
	"campaign_code" text NOT NULL,
	"company_code" text NOT NULL,
	"id_number_digest" text NOT NULL,
	CONSTRAINT "campaign_members_campaign_code_company_code_id_number_digest_pk" PRIMARY KEY("campaign_code","company_code","id_number_digest")
);
--> statement-breakpoint
CREATE TABLE "campaign_opt_ins" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"campaign_code" text NOT NULL,
	"company_code" text NOT NULL,
	"za_id_number" text NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_opt_ins_one_per_person" UNIQUE("campaign_code","company_code","za_id_number")
);
--> statement-breakpoint
CREATE TABLE "campaign_rules" (
	"campaign_code" text NOT NULL,
	"company_code" text NOT NULL,
	"min_age" smallint NOT NULL,
	"max_age" smallint NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date,
	"cover_cents" integer NOT NULL,
	CONSTRAINT "campaign_rules_campaign_code_company_code_pk" PRIMARY KEY("campaign_code","company_code"),
	CONSTRAINT "campaign_rules_ages" CHECK ("campaign_rules"."min_age" <= "campaign_rules"."max_age")
);

CREATE TABLE "page_scripts" (
	"company_code" text NOT NULL,
	"page_code" text NOT NULL,
	"title" text NOT NULL,
	"lines" text[] NOT NULL,
	CONSTRAINT "page_scripts_company_code_page_code_pk" PRIMARY KEY("company_code","page_code")
);

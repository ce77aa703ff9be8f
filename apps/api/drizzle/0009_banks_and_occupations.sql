CREATE TABLE "banks" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"universal_branch_code" text NOT NULL,
	"short_term_debit_orders" boolean NOT NULL,
	"life_debit_orders" boolean NOT NULL,
	CONSTRAINT "banks_universal_branch_code_six_digits" CHECK ("banks"."universal_branch_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);

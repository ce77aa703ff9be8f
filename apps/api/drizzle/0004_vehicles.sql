CREATE TABLE "vehicles" (
	"code" text NOT NULL,
	"year" smallint NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"body_type" text NOT NULL,
	"engine_cc" integer NOT NULL,
	"value_cents" integer NOT NULL,
	CONSTRAINT "vehicles_code_year_pk" PRIMARY KEY("code","year")
);

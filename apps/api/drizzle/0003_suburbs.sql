CREATE TABLE "suburbs" (
	"id" integer PRIMARY KEY NOT NULL,
	"suburb" text NOT NULL,
	"town" text NOT NULL,
	"province" text NOT NULL,
	"box_code" text,
	"street_code" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE INDEX "suburbs_town_suburb_idx" ON "suburbs" USING btree ("town","suburb");
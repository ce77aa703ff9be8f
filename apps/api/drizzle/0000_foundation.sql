CREATE TABLE "companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"configuration" jsonb NOT NULL,
	"environments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"contact_hashed_id" text NOT NULL,
	"company_code" text NOT NULL,
	"ip" text,
	"location" text,
	"browser" text,
	"operating_system" text,
	"uci" text,
	"landing_slug" text,
	"feature_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_step" text,
	"current_step_index" integer,
	"selected_product" text,
	"call_centre" boolean DEFAULT false NOT NULL,
	"transaction_origin_online" boolean DEFAULT true NOT NULL,
	"must_use_direct_traffic_ucid" boolean DEFAULT false NOT NULL,
	"client_created_at_ms" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL
);

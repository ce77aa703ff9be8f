CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"hashed_id" text NOT NULL,
	"policy_hashed_id" text NOT NULL,
	"kind" text NOT NULL,
	"wording_version" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_hashed_id_unique" UNIQUE("hashed_id"),
	CONSTRAINT "documents_kind" CHECK ("documents"."kind" in ('POLICY_SCHEDULE'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"hashed_id" text PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"last_error" text,
	CONSTRAINT "email_outbox_attempts" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_outbox_attachments" (
	"email_hashed_id" text NOT NULL,
	"position" smallint NOT NULL,
	"document_hashed_id" text NOT NULL,
	CONSTRAINT "email_outbox_attachments_email_hashed_id_position_pk" PRIMARY KEY("email_hashed_id","position")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policy_hashed_id_policies_hashed_id_fk" FOREIGN KEY ("policy_hashed_id") REFERENCES "public"."policies"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_email_hashed_id_email_outbox_hashed_id_fk" FOREIGN KEY ("email_hashed_id") REFERENCES "public"."email_outbox"("hashed_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_document_hashed_id_documents_hashed_id_fk" FOREIGN KEY ("document_hashed_id") REFERENCES "public"."documents"("hashed_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_policy_idx" ON "documents" USING btree ("policy_hashed_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "email_outbox_attachments_document_idx" ON "email_outbox_attachments" USING btree ("document_hashed_id");
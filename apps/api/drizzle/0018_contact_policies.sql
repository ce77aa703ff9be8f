ALTER TABLE "contacts" ADD COLUMN "tia_policies" text[];--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mip_policies" text[];
ALTER TABLE "projects" ADD COLUMN "postgresql_extensions" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "postgresql_routines" jsonb;
CREATE TABLE "snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"template_id" integer,
	"template_name" varchar(64) NOT NULL,
	"template_version" integer NOT NULL,
	"file_count" integer NOT NULL,
	"note" varchar(200),
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64),
	"owner_id" integer,
	"name" varchar(64) NOT NULL,
	"description" varchar(500),
	"language" varchar(32) NOT NULL,
	"tags" jsonb NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"visibility" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"source_version" varchar(128),
	"use_count" integer DEFAULT 0 NOT NULL,
	"forked_from_id" integer,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_template_id_template_sets_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sets" ADD CONSTRAINT "template_sets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sets" ADD CONSTRAINT "template_sets_forked_from_id_template_sets_id_fk" FOREIGN KEY ("forked_from_id") REFERENCES "public"."template_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "snapshots_project_number_unique" ON "snapshots" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "template_sets_key_unique" ON "template_sets" USING btree ("key");--> statement-breakpoint
CREATE INDEX "template_sets_owner_idx" ON "template_sets" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "template_sets_market_idx" ON "template_sets" USING btree ("visibility","use_count");
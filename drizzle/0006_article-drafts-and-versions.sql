CREATE TABLE "knowledge_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"knowledge_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"edited_by" uuid,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "knowledge_versions" ADD CONSTRAINT "knowledge_versions_knowledge_id_institutional_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."institutional_knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_versions" ADD CONSTRAINT "knowledge_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_versions_article_version_idx" ON "knowledge_versions" USING btree ("knowledge_id","version");--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD CONSTRAINT "institutional_knowledge_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institutional_knowledge_drafts_idx" ON "institutional_knowledge" USING btree ("author_id","company_id") WHERE "institutional_knowledge"."draft";--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD CONSTRAINT "institutional_knowledge_draft_not_active_check" CHECK (NOT ("institutional_knowledge"."draft" AND "institutional_knowledge"."is_active"));
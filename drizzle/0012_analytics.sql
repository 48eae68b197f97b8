ALTER TABLE "skill_swaps" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "knowledge_interactions_views_idx" ON "knowledge_interactions" USING btree ("knowledge_id","created_at") WHERE interaction_type = 'view';--> statement-breakpoint
CREATE INDEX "person_skills_user_level_idx" ON "person_skills" USING btree ("user_id","catalogue_id","level") WHERE "person_skills"."level" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "skill_swaps_company_accepted_idx" ON "skill_swaps" USING btree ("company_id","accepted_at") WHERE "skill_swaps"."accepted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "skill_swaps_company_completed_idx" ON "skill_swaps" USING btree ("company_id","completed_at") WHERE "skill_swaps"."completed_at" IS NOT NULL;--> statement-breakpoint
-- Swaps accepted or completed before these dates were kept: their last change is the best date there is.
UPDATE "skill_swaps" SET "accepted_at" = "updated_at" WHERE "status" IN ('accepted', 'completed');--> statement-breakpoint
UPDATE "skill_swaps" SET "completed_at" = "updated_at" WHERE "status" = 'completed';

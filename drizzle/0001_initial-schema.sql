CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"size" text NOT NULL,
	"challenge" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_size_check" CHECK ("companies"."size" IN ('1-10', '11-50', '51-200', '201-1000', '1000+'))
);
--> statement-breakpoint
CREATE TABLE "institutional_knowledge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"ai_prompt" text,
	"author_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', skillweave_tags_text(tags)), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) STORED,
	CONSTRAINT "institutional_knowledge_category_check" CHECK ("institutional_knowledge"."category" IN ('Best Practices', 'Processes', 'Guidelines', 'Training', 'Tools', 'General'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"knowledge_id" uuid NOT NULL,
	"interaction_type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feedback" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_interactions_type_check" CHECK ("knowledge_interactions"."interaction_type" IN ('view', 'like')),
	CONSTRAINT "knowledge_interactions_rating_check" CHECK ("knowledge_interactions"."rating" IS NULL OR "knowledge_interactions"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "learning_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"skill_topic" text NOT NULL,
	"session_type" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"max_learners" integer,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"learner_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"knowledge_resource_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"session_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_sessions_type_check" CHECK ("learning_sessions"."session_type" IN ('workshop', 'mentoring', 'presentation', 'discussion', 'hands-on')),
	CONSTRAINT "learning_sessions_status_check" CHECK ("learning_sessions"."status" IN ('upcoming', 'in-progress', 'completed')),
	CONSTRAINT "learning_sessions_duration_check" CHECK ("learning_sessions"."duration" > 0),
	CONSTRAINT "learning_sessions_seats_check" CHECK ("learning_sessions"."max_learners" IS NULL OR ("learning_sessions"."max_learners" > 0 AND cardinality("learning_sessions"."learner_ids") <= "learning_sessions"."max_learners"))
);
--> statement-breakpoint
CREATE TABLE "skill_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_name" text NOT NULL,
	"match_percentage" integer NOT NULL,
	"description" text NOT NULL,
	"time_to_learn" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_recommendations_match_check" CHECK ("skill_recommendations"."match_percentage" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "skill_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"from_skill" text NOT NULL,
	"to_skill" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_swaps_status_check" CHECK ("skill_swaps"."status" IN ('pending', 'accepted', 'completed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text,
	"industry" text,
	"main_goal" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_industry_check" CHECK ("users"."industry" IS NULL OR "users"."industry" IN ('technology', 'healthcare', 'finance', 'education', 'marketing', 'other')),
	CONSTRAINT "users_main_goal_check" CHECK ("users"."main_goal" IS NULL OR "users"."main_goal" IN ('expand-technical', 'develop-leadership', 'learn-business', 'improve-communication', 'career-transition'))
);
--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD CONSTRAINT "institutional_knowledge_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutional_knowledge" ADD CONSTRAINT "institutional_knowledge_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_interactions" ADD CONSTRAINT "knowledge_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_interactions" ADD CONSTRAINT "knowledge_interactions_knowledge_id_institutional_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."institutional_knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_recommendations" ADD CONSTRAINT "skill_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD CONSTRAINT "skill_swaps_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD CONSTRAINT "skill_swaps_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_contact_email_unique" ON "companies" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "institutional_knowledge_company_created_idx" ON "institutional_knowledge" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "institutional_knowledge_search_idx" ON "institutional_knowledge" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knowledge_interactions_knowledge_type_idx" ON "knowledge_interactions" USING btree ("knowledge_id","interaction_type");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_interactions_one_like_idx" ON "knowledge_interactions" USING btree ("user_id","knowledge_id") WHERE interaction_type = 'like';--> statement-breakpoint
CREATE INDEX "learning_sessions_company_scheduled_idx" ON "learning_sessions" USING btree ("company_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "learning_sessions_mentor_idx" ON "learning_sessions" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "learning_sessions_learners_idx" ON "learning_sessions" USING gin ("learner_ids");--> statement-breakpoint
CREATE INDEX "skill_recommendations_user_id_idx" ON "skill_recommendations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "skill_swaps_created_at_idx" ON "skill_swaps" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
CREATE TABLE "recommendation_feedback" (
	"user_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_feedback_verdict_check" CHECK ("recommendation_feedback"."verdict" IN ('known', 'not-interested', 'interested'))
);
--> statement-breakpoint
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_feedback_user_skill_idx" ON "recommendation_feedback" USING btree ("user_id",lower("skill"));
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"swap_id" uuid,
	"session_id" uuid,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_ratings" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_ratings_session_id_user_id_pk" PRIMARY KEY("session_id","user_id"),
	CONSTRAINT "session_ratings_rating_check" CHECK ("session_ratings"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "session_ratings_comment_length_check" CHECK ("session_ratings"."comment" IS NULL OR char_length("session_ratings"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "learning_sessions" DROP CONSTRAINT "learning_sessions_status_check";--> statement-breakpoint
ALTER TABLE "skill_swaps" DROP CONSTRAINT "skill_swaps_status_check";--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD COLUMN "waitlist_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD COLUMN "attendee_ids" uuid[];--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD COLUMN "swap_id" uuid;--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD COLUMN "company_id" uuid;--> statement-breakpoint
-- Swaps written before they belonged to a workspace take their proposer's company.
UPDATE "skill_swaps" SET "company_id" = "users"."company_id" FROM "users" WHERE "users"."id" = "skill_swaps"."from_user_id";--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pause_matching" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_swap_id_skill_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."skill_swaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_session_id_learning_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."learning_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_session_id_learning_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."learning_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_swap_id_skill_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."skill_swaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD CONSTRAINT "skill_swaps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_swaps_company_created_idx" ON "skill_swaps" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "skill_swaps_from_user_idx" ON "skill_swaps" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "skill_swaps_to_user_idx" ON "skill_swaps" USING btree ("to_user_id");--> statement-breakpoint
ALTER TABLE "learning_sessions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_cancel_reason_check" CHECK ("learning_sessions"."cancel_reason" IS NULL OR char_length("learning_sessions"."cancel_reason") <= 500);--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD CONSTRAINT "skill_swaps_two_people_check" CHECK ("skill_swaps"."from_user_id" <> "skill_swaps"."to_user_id");--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD CONSTRAINT "skill_swaps_message_length_check" CHECK ("skill_swaps"."message" IS NULL OR char_length("skill_swaps"."message") <= 2000);--> statement-breakpoint
ALTER TABLE "skill_swaps" ADD CONSTRAINT "skill_swaps_status_check" CHECK ("skill_swaps"."status" IN ('pending', 'accepted', 'completed', 'declined', 'cancelled'));
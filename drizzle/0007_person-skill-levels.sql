CREATE TABLE "person_skills" (
	"user_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"catalogue_id" text,
	"level" integer,
	"can_teach" boolean DEFAULT false NOT NULL,
	"wants_to_learn" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_skills_level_check" CHECK ("person_skills"."level" IS NULL OR "person_skills"."level" BETWEEN 1 AND 5),
	CONSTRAINT "person_skills_held_or_wanted_check" CHECK ("person_skills"."level" IS NOT NULL OR "person_skills"."wants_to_learn"),
	CONSTRAINT "person_skills_teach_needs_level_check" CHECK (NOT "person_skills"."can_teach" OR "person_skills"."level" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "person_skills" ADD CONSTRAINT "person_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_skills_user_skill_idx" ON "person_skills" USING btree ("user_id",lower("skill"));--> statement-breakpoint
CREATE INDEX "person_skills_catalogue_idx" ON "person_skills" USING btree ("catalogue_id");
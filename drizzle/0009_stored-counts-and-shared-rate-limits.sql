CREATE TABLE "knowledge_counts" (
	"knowledge_id" uuid PRIMARY KEY NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_counts" ADD CONSTRAINT "knowledge_counts_knowledge_id_institutional_knowledge_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."institutional_knowledge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
-- Counts follow interactions in the interaction's own transaction. Deleting only ever lowers an existing row:
-- when the article itself is being deleted its counts row may already be gone, and must not come back.
CREATE FUNCTION skillweave_count_interaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE knowledge_counts
       SET view_count = view_count - (OLD.interaction_type = 'view')::int,
           helpful_count = helpful_count - (OLD.interaction_type = 'like')::int
     WHERE knowledge_id = OLD.knowledge_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO knowledge_counts AS counts (knowledge_id, view_count, helpful_count)
    VALUES (NEW.knowledge_id, (NEW.interaction_type = 'view')::int, (NEW.interaction_type = 'like')::int)
    ON CONFLICT (knowledge_id) DO UPDATE
       SET view_count = counts.view_count + EXCLUDED.view_count,
           helpful_count = counts.helpful_count + EXCLUDED.helpful_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER knowledge_interactions_count
AFTER INSERT OR DELETE OR UPDATE OF interaction_type, knowledge_id ON knowledge_interactions
FOR EACH ROW EXECUTE FUNCTION skillweave_count_interaction();
--> statement-breakpoint
INSERT INTO knowledge_counts (knowledge_id, view_count, helpful_count)
SELECT knowledge_id,
       count(*) FILTER (WHERE interaction_type = 'view'),
       count(*) FILTER (WHERE interaction_type = 'like')
  FROM knowledge_interactions
 GROUP BY knowledge_id;

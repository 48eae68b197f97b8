-- array_to_string is only STABLE, and a generated column or index needs an IMMUTABLE expression.
-- Joining text[] with a space depends on no setting, so this wrapper may safely be declared IMMUTABLE.
CREATE OR REPLACE FUNCTION skillweave_tags_text(tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$;

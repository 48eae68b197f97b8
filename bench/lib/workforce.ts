import { sql } from 'drizzle-orm';
import { DEMO_WORKSPACE } from '../../common/constants';
import type { Database } from '../../server/infra/db/client';
import { loadCatalogue } from '../../server/skills/skill-catalogue';

/**
 * A large workforce for the analytics benchmark, in the demo workspace (which an anonymous visitor may read):
 * `people` people with 20 skills each (19 held at levels 1-5, a third of the level 4-5 ones taught; the 20th only
 * wanted), 3 recommendations each, and a year of sessions, swaps, articles and views. Written set-based
 * (generate_series), one statement per table.
 */

const ROLES = [
  'Software Engineer',
  'Data Analyst',
  'Product Manager',
  'UX Designer',
  'Engineering Manager',
  'Sales Lead',
  'HR Partner',
  'Financial Controller',
  'Marketing Manager',
  'Support Specialist',
];

export async function seedWorkforce(db: Database, people: number): Promise<void> {
  const company = DEMO_WORKSPACE.companyId;
  const catalogue = JSON.stringify(
    loadCatalogue().skills.map((skill, index) => ({ n: index, id: skill.id, name: skill.name })),
  );
  const skills = loadCatalogue().skills.length;
  // A person's id follows from their number, so each statement can find them without a join on email.
  const roles = sql.raw(`ARRAY[${ROLES.map((role) => `'${role}'`).join(', ')}]`);
  // md5 with the version (4) and variant (8) digits set, so the ids pass the API's uuid check.
  const personId = (n: string) =>
    sql.raw(`overlay(overlay(md5('bench-person-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`);
  const catalogueTable = sql`(SELECT * FROM jsonb_to_recordset(${catalogue}::jsonb) AS c(n int, id text, name text))`;

  await db.execute(sql`
    INSERT INTO users (id, email, full_name, role, company_id, created_at)
    SELECT ${personId('g')}, 'bench-person-' || g || '@example.test', 'Bench Person ' || lpad(g::text, 5, '0'),
      (${roles})[1 + g % ${ROLES.length}::int], ${company}::uuid, now() - interval '400 days'
    FROM generate_series(1, ${people}::int) AS g`);
  // Skill k of person g is catalogue entry (7g + 13k) mod size: 20 different skills per person, spread evenly.
  await db.execute(sql`
    INSERT INTO person_skills (user_id, skill, catalogue_id, level, can_teach, wants_to_learn)
    SELECT ${personId('g')}, c.name, c.id,
      CASE WHEN k = 19 THEN NULL ELSE 1 + (g * 3 + k) % 5 END,
      k <> 19 AND 1 + (g * 3 + k) % 5 >= 4 AND g % 3 = 0,
      k = 19 OR (g + k) % 17 = 0
    FROM generate_series(1, ${people}::int) AS g, generate_series(0, 19) AS k,
      ${catalogueTable} AS c
    WHERE c.n = (g * 7 + k * 13) % ${skills}::int`);
  await db.execute(sql`
    INSERT INTO skill_recommendations (user_id, skill_name, match_percentage, description, time_to_learn)
    SELECT ${personId('g')}, c.name, 60 + k * 10, 'Benchmark recommendation', '4 weeks'
    FROM generate_series(1, ${people}::int) AS g, generate_series(0, 2) AS k, ${catalogueTable} AS c
    WHERE c.n = (g * 11 + k * 29 + 5) % ${skills}::int`);
  // A year of sessions: 20 a day, each hosted by one person for three learners.
  await db.execute(sql`
    INSERT INTO learning_sessions (company_id, mentor_id, title, skill_topic, session_type, scheduled_for, duration,
      learner_ids, cancelled_at)
    SELECT ${company}::uuid, ${personId(`(1 + s % ${people})`)}, 'Bench session ' || s, 'SQL', 'workshop',
      now() - (s % 365) * interval '1 day' - (s % 9) * interval '1 hour', 30 + (s % 4) * 30,
      ARRAY[${personId(`(1 + (s * 7) % ${people})`)}, ${personId(`(1 + (s * 11) % ${people})`)},
            ${personId(`(1 + (s * 13) % ${people})`)}],
      CASE WHEN s % 10 = 0 THEN now() - (s % 365) * interval '1 day' - interval '2 days' END
    FROM generate_series(1, 7300) AS s`);
  // 20 swaps a day: a quarter each pending, accepted, completed and declined.
  await db.execute(sql`
    INSERT INTO skill_swaps (company_id, from_user_id, to_user_id, from_skill, to_skill, status, created_at,
      updated_at, accepted_at, completed_at)
    SELECT ${company}::uuid, ${personId(`(1 + s % ${people})`)}, ${personId(`(1 + (s + 1) % ${people})`)},
      'SQL', 'Python', (ARRAY['pending', 'accepted', 'completed', 'declined'])[1 + s % 4],
      now() - (s % 365) * interval '1 day', now() - (s % 365) * interval '1 day',
      CASE WHEN s % 4 IN (1, 2) THEN now() - (s % 365) * interval '1 day' + interval '1 hour' END,
      CASE WHEN s % 4 = 2 THEN now() - (s % 365) * interval '1 day' + interval '2 hours' END
    FROM generate_series(1, 7300) AS s`);
  // 3 articles a day, and 300 views a day spread over them.
  await db.execute(sql`
    INSERT INTO institutional_knowledge (company_id, title, content, category, author_id, created_at)
    SELECT ${company}::uuid, 'Bench note ' || a, 'What the team learnt, number ' || a || '.', 'General',
      ${personId(`(1 + a % ${people})`)}, now() - (a % 365) * interval '1 day'
    FROM generate_series(1, 1095) AS a`);
  await db.execute(sql`
    INSERT INTO knowledge_interactions (user_id, knowledge_id, interaction_type, created_at)
    SELECT ${personId(`(1 + v % ${people})`)}, k.id, 'view', now() - (v % 365) * interval '1 day'
    FROM generate_series(1, 109500) AS v
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM institutional_knowledge
          WHERE company_id = ${company}::uuid) AS k ON k.n = 1 + v % 1095`);
}

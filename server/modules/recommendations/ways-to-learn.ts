import { sql, type SQL } from 'drizzle-orm';
import type { WaysToLearn } from '../../../common/schemas/recommendations';
import { badRequest } from '../../http/errors';
import { rowsOf, type Database } from '../../infra/db/client';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { DEMO_WORKSPACE_ID, isDemoUser } from '../demo';
import { requireVisibleUser, requireReadableWorkspace, workspacePeopleIdsSql } from '../workspaces';
import { readRecommendations } from './recommendations';

/**
 * How to learn each of a person's current recommendations inside one workspace, from its real data: colleagues who
 * can teach the skill, its upcoming sessions on it, its published articles about it, and evidence sentences.
 *
 * A skill is named several ways (the catalogue's name, its id and aliases, or a colleague's own spelling), so each
 * recommendation is matched through a set of keys built like the catalogue's (lower case, no spaces, dots,
 * dashes, underscores or slashes: "Node.js" meets "node js"), and a person's skill also by its catalogue id.
 * Every kind is one SQL query for the whole list (aggregates and window functions), never one per recommendation.
 */

export const WORKSPACE_REQUIRED_MESSAGE = 'Say which workspace to look in: workspaceId is required';

const TEACHERS_SHOWN = 3;
const SESSIONS_SHOWN = 2;
const ARTICLES_SHOWN = 2;
/** The level from which a colleague in the person's role counts as knowing the skill ("Practitioner"). */
const KNOWS_IT_LEVEL = 3;

interface Target {
  position: number;
  catalogue_id: string | null;
  /** skillKey() forms of every name of the skill. */
  keys: string[];
  /** The names as words ("node js"), to find in article titles. */
  phrases: string[];
}

/** The catalogue's skillKey() in SQL: lower case without spaces, dots, underscores, dashes or slashes. */
const keySql = (expression: SQL) => sql`regexp_replace(lower(${expression}), '[[:space:]._/-]+', '', 'g')`;
const jsKey = (name: string) => name.toLowerCase().replace(/[\s._\-/]+/g, '');
/** Text as space-separated words, so a phrase is found only as whole words ("Go" is not in "Google"). */
const wordsSql = (expression: SQL) =>
  sql`' ' || trim(regexp_replace(lower(${expression}), '[^a-z0-9+#]+', ' ', 'g')) || ' '`;
const jsWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

function targetsOf(skillNames: string[]): Target[] {
  const catalogue = loadCatalogue();
  return skillNames.map((name, position) => {
    const skill = catalogue.match(name);
    const names = skill ? [skill.name, skill.id, ...skill.aliases] : [name];
    return {
      position,
      catalogue_id: skill?.id ?? null,
      keys: [...new Set(names.map(jsKey))],
      phrases: [...new Set(names.map(jsWords).filter((words) => words.length > 0))],
    };
  });
}

/** The targets as a table t(position, catalogue_id, keys, phrases), from one JSON parameter. */
const targetsSql = (targets: Target[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(targets)}::jsonb) AS t(position int, catalogue_id text, keys text[], phrases text[])`;

/** SQL: a person_skills row (alias ps) is the target's skill. */
const personSkillMatches = sql`(ps.catalogue_id = t.catalogue_id OR ${keySql(sql`ps.skill`)} = ANY(t.keys))`;

interface TeacherRow {
  position: number;
  user_id: string;
  full_name: string;
  level: number;
  total: number;
}

async function teachers(db: Database, targets: Target[], companyId: string, personId: string) {
  const result = await db.execute(sql`
    SELECT position, user_id, full_name, level, total FROM (
      SELECT t.position, u.id AS user_id, u.full_name, max(ps.level) AS level,
        row_number() OVER (PARTITION BY t.position ORDER BY max(ps.level) DESC, u.full_name, u.id) AS rank,
        (count(*) OVER (PARTITION BY t.position))::int AS total
      FROM ${workspacePeopleIdsSql(companyId)} people
      JOIN users u ON u.id = people.id
      JOIN person_skills ps ON ps.user_id = people.id AND ps.can_teach
      JOIN ${targetsSql(targets)} ON ${personSkillMatches}
      WHERE people.id <> ${personId}::uuid
      GROUP BY t.position, u.id, u.full_name
    ) ranked
    WHERE rank <= ${TEACHERS_SHOWN}
    ORDER BY position, rank`);
  return rowsOf<TeacherRow>(result);
}

/**
 * Up to three colleagues of the workspace who marked each named skill "Can teach", best level first, never
 * `excludedPersonId`: one list per name, in the names' order. Also what a generated draft suggests.
 */
export async function workspaceTeachers(
  db: Database,
  skillNames: string[],
  companyId: string,
  excludedPersonId: string,
): Promise<{ userId: string; fullName: string; level: number }[][]> {
  if (skillNames.length === 0) return [];
  const rows = await teachers(db, targetsOf(skillNames), companyId, excludedPersonId);
  return skillNames.map((_, position) =>
    rows
      .filter((row) => row.position === position)
      .map((row) => ({ userId: row.user_id, fullName: row.full_name, level: row.level })),
  );
}

interface SessionRow {
  position: number;
  id: string;
  title: string;
  scheduled_for: string | Date;
}

async function sessions(db: Database, targets: Target[], companyId: string) {
  const result = await db.execute(sql`
    SELECT position, id, title, scheduled_for FROM (
      SELECT t.position, ls.id, ls.title, ls.scheduled_for,
        row_number() OVER (PARTITION BY t.position ORDER BY ls.scheduled_for, ls.id) AS rank
      FROM ${targetsSql(targets)}
      JOIN learning_sessions ls ON ${keySql(sql`ls.skill_topic`)} = ANY(t.keys)
      WHERE ls.company_id = ${companyId}::uuid AND ls.cancelled_at IS NULL AND ls.scheduled_for > now()
    ) ranked
    WHERE rank <= ${SESSIONS_SHOWN}
    ORDER BY position, rank`);
  return rowsOf<SessionRow>(result);
}

interface ArticleRow {
  position: number;
  id: string;
  title: string;
}

async function articles(db: Database, targets: Target[], companyId: string) {
  const result = await db.execute(sql`
    SELECT position, id, title FROM (
      SELECT t.position, k.id, k.title,
        row_number() OVER (
          PARTITION BY t.position ORDER BY coalesce(c.view_count, 0) DESC, k.created_at DESC, k.id
        ) AS rank
      FROM ${targetsSql(targets)}
      JOIN institutional_knowledge k ON k.company_id = ${companyId}::uuid AND k.is_active
      LEFT JOIN knowledge_counts c ON c.knowledge_id = k.id
      WHERE ${keySql(sql`k.category`)} = ANY(t.keys)
        OR EXISTS (SELECT 1 FROM unnest(k.tags) tag WHERE ${keySql(sql`tag`)} = ANY(t.keys))
        OR EXISTS (SELECT 1 FROM unnest(t.phrases) phrase
          WHERE strpos(${wordsSql(sql`k.title`)}, ' ' || phrase || ' ') > 0)
    ) ranked
    WHERE rank <= ${ARTICLES_SHOWN}
    ORDER BY position, rank`);
  return rowsOf<ArticleRow>(result);
}

interface EvidenceRow {
  position: number;
  in_role: number;
  swaps: number;
}

/**
 * Per recommendation: the workspace's people in the person's role (same role, ignoring case; the person left out)
 * who know the skill (hold it at Practitioner or above, or list it among their skills), and the workspace's swaps
 * in which someone asked to learn it (the skill the proposer wants, whatever became of the swap).
 */
async function evidence(db: Database, targets: Target[], companyId: string, personId: string) {
  const result = await db.execute(sql`
    WITH me AS (SELECT lower(trim(role)) AS role FROM users WHERE id = ${personId}::uuid)
    SELECT t.position,
      (SELECT count(*) FROM ${workspacePeopleIdsSql(companyId)} people JOIN users u ON u.id = people.id, me
        WHERE me.role <> '' AND lower(trim(u.role)) = me.role AND u.id <> ${personId}::uuid
          AND (
            EXISTS (SELECT 1 FROM unnest(u.skills) listed WHERE ${keySql(sql`listed`)} = ANY(t.keys))
            OR EXISTS (SELECT 1 FROM person_skills ps
              WHERE ps.user_id = u.id AND ps.level >= ${KNOWS_IT_LEVEL} AND ${personSkillMatches})
          ))::int AS in_role,
      (SELECT count(*) FROM skill_swaps s
        WHERE s.company_id = ${companyId}::uuid AND ${keySql(sql`s.to_skill`)} = ANY(t.keys))::int AS swaps
    FROM ${targetsSql(targets)}`);
  return rowsOf<EvidenceRow>(result);
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The evidence sentences, each only when its number is above zero. */
export function evidenceSentences(counts: { inRole: number; swaps: number; moreTeachers: number }): string[] {
  const sentences: string[] = [];
  if (counts.inRole > 0)
    sentences.push(
      `${counts.inRole} ${plural(counts.inRole, 'person in your role here knows it', 'people in your role here know it')}`,
    );
  if (counts.swaps > 0) sentences.push(`Asked for in ${counts.swaps} ${plural(counts.swaps, 'swap', 'swaps')}`);
  if (counts.moreTeachers > 0)
    sentences.push(
      `${counts.moreTeachers} more ${plural(counts.moreTeachers, 'colleague', 'colleagues')} can teach it`,
    );
  return sentences;
}

/** The workspace to look in: the one asked for, else the demo workspace for the demo user, else 400. */
function workspaceToSearch(userId: string, workspaceId: string | undefined): string {
  if (workspaceId) return workspaceId;
  if (isDemoUser(userId)) return DEMO_WORKSPACE_ID;
  throw badRequest('validation_failed', WORKSPACE_REQUIRED_MESSAGE);
}

/**
 * The ways to learn each current recommendation of a visible person in a workspace the actor may see (404
 * otherwise, like every workspace call), in the list's order.
 */
export async function waysToLearn(
  db: Database,
  actorId: string,
  userId: string,
  workspaceId: string | undefined,
): Promise<WaysToLearn[]> {
  const companyId = workspaceToSearch(userId, workspaceId);
  await requireVisibleUser(db, actorId, userId);
  await requireReadableWorkspace(db, companyId, actorId);
  const recommendations = await readRecommendations(db, userId);
  if (recommendations.length === 0) return [];
  const targets = targetsOf(recommendations.map((item) => item.skillName));
  const [teacherRows, sessionRows, articleRows, evidenceRows] = await Promise.all([
    teachers(db, targets, companyId, userId),
    sessions(db, targets, companyId),
    articles(db, targets, companyId),
    evidence(db, targets, companyId, userId),
  ]);
  return recommendations.map((recommendation, position) => {
    const shownTeachers = teacherRows.filter((row) => row.position === position);
    const counts = evidenceRows.find((row) => row.position === position);
    return {
      skillName: recommendation.skillName,
      evidence: evidenceSentences({
        inRole: counts?.in_role ?? 0,
        swaps: counts?.swaps ?? 0,
        moreTeachers: Math.max(0, (shownTeachers[0]?.total ?? 0) - shownTeachers.length),
      }),
      teachers: shownTeachers.map((row) => ({ userId: row.user_id, fullName: row.full_name, level: row.level })),
      sessions: sessionRows
        .filter((row) => row.position === position)
        .map((row) => ({ id: row.id, title: row.title, scheduledFor: new Date(row.scheduled_for).toISOString() })),
      articles: articleRows.filter((row) => row.position === position).map((row) => ({ id: row.id, title: row.title })),
    };
  });
}

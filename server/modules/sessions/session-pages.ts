import { asc, count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { SessionListQuery } from '../../../common/schemas/session-lists';
import type { LearningSession } from '../../../common/schemas/sessions';
import type { Database } from '../../infra/db/client';
import { learningSessions } from '../../infra/db/schema';
import { toSessionDtos } from './session-feedback';
import { sessionEndSql, sessionIsUpcomingSql } from './session-status';

/**
 * One page of a session list. Pages follow the order the screens show: what is running now, then what comes
 * soonest, then what is over with the most recent first, then the cancelled ones. Sorting by time alone (soonest
 * first) would open a long-lived workspace's first page on sessions that ended months ago and put this week's on
 * the tenth. The status is the clock's (session-status.ts), so a page read a minute later may shift by the
 * sessions that started or ended meanwhile; the client drops a repeated id.
 */

const ls = learningSessions;

/** 0 running, 1 upcoming, 2 over, 3 cancelled: the same ranks as the client's sortSessions. */
const statusRank = sql`CASE
  WHEN ${ls.cancelledAt} IS NOT NULL THEN 3
  WHEN ${sessionIsUpcomingSql} THEN 1
  WHEN ${sessionEndSql} > now() THEN 0
  ELSE 2 END`;

/** Within a rank: running and upcoming soonest first, the rest latest first; the id settles ties for stable pages. */
const displayOrder: SQL[] = [
  asc(statusRank),
  sql`CASE WHEN ${statusRank} <= 1 THEN ${ls.scheduledFor} END ASC`,
  sql`${ls.scheduledFor} DESC`,
  asc(ls.id),
];

export interface SessionPage {
  sessions: LearningSession[];
  /** Sessions the list holds in all, on every page. */
  total: number;
}

export async function readSessionPage(db: Database, where: SQL, page: SessionListQuery): Promise<SessionPage> {
  const rows = await db
    .select({ ...getTableColumns(ls), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(ls)
    .where(where)
    .orderBy(...displayOrder)
    .limit(page.limit)
    .offset(page.offset);
  // A page past the end has no row to carry the count.
  const total =
    rows[0]?.total ??
    (page.offset === 0 ? 0 : ((await db.select({ total: count() }).from(ls).where(where))[0]?.total ?? 0));
  return {
    sessions: await toSessionDtos(
      db,
      rows.map(({ total: _total, ...row }) => row),
    ),
    total,
  };
}

/** `Link: <same path?limit=..&offset=next>; rel="next"` when sessions follow the page, else undefined. */
export function nextSessionPageLink(url: string, page: SessionListQuery, total: number): string | undefined {
  if (page.offset + page.limit >= total) return undefined;
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset + page.limit) });
  return `<${url.split('?')[0]}?${params.toString()}>; rel="next"`;
}

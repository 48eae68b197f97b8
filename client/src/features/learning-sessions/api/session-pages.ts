import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '@/lib/api-client';
import type { LearningSession } from '@common/schemas/sessions';

/**
 * The session lists load a page at a time: the first page paints at once however many sessions a workspace holds,
 * and "Show more" asks for the next. The server answers in the order the screens show (running, upcoming soonest,
 * then past latest first), so each page continues the one before.
 */
/** Rows of two and three cards come out even; more than the demo workspace holds, so its lists arrive whole. */
export const SESSION_PAGE_SIZE = 48;

export type SessionPage = ListPage<LearningSession>;
export type SessionPages = InfiniteData<SessionPage>;

/** The offset of the next page, or undefined when every session is loaded (or the server gave no total). */
export function nextSessionOffset(last: SessionPage, pages: SessionPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (last.total === undefined || last.items.length === 0 || loaded >= last.total) return undefined;
  return loaded;
}

/**
 * The loaded sessions in one list. A session may move to a later page between two page loads (it started, or
 * ended), and so arrive twice: it is shown once, where it came first.
 */
export function loadedSessions(data: SessionPages | undefined): LearningSession[] | undefined {
  if (!data) return undefined;
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((session) => (seen.has(session.id) ? false : (seen.add(session.id), true)));
}

/** How many sessions the whole list holds: the server's count, else what is loaded. */
export function sessionTotal(data: SessionPages | undefined): number | undefined {
  if (!data) return undefined;
  return data.pages.at(-1)?.total ?? data.pages.reduce((sum, page) => sum + page.items.length, 0);
}

import { z } from 'zod';
import { pageLimit, pageOffset } from './fields';

/**
 * Paging of the session lists (a company's, a person's). The lists answer the bare array the screens have always
 * read, a page at a time, so a workspace with hundreds of sessions answers in a few kilobytes. The answer's
 * X-Total-Count header says how many there are in all, and a Link rel="next" header names the next page.
 */
export const SESSION_PAGE = {
  /** What a call without `limit` gets: more than the demo workspace holds, so its lists arrive whole. */
  defaultLimit: 50,
  maxLimit: 100,
} as const;

export const sessionListQuerySchema = z.object({
  limit: pageLimit(SESSION_PAGE.maxLimit, SESSION_PAGE.defaultLimit),
  offset: pageOffset(),
});
export type SessionListQuery = z.output<typeof sessionListQuerySchema>;

/** The header a session list page carries its list's size in. */
export const SESSION_TOTAL_HEADER = 'x-total-count';

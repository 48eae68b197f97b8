import { vi } from 'vitest';
import { DEMO_WORKSPACE } from '@common/constants';
import { markdownExcerpt } from '@common/markdown-text';
import type { Knowledge, KnowledgeSearchResult, KnowledgeSummary } from '@common/schemas/knowledge';
import type { User } from '@common/schemas/users';

/** One request as the stub saw it: method, path with query, and the parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers a request; returning undefined falls through to the next handler (and finally a 404). */
export type FetchHandler = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const COMPANY_ID = DEMO_WORKSPACE.companyId;

export const demoUser: User = {
  id: DEMO_WORKSPACE.userId,
  email: 'alex@northwind.example',
  fullName: 'Alex Morgan',
  role: 'Engineering Manager',
  industry: 'technology',
  mainGoal: 'develop-leadership',
  skills: [],
  companyId: COMPANY_ID,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let counter = 0;

/** An article with sensible defaults; ids are valid uuids so `?article=` accepts them. */
export function makeArticle(overrides: Partial<Knowledge> = {}): Knowledge {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(100 + counter).padStart(12, '0')}`,
    companyId: COMPANY_ID,
    title: `Article ${counter}`,
    content: `Body of article ${counter}.`,
    category: 'General',
    tags: [],
    aiGenerated: false,
    aiPrompt: null,
    authorId: demoUser.id,
    isActive: true,
    viewCount: 0,
    helpfulCount: 0,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** An article as lists and search answer it: without its text and prompt, with the server's excerpt. */
export function cardOf(article: Knowledge): KnowledgeSummary {
  const { content, aiPrompt: _aiPrompt, ...card } = article;
  return { ...card, excerpt: markdownExcerpt(content) };
}

export function makeSearchResult(article: Knowledge, highlight: Pick<KnowledgeSearchResult, 'titleHighlight' | 'snippet'>): KnowledgeSearchResult {
  return { ...cardOf(article), rank: 1, ...highlight };
}

/**
 * Replaces globalThis.fetch for one test: handlers answer in order, `/api/me` and `/api/users` answer
 * with the demo user unless a handler does, anything else is a JSON 404. Returns the requests seen.
 */
export function stubFetch(...handlers: FetchHandler[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fallback: FetchHandler = ({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/me') return json({ user: demoUser, isDemo: true });
    if (url.pathname === '/api/users') return json([demoUser]);
    return undefined;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const request: RecordedRequest = { method: init?.method ?? 'GET', url, body: text ? (JSON.parse(text) as unknown) : undefined };
      requests.push(request);
      for (const handler of [...handlers, fallback]) {
        const response = await handler(request);
        if (response) return response;
      }
      return json({ message: `No stub for ${request.method} ${url.pathname}` }, 404);
    }),
  );
  return requests;
}

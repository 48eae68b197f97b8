import { vi } from 'vitest';
import type { LearningSession } from '@common/schemas/sessions';
import type { User } from '@common/schemas/users';

/** What a fake route answers: a status and a JSON body, or a promise of one the test resolves later. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export type FakeRoute = (request: { body: unknown }) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces globalThis.fetch with a table of "METHOD /path" routes, so components run their real
 * api-client code against canned answers. Unknown routes answer 404 in the server's error shape.
 * Returns the calls made, for assertions on what was sent.
 */
export function stubApi(routes: Record<string, FakeRoute | FakeAnswer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer = typeof route === 'function' ? await route({ body }) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** A promise with its resolve function outside, to hold a request "in flight" while the test looks. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const ids = {
  me: '00000000-0000-4000-8000-000000000002',
  tom: '00000000-0000-4000-8000-0000000000a1',
  priya: '00000000-0000-4000-8000-0000000000a2',
  aisha: '00000000-0000-4000-8000-0000000000a3',
  company: '00000000-0000-4000-8000-000000000001',
} as const;

export function makeUser(id: string, fullName: string): User {
  return { id, fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`, role: null, industry: null, mainGoal: null, skills: [], companyId: ids.company, createdAt: '2025-01-01T00:00:00.000Z' };
}

let counter = 0;
export function makeSession(overrides: Partial<LearningSession> = {}): LearningSession {
  counter += 1;
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    companyId: ids.company,
    mentorId: ids.tom,
    title: `Session ${counter}`,
    description: 'A description',
    skillTopic: 'System Design',
    sessionType: 'workshop',
    scheduledFor: '2031-03-04T10:00:00.000Z',
    duration: 60,
    maxLearners: 5,
    status: 'upcoming',
    learnerIds: [],
    knowledgeResourceIds: [],
    sessionNotes: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

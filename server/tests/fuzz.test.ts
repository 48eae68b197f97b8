import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { apiErrorSchema } from '../../common/schemas/errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';

/**
 * Property-based fuzzing of every route of the OpenAPI document through inject: random and boundary
 * values, wrong types, huge strings, unicode and malformed JSON. Whatever comes in, the answer is
 * never a 500, and every error has the API's shape { message, code, issues? } with a code from the shared list.
 */

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
}

let t: TestApp;
let operations: { method: string; path: string; spec: OpenApiOperation }[];

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );
});
afterAll(async () => {
  await t?.close();
});

const RUNS_PER_ROUTE = 60;

const idLike = fc.oneof(
  fc.constantFrom(
    DEMO_WORKSPACE.companyId,
    DEMO_WORKSPACE.userId,
    '00000000-0000-4000-8000-000000000201',
    '00000000-0000-4000-8000-000000000301',
  ),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '..', '%00', '-1', '1e309', 'null', "' OR 1=1 --"),
);

const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'x'.repeat(length));
const scalar = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    '2026-13-45T99:99',
    'upcoming',
    'like',
    'Processes',
    '1000+',
  ),
  hugeString,
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function bodyFor(spec: OpenApiOperation) {
  const keys = Object.keys(spec.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys, 'id', 'createdAt', '__proto__', 'constructor'), value, {
          maxKeys: keys.length + 2,
        })
      : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((body) => ({ raw: JSON.stringify(body) })) },
    { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ raw: JSON.stringify(body) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => ({ raw })) }, // often malformed JSON
  );
}

function queryFor(spec: OpenApiOperation) {
  const names = (spec.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  if (names.length === 0) return fc.constant('');
  return fc
    .dictionary(
      fc.constantFrom(...names),
      fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.integer().map(String),
        hugeString.map((text) => text.slice(0, 5000)),
      ),
    )
    .map((query) => new URLSearchParams(query).toString());
}

/** The interactive documentation's own pages (Swagger UI's HTML and assets) are not API operations. */
const isDocumentationPage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

describe(`fuzzing every route (${testEngine})`, () => {
  const exercised = new Set<string>();

  it('never answers 500, and every error is { message, code, issues? }', async () => {
    for (const operation of operations) {
      if (isDocumentationPage(operation.path)) continue;
      const pathParams = (operation.path.match(/\{[^}]+\}/g) ?? []).map(() => idLike);
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...pathParams),
          queryFor(operation.spec),
          bodyFor(operation.spec),
          async (ids, query, body) => {
            let index = 0;
            const url =
              operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[index++] as string)) +
              (query ? `?${query}` : '');
            const hasBody = operation.method !== 'GET';
            const response = await t.app.inject({
              method: operation.method as 'GET',
              url,
              ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: body.raw } : {}),
            });
            exercised.add(`${operation.method} ${operation.path}`);
            const where = `${operation.method} ${url.slice(0, 200)} ${hasBody ? body.raw.slice(0, 200) : ''}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) {
              const error = apiErrorSchema.strict().safeParse(response.json());
              expect(error.error?.issues, where).toBeUndefined();
              expect(error.data?.message.length, where).toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
      );
    }
  });

  it('exercised every operation of the whole OpenAPI document', () => {
    const documented = operations
      .filter((operation) => !isDocumentationPage(operation.path))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(documented.length).toBeGreaterThan(0);
    expect([...exercised].sort()).toEqual(documented.sort());
  });
});

/**
 * Values the random runs above rarely reach, each aimed at a place where input meets the database or
 * a recursive routine: deep nesting, dates JavaScript reads but PostgreSQL cannot, numbers past the
 * int and bigint ranges, and long lists. Each answers a 4xx with a sentence, never a 500.
 */
describe(`hostile values aimed at the database (${testEngine})`, () => {
  const ARTICLE = '00000000-0000-4000-8000-000000000201';
  const SESSION = '00000000-0000-4000-8000-000000000301';
  const COMPANY = DEMO_WORKSPACE.companyId;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const nestedLists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const interaction = (metadata: string) => `{"action":"view","metadata":${metadata}}`;
  const session = (overrides: Record<string, unknown>) =>
    JSON.stringify({
      title: 'T',
      skillTopic: 'S',
      sessionType: 'workshop',
      companyId: COMPANY,
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 60,
      maxLearners: 5,
      ...overrides,
    });
  const uuids = (count: number) =>
    JSON.stringify(
      Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`),
    );

  const DEPTH_MESSAGE = 'metadata: Must nest objects and lists at most 5 levels deep';
  const YEARS_MESSAGE = 'scheduledFor: Scheduled time must be within the next 5 years';
  const PAST_MESSAGE = 'scheduledFor: Scheduled time must be in the future';

  const cases: [
    label: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body: string | undefined,
    status: number,
    message?: string,
  ][] = [
    [
      'metadata nested 5,000 objects deep',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      interaction(nestedObjects(5000)),
      400,
      DEPTH_MESSAGE,
    ],
    [
      'metadata nested 100,000 lists deep',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      interaction(`{"a":${nestedLists(100_000)}}`),
      400,
      DEPTH_MESSAGE,
    ],
    [
      'metadata nested 6 levels',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      interaction(nestedObjects(6)),
      400,
      DEPTH_MESSAGE,
    ],
    ['metadata nested 5 levels', 'POST', `/api/knowledge/${ARTICLE}/interactions`, interaction(nestedObjects(5)), 201],
    [
      'metadata of 3,000 characters',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      interaction(JSON.stringify({ a: 'x'.repeat(3000) })),
      400,
      'metadata: Must be at most 2000 characters as JSON',
    ],
    [
      'metadata holding half a surrogate pair',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      interaction('{"a":"\\ud800"}'),
      400,
      'metadata: Text must not contain NUL characters or invalid Unicode',
    ],
    [
      'metadata with 50,000 keys',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      interaction(JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 0])))),
      400,
    ],
    [
      'rating past the int range',
      'POST',
      `/api/knowledge/${ARTICLE}/interactions`,
      '{"action":"view","rating":2147483648}',
      400,
      'rating: Must be a whole number from 1 to 5',
    ],
    [
      'scheduledFor in year +10000',
      'POST',
      '/api/learning-sessions',
      session({ scheduledFor: '+010000-01-01T00:00:00Z' }),
      400,
      YEARS_MESSAGE,
    ],
    [
      'scheduledFor at the end of JavaScript time',
      'POST',
      '/api/learning-sessions',
      session({ scheduledFor: '+275760-09-13T00:00:00Z' }),
      400,
      YEARS_MESSAGE,
    ],
    [
      'scheduledFor in year 9999',
      'POST',
      '/api/learning-sessions',
      session({ scheduledFor: '9999-12-31T23:59:59.999Z' }),
      400,
      YEARS_MESSAGE,
    ],
    [
      'scheduledFor at the start of JavaScript time',
      'POST',
      '/api/learning-sessions',
      session({ scheduledFor: '-271821-04-20T00:00:00Z' }),
      400,
      PAST_MESSAGE,
    ],
    [
      'scheduledFor in year 0',
      'POST',
      '/api/learning-sessions',
      session({ scheduledFor: '0000-01-01T00:00:00Z' }),
      400,
      PAST_MESSAGE,
    ],
    ['duration past the int range', 'POST', '/api/learning-sessions', session({ duration: 2147483648 }), 400],
    ['duration of 1e308', 'POST', '/api/learning-sessions', session({ duration: 1e308 }), 400],
    [
      'maxLearners past the safe integers',
      'POST',
      '/api/learning-sessions',
      session({ maxLearners: 2 ** 53 + 2 }),
      400,
    ],
    [
      '21 knowledge resources',
      'POST',
      '/api/learning-sessions',
      session({ knowledgeResourceIds: JSON.parse(uuids(21)) as string[] }),
      400,
    ],
    ['20,000 learner ids', 'PATCH', `/api/learning-sessions/${SESSION}`, `{"learnerIds":${uuids(20_000)}}`, 400],
    [
      '10,000 skills',
      'POST',
      '/api/users',
      JSON.stringify({
        email: 'many.skills@example.test',
        fullName: 'Many Skills',
        skills: Array.from({ length: 10_000 }, (_, i) => `s${i}`),
      }),
      400,
    ],
    ['offset past bigint', 'GET', `/api/companies/${COMPANY}/knowledge?offset=9223372036854775808`, undefined, 400],
    // Offsets are bounded (common/schemas/fields.ts): the bound is served, anything past it is refused.
    ['offset at its bound', 'GET', `/api/companies/${COMPANY}/knowledge?offset=1000000`, undefined, 200],
    [
      'offset at the last safe integer',
      'GET',
      `/api/companies/${COMPANY}/knowledge?offset=9007199254740991`,
      undefined,
      400,
    ],
    [
      'matrix offset past the int range',
      'GET',
      `/api/companies/${COMPANY}/analytics/matrix?offset=2147483648`,
      undefined,
      400,
    ],
    ['negative offset', 'GET', `/api/companies/${COMPANY}/knowledge?offset=-1`, undefined, 400],
    [
      'search limit past the int range',
      'GET',
      `/api/companies/${COMPANY}/knowledge/search?q=sql&limit=2147483648`,
      undefined,
      400,
    ],
    ['dashboard days past the int range', 'GET', '/api/dashboard/stats?days=2147483648', undefined, 400],
  ];

  it.each(cases)('%s', async (_label, method, url, body, status, message) => {
    const response = await t.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: body }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status >= 400) {
      const error = apiErrorSchema.strict().parse(response.json());
      if (message) expect(error.message).toBe(message);
    }
  });
});

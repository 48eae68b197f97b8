import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../common/constants';
import { createTestApp, type TestApp } from './test/test-app';
import { testEngine } from './test/test-database';

/**
 * Property-based fuzzing of every route of the OpenAPI document through inject: random and boundary
 * values, wrong types, huge strings, unicode and malformed JSON. Whatever comes in, the answer is
 * never a 500, and every error has the API's shape { message, issues? }.
 */

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } };
}

let t: TestApp;
let operations: { method: string; path: string; spec: OpenApiOperation }[];

beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );
});
afterAll(async () => {
  await t?.close();
});

const RUNS_PER_ROUTE = 60;

const idLike = fc.oneof(
  fc.constantFrom(DEMO_WORKSPACE.companyId, DEMO_WORKSPACE.userId, '00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000301'),
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
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', '2026-13-45T99:99', 'upcoming', 'like', 'Processes', '1000+'),
  hugeString,
);
const value = fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });

function bodyFor(spec: OpenApiOperation) {
  const keys = Object.keys(spec.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const shaped = keys.length > 0 ? fc.dictionary(fc.constantFrom(...keys, 'id', 'createdAt', '__proto__', 'constructor'), value, { maxKeys: keys.length + 2 }) : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((body) => ({ raw: JSON.stringify(body) })) },
    { weight: 1, arbitrary: fc.jsonValue().map((body) => ({ raw: JSON.stringify(body) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => ({ raw })) }, // often malformed JSON
  );
}

function queryFor(spec: OpenApiOperation) {
  const names = (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  if (names.length === 0) return fc.constant('');
  return fc
    .dictionary(fc.constantFrom(...names), fc.oneof(fc.string({ maxLength: 60 }), fc.integer().map(String), hugeString.map((text) => text.slice(0, 5000))))
    .map((query) => new URLSearchParams(query).toString());
}

describe(`fuzzing every route (${testEngine})`, () => {
  it('covers the whole OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(18);
  });

  it('never answers 500, and every error is { message, issues? }', async () => {
    for (const operation of operations) {
      if (operation.path === '/api/docs' || operation.path.startsWith('/api/docs/')) continue;
      const pathParams = (operation.path.match(/\{[^}]+\}/g) ?? []).map(() => idLike);
      await fc.assert(
        fc.asyncProperty(fc.tuple(...pathParams), queryFor(operation.spec), bodyFor(operation.spec), async (ids, query, body) => {
          let index = 0;
          const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[index++] as string)) + (query ? `?${query}` : '');
          const hasBody = operation.method !== 'GET';
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: body.raw } : {}),
          });
          const where = `${operation.method} ${url.slice(0, 200)} ${hasBody ? body.raw.slice(0, 200) : ''}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const error = response.json() as { message: unknown; issues?: unknown };
            expect(typeof error.message, where).toBe('string');
            expect((error.message as string).length, where).toBeGreaterThan(0);
            if (error.issues !== undefined) expect(Array.isArray(error.issues), where).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261121) },
      );
    }
  });
});

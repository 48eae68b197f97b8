import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../common/error-codes';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The list of error codes in common/error-codes.ts is the contract clients branch on: the OpenAPI document
 * publishes exactly that list, and every code in it is answered somewhere (a code nothing sends is a promise
 * the API does not keep). Each code's real answer is asserted in the suites of the routes that send it.
 */

const serverDir = path.resolve(import.meta.dirname, '..');

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('error codes', () => {
  it('are unique snake_case words', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('are each sent by the server code somewhere (no dead codes)', () => {
    const source = serverSources(serverDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = ERROR_CODES.filter((code) => !source.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('are published in the OpenAPI document as the enum of every error answer', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses?: Record<
              string,
              { content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> }
            >;
          }
        >
      >;
    };
    let errorAnswers = 0;
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          errorAnswers += 1;
          const schema = response.content?.['application/json']?.schema;
          expect(schema?.properties?.code?.enum, `${method.toUpperCase()} ${route} ${status}`).toEqual([
            ...ERROR_CODES,
          ]);
        }
      }
    }
    expect(errorAnswers).toBeGreaterThan(0);
  });
});

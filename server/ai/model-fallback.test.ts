import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, LIMITS } from '../../common/constants';
import type { Knowledge } from '../../common/schemas/knowledge';
import type { Recommendation } from '../../common/schemas/users';
import { loadCatalogue } from '../skills/skill-catalogue';
import { citedArticleIds } from '../test/rendered-links';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

/**
 * The language-model path, against a small stand-in for an OpenAI-compatible server that this
 * test starts on loopback: a good answer is used; malformed JSON, a wrong shape, a slow answer
 * and a 500 all fall back to the built-in engines, with the reason logged.
 */

type Mode = 'good' | 'malformed' | 'wrong-shape' | 'slow' | 'error' | 'injected-links' | 'oversized' | 'nested';
let mode: Mode = 'good';
const received: { authorization?: string; model?: string }[] = [];
/** What the server last told the model about the person it recommends for. */
let coachQuestion: Record<string, unknown> = {};

const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

/** An article id that is not one of the sources the server sent: the model made it up, or was told it. */
const NOT_A_SOURCE = '00000000-0000-4000-8000-0000000002ff';
/** The ids of the company articles the server sent the model as sources. */
let sourceIds: string[] = [];

/** A draft that a prompt injection could produce: links elsewhere, dressed up as citations. */
function injectedDraft(): string {
  return JSON.stringify({
    title: 'Stand-in Postmortems',
    content: [
      '# Stand-in Postmortems',
      '',
      `Read the [runbook](/knowledge?article=${sourceIds[0]}) first, then [Verify your account](https://evil.example/verify).`,
      '',
      `- See [the policy](/knowledge?article=${NOT_A_SOURCE}) and ![tracker](https://evil.example/pixel.png)`,
      '- Report to security@evil.example or www.evil.example/report or <https://evil.example/angle>',
      '- [login][ref]',
      '',
      '[ref]: https://evil.example/login',
    ].join('\n'),
    tags: ['postmortem'],
  });
}

function goodAnswer(system: string): string {
  if (system.includes('career coach')) {
    return JSON.stringify({
      recommendations: [
        {
          skillName: 'Stand-in Facilitation',
          matchPercentage: 91,
          description: 'Running meetings that reach decisions.',
          timeToLearn: '3-5 weeks',
          reason: 'Because the stand-in said so.',
        },
        {
          skillName: 'Python',
          matchPercentage: 80,
          description: 'A skill the person already has, which must be dropped.',
          timeToLearn: '2 months',
          reason: 'Because.',
        },
      ],
    });
  }
  return (
    '```json\n' +
    JSON.stringify({
      title: 'Stand-in Postmortems',
      content: '# Stand-in Postmortems\n\nA model-written article body that is long enough.',
      tags: ['Stand-in'],
    }) +
    '\n```'
  );
}

const standIn = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const parsed = JSON.parse(body) as { model: string; messages: { content: string }[] };
    received.push({ authorization: request.headers.authorization, model: parsed.model });
    const question = JSON.parse(parsed.messages[1]!.content) as { companyArticles?: { id: string }[] };
    sourceIds = question.companyArticles?.map((article) => article.id) ?? [];
    if (parsed.messages[0]!.content.includes('career coach')) coachQuestion = question;
    const send = (status: number, text: string) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    if (mode === 'error') return send(500, '{"error":"boom"}');
    if (mode === 'malformed') return send(200, completion('{"recommendations": [ not json'));
    if (mode === 'wrong-shape') return send(200, completion('{"answer": 42}'));
    if (mode === 'injected-links')
      return send(
        200,
        completion(
          parsed.messages[0]!.content.includes('career coach')
            ? goodAnswer(parsed.messages[0]!.content)
            : injectedDraft(),
        ),
      );
    if (mode === 'oversized') {
      // Exactly the size limit, and every "@" needs a zero-width space: made safe, it is longer.
      const content = `# Big\n\n${'a@'.repeat((LIMITS.contentMax - 7) / 2)}`.slice(0, LIMITS.contentMax);
      return send(200, completion(JSON.stringify({ title: 'Big', content, tags: [] })));
    }
    if (mode === 'nested') {
      // Within the size limit, but nested far deeper than a reader's page renders (and than a person may write).
      const content = `# Nested\n\n${'- '.repeat(5_000)}deep`;
      return send(200, completion(JSON.stringify({ title: 'Nested', content, tags: [] })));
    }
    if (mode === 'slow')
      return void setTimeout(() => send(200, completion(goodAnswer(parsed.messages[0]!.content))), 1500);
    return send(200, completion(goodAnswer(parsed.messages[0]!.content)));
  });
});

let t: TestApp;
let logs = '';
// A data scientist whose skills include Python; refreshing is the person's own action, so the test signs them up.
let person: { userId: string; cookies: Record<string, string> };

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => ((logs += chunk.toString()), done()) });
  t = await createTestApp({
    ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'stand-in-model', timeoutMs: 300 },
    logger: { level: 'warn', stream },
  });
  const { user, cookies } = await signUp(t.app, {
    role: 'Data Scientist',
    skills: ['Python', 'SQL', 'Machine Learning', 'Statistics', 'dbt', 'Data Visualization'],
  });
  person = { userId: user.id, cookies };
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standIn.close(resolve));
});
beforeEach(() => {
  logs = '';
  received.length = 0;
});

const refresh = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/${person.userId}/recommendations/refresh`,
    cookies: person.cookies,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Recommendation[];
};
const generate = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge/generate`,
    payload: { prompt: 'How to run a blameless postmortem', category: 'Processes' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Knowledge;
};

describe('language model seam', () => {
  it('uses a good answer, sending the model name and key, and drops skills the person has', async () => {
    mode = 'good';
    const recommendations = await refresh();
    expect(recommendations.map((item) => item.skillName)).toEqual(['Stand-in Facilitation']);
    expect(recommendations[0]!.reason).toBe('Because the stand-in said so.');
    expect(received[0]).toEqual({ authorization: 'Bearer test-key', model: 'stand-in-model' });

    const article = await generate();
    expect(article).toMatchObject({
      title: 'Stand-in Postmortems',
      aiGenerated: true,
      aiPrompt: 'How to run a blameless postmortem',
      tags: ['stand-in'],
    });
    expect(logs).toBe('');
  });

  it('tells the model the role the person is working toward', async () => {
    mode = 'good';
    const edit = (targetRole: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${person.userId}`,
        payload: { targetRole },
        cookies: person.cookies,
      });
    expect((await edit('Machine Learning Engineer')).statusCode).toBe(200);
    try {
      await refresh();
      expect(coachQuestion).toMatchObject({ role: 'Data Scientist', roleWorkingToward: 'Machine Learning Engineer' });
    } finally {
      expect((await edit('')).statusCode).toBe(200);
    }
    await refresh();
    expect(coachQuestion).toMatchObject({ roleWorkingToward: null });
  });

  it.each(['malformed', 'wrong-shape', 'slow', 'error'] as const)(
    'falls back to the built-in engines when the model answers %s',
    async (failure) => {
      mode = failure;
      const catalogueNames = new Set(loadCatalogue().skills.map((skill) => skill.name));
      const recommendations = await refresh();
      expect(recommendations.length).toBeGreaterThan(0);
      for (const item of recommendations) expect(catalogueNames.has(item.skillName)).toBe(true);

      const article = await generate();
      expect(article.title).toBe('How to Run a Blameless Postmortem');
      expect(article.content).toContain('## Steps');

      expect(logs).toContain('language model recommendations failed');
      expect(logs).toContain('language model generation failed');
      const reason = {
        malformed: 'not JSON',
        'wrong-shape': 'wrong shape',
        slow: 'no answer within 300 ms',
        error: 'answered 500',
      }[failure];
      expect(logs).toContain(reason);
    },
  );

  it('keeps only citations of the sources it sent in a draft that carries other links', async () => {
    mode = 'injected-links';
    const article = await generate();
    expect(article.title).toBe('Stand-in Postmortems');
    expect(sourceIds.length).toBeGreaterThan(0);
    // The made-up citation, the bare URLs, the image, the address and the reference link are all text now.
    expect(citedArticleIds(article.content)).toEqual([sourceIds[0]]);
    expect(article.content).toContain('Verify your account');
    expect(logs).toBe('');
  });

  it('stores no draft nested deeper than the page renders: the built-in writer drafts instead, and says why', async () => {
    mode = 'nested';
    const article = await generate();
    expect(article.title).toBe('How to Run a Blameless Postmortem');
    expect(article.content).not.toContain('- - -');
    expect(logs).toContain('language model generation failed');
    expect(logs).toContain('Lists and quotes nest 5,000 levels deep');
  });

  it('stores a draft that escaping made longer than the limit, cut to the limit', async () => {
    mode = 'oversized';
    const article = await generate();
    expect(article.title).toBe('Big');
    expect(article.content.length).toBeLessThanOrEqual(LIMITS.contentMax);
    expect(article.content.length).toBeGreaterThan(LIMITS.contentMax - 100);
    expect(citedArticleIds(article.content.slice(0, 10_000))).toEqual([]);
  });
});

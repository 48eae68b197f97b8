import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knowledge } from '../../common/schemas/knowledge';
import { personSkills } from '../infra/db/schema';
import { loadCatalogue } from '../skills/skill-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';
import { addPerson, createWorkspace, type Person } from '../test/workspace-fixtures';
import { NO_COMPANY_SOURCES } from './model-features';

/**
 * What a configured language model is told when it drafts an article: exactly which company sources exist
 * (none, or the related articles by title), the catalogue's facts about the skill the prompt names, the
 * colleagues of this workspace who can teach it, and not to invent company facts. A stand-in for an
 * OpenAI-compatible server on loopback records the messages it receives.
 */

interface Question {
  prompt: string;
  sources: string;
  companyArticles: { id: string; title: string; excerpt: string }[];
  catalogueSkills: { name: string; description: string; timeToLearn: string; relatedSkills: { name: string }[] }[];
  teachersHere: { skill: string; colleagues: { fullName: string; level: string }[] }[];
}

let received: { system: string; question: Question } | undefined;

const standIn = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const { messages } = JSON.parse(body) as { messages: { content: string }[] };
    received = { system: messages[0]!.content, question: JSON.parse(messages[1]!.content) as Question };
    const draft = {
      title: 'Stand-in Draft',
      content: '# Stand-in Draft\n\nA model-written body, long enough to keep.',
    };
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(draft) } }] }));
  });
});

let t: TestApp;
let companyId: string;
let author: Person;

async function teaches(person: Person, level: number) {
  await t.app.db
    .insert(personSkills)
    .values({ userId: person.user.id, skill: 'Kubernetes', catalogueId: 'kubernetes', level, canTeach: true });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    ai: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test-key', model: 'stand-in-model', timeoutMs: 2_000 },
  });
  const created = await createWorkspace(t.app, undefined, 'Model Drafts Co');
  companyId = created.workspace.id;
  author = await addPerson(t.app, companyId, 'member', 'Ada Author');
  await teaches(await addPerson(t.app, companyId, 'member', 'Kim Expert'), 5);
  const other = await createWorkspace(t.app, undefined, 'Elsewhere Inc');
  await teaches(await addPerson(t.app, other.workspace.id, 'member', 'Otto Outsider'), 5);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => standIn.close(resolve));
});
beforeEach(() => {
  received = undefined;
});

async function generate(prompt: string): Promise<Knowledge> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/knowledge/generate`,
    payload: { prompt, category: 'Training' },
    cookies: author.cookies,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Knowledge;
}

describe('the model drafting an article', () => {
  it('is told there are no company sources, given the catalogue facts and the teachers, and told not to invent', async () => {
    const draft = await generate('Kubernetes upgrade runbook');
    expect(draft.title).toBe('Stand-in Draft');
    const { system, question } = received!;
    expect(system).toContain('Never invent company facts');
    expect(system).toContain('When there are no company sources, say plainly near the top');
    expect(question.sources).toBe(NO_COMPANY_SOURCES);
    expect(question.companyArticles).toEqual([]);

    const kubernetes = loadCatalogue().byId.get('kubernetes')!;
    expect(question.catalogueSkills).toHaveLength(1);
    expect(question.catalogueSkills[0]).toMatchObject({
      name: 'Kubernetes',
      description: kubernetes.description,
      timeToLearn: kubernetes.timeToLearn,
    });
    expect(question.catalogueSkills[0]!.relatedSkills.map((skill) => skill.name)).toContain('Docker');
    expect(question.teachersHere).toEqual([
      { skill: 'Kubernetes', colleagues: [{ fullName: 'Kim Expert', level: 'Expert' }] },
    ]);
  });

  it('is told exactly which company articles exist when some relate to the prompt', async () => {
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/knowledge`,
      payload: {
        title: 'Kubernetes cluster upgrades',
        content: '- Every Kubernetes upgrade starts on the staging cluster a week before production.',
        category: 'Processes',
        tags: ['kubernetes'],
      },
      cookies: author.cookies,
    });
    expect(written.statusCode, written.body).toBe(201);

    await generate('Kubernetes upgrade runbook');
    const { question } = received!;
    expect(question.sources).toBe('Company sources: "Kubernetes cluster upgrades"; nothing else from this company.');
    expect(question.companyArticles.map((article) => article.title)).toEqual(['Kubernetes cluster upgrades']);
    expect(question.companyArticles[0]!.excerpt).toContain('staging cluster');
    expect(question.teachersHere[0]!.colleagues.map((colleague) => colleague.fullName)).toEqual(['Kim Expert']);
  });
});

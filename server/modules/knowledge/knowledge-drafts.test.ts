import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knowledge } from '../../../common/schemas/knowledge';
import { personSkills } from '../../infra/db/schema';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { citedArticleIds } from '../../test/rendered-links';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';

/**
 * What a generated draft draws on, in a workspace built here so its teachers are known: with no related
 * article it says so, keeps to the catalogue and names who can teach the skill (people of this workspace
 * only, best level first, at most three, never the author); with related articles it still cites them.
 */

let t: TestApp;
let companyId: string;
let author: Person;

/** Marks a skill for a person as person_skills holds it: the catalogue's name and id, a level, can teach or not. */
async function knows(person: Person, skillId: string, level: number, canTeach = true) {
  const skill = loadCatalogue().byId.get(skillId)!;
  await t.app.db
    .insert(personSkills)
    .values({ userId: person.user.id, skill: skill.name, catalogueId: skill.id, level, canTeach });
}

beforeAll(async () => {
  t = await createTestApp();
  const created = await createWorkspace(t.app, undefined, 'Drafts Ltd');
  companyId = created.workspace.id;
  author = await addPerson(t.app, companyId, 'member', 'Ada Author');
  // The author teaches it too: they are never suggested to themselves.
  await knows(author, 'kubernetes', 5);
  await knows(await addPerson(t.app, companyId, 'member', 'Kim Expert'), 'kubernetes', 5);
  await knows(await addPerson(t.app, companyId, 'member', 'Lee Practitioner'), 'kubernetes', 3);
  await knows(await addPerson(t.app, companyId, 'member', 'Ana Advanced'), 'kubernetes', 4);
  // A fourth teacher at a lower level, and a colleague who knows it well but did not offer to teach.
  await knows(await addPerson(t.app, companyId, 'member', 'Bo Beginner'), 'kubernetes', 2);
  await knows(await addPerson(t.app, companyId, 'member', 'Quiet Quinn'), 'kubernetes', 5, false);
  // Someone of another workspace who teaches it: never named here.
  const other = await createWorkspace(t.app, undefined, 'Elsewhere Inc');
  await knows(await addPerson(t.app, other.workspace.id, 'member', 'Otto Outsider'), 'kubernetes', 5);
});
afterAll(async () => {
  await t.close();
});

async function generate(prompt: string, category = 'Training'): Promise<Knowledge> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/knowledge/generate`,
    payload: { prompt, category },
    cookies: author.cookies,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Knowledge;
}

describe(`a generated draft's sources (${testEngine})`, () => {
  it('with no related article: says so, keeps to the catalogue and names the three best teachers of this workspace', async () => {
    const kubernetes = loadCatalogue().byId.get('kubernetes')!;
    const draft = await generate('Kubernetes upgrade runbook');
    expect(draft.content).toContain(
      'Your workspace has no articles on this yet, so this draft draws only on what the skill catalogue says about Kubernetes.',
    );
    expect(draft.content).toContain(kubernetes.description);
    expect(draft.content).toContain('## Related skills');
    expect(draft.content).toContain(`People usually take ${kubernetes.timeToLearn} to learn Kubernetes.`);
    expect(draft.content).toContain(
      '- Kim Expert (Expert), Ana Advanced (Advanced) and Lee Practitioner (Practitioner) can teach Kubernetes.',
    );
    for (const name of ['Ada Author', 'Bo Beginner', 'Quiet Quinn', 'Otto Outsider'])
      expect(draft.content).not.toContain(name);
    expect(citedArticleIds(draft.content)).toEqual([]);
    expect(draft.content).not.toContain('Set a learning goal you can check');
  });

  it('with a prompt that names no catalogue skill: the short honest draft', async () => {
    const draft = await generate('Quarterly offsite packing list', 'General');
    expect(draft.content).toContain('the prompt names no skill in the skill catalogue');
    expect(draft.content).toContain('## For you to fill in');
    expect(draft.content).not.toContain('Who can teach');
    expect(draft.content).not.toContain('Explain the context: why this matters to the company right now.');
  });

  it('with a related article: cites it, and still names who can teach the skill', async () => {
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
    const source = written.json() as Knowledge;

    const draft = await generate('Kubernetes upgrade runbook', 'Processes');
    expect(citedArticleIds(draft.content)).toContain(source.id);
    expect(draft.content).toContain('## Related articles');
    expect(draft.content).toContain('Every Kubernetes upgrade starts on the staging cluster a week before production.');
    expect(draft.content).not.toContain('no articles on this yet');
    expect(draft.content).toContain('- Kim Expert (Expert), Ana Advanced (Advanced) and Lee Practitioner');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillSwaps } from '../../infra/db/schema';
import { analyticsWorkspace, personWith, recommend } from '../../test/analytics-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { analyticsAccess } from './access';
import { skillCoverage } from './coverage';
import { skillDemand } from './demand';

/**
 * One workspace whose coverage and demand are known in advance:
 *   Ann:  TypeScript 5 (teaches), Go 4, Python 3, wants Docker
 *   Ben:  TypeScript 4 (teaches), Python 3, wants Docker, wants Figma; "Obscure Tool" 2 (not in the catalogue)
 *   Cat:  Go 2, wants Docker; Docker recommended to her; she asks Ann for Docker in a pending swap and a declined one
 *   Dan:  nothing held; Figma recommended; asks Ben for Figma in a completed swap
 * So TypeScript is Good (2 experts), Go is Risk (Ann), Python is Gap (two holders at 3 only), Docker and Figma are
 * Gap (wanted only), Obscure Tool is Gap (held at 2).
 */

let t: TestApp;
let companyId: string;
let ownerId: string;
let memberId: string;
let annId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const workspace = await analyticsWorkspace(t.app);
  companyId = workspace.companyId;
  ownerId = workspace.owner.user.id;
  const ann = await personWith(t.app, companyId, 'Ann Archer', [
    { skill: 'TypeScript', level: 5, canTeach: true },
    { skill: 'Go', level: 4 },
    { skill: 'Python', level: 3 },
    { skill: 'Docker', wantsToLearn: true },
  ]);
  annId = ann.user.id;
  const ben = await personWith(t.app, companyId, 'Ben Baker', [
    { skill: 'TypeScript', level: 4, canTeach: true },
    { skill: 'Python', level: 3 },
    { skill: 'Docker', wantsToLearn: true },
    { skill: 'Figma', wantsToLearn: true },
    { skill: 'Obscure Tool', catalogueId: null, level: 2 },
  ]);
  const cat = await personWith(t.app, companyId, 'Cat Cole', [
    { skill: 'Go', level: 2 },
    { skill: 'Docker', wantsToLearn: true },
  ]);
  const dan = await personWith(t.app, companyId, 'Dan Dale');
  memberId = dan.user.id;
  await recommend(t.app, cat.user.id, ['Docker']);
  await recommend(t.app, dan.user.id, ['figma']);
  await t.app.db.insert(skillSwaps).values([
    { companyId, fromUserId: cat.user.id, toUserId: annId, fromSkill: 'Go', toSkill: 'Docker', status: 'pending' },
    { companyId, fromUserId: cat.user.id, toUserId: annId, fromSkill: 'Go', toSkill: 'Docker', status: 'declined' },
    {
      companyId,
      fromUserId: dan.user.id,
      toUserId: ben.user.id,
      fromSkill: 'Go',
      toSkill: 'Figma',
      status: 'completed',
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe(`skill coverage (${testEngine})`, () => {
  it('classes skills by experts at level 4 or above: 2 Good, 1 Risk, 0 Gap (level 3 does not count)', async () => {
    const coverage = await skillCoverage(t.app.db, companyId, await analyticsAccess(t.app.db, companyId, ownerId));
    const byKey = Object.fromEntries(coverage.skills.map((skill) => [skill.key, skill]));
    expect(byKey.typescript).toMatchObject({ name: 'TypeScript', status: 'good', experts: 2, holders: 2 });
    expect(byKey.go).toMatchObject({ status: 'risk', experts: 1, holders: 2 });
    expect(byKey.python).toMatchObject({ status: 'gap', experts: 0, holders: 2 });
    expect(byKey['obscure tool']).toMatchObject({ name: 'Obscure Tool', category: 'Other', status: 'gap', holders: 1 });
    // Wanted, recommended or asked for, held by nobody: Gap.
    expect(byKey.docker).toMatchObject({ name: 'Docker', status: 'gap', experts: 0, holders: 0 });
    expect(byKey.figma).toMatchObject({ status: 'gap', holders: 0 });
    expect(coverage.counts).toEqual({ good: 1, risk: 1, gap: 4 });
  });

  it('lists Gap, then Risk, then Good, each by name', async () => {
    const coverage = await skillCoverage(t.app.db, companyId, await analyticsAccess(t.app.db, companyId, ownerId));
    expect(coverage.skills.map((skill) => skill.key)).toEqual([
      'docker',
      'figma',
      'obscure tool',
      'python',
      'go',
      'typescript',
    ]);
  });

  it("names a Risk skill's one expert for an owner, and nobody for a plain member", async () => {
    const forOwner = await skillCoverage(t.app.db, companyId, await analyticsAccess(t.app.db, companyId, ownerId));
    expect(forOwner.named).toBe(true);
    expect(forOwner.skills.find((skill) => skill.key === 'go')!.riskHolder).toEqual({
      userId: annId,
      fullName: 'Ann Archer',
    });
    expect(forOwner.skills.find((skill) => skill.key === 'typescript')!.riskHolder).toBeNull();

    const forMember = await skillCoverage(t.app.db, companyId, await analyticsAccess(t.app.db, companyId, memberId));
    expect(forMember.named).toBe(false);
    expect(forMember.skills.every((skill) => skill.riskHolder === null)).toBe(true);
    expect(forMember.counts).toEqual(forOwner.counts);
  });
});

describe(`skill demand (${testEngine})`, () => {
  it('counts wanted, recommended and swap asks, and demand as distinct people', async () => {
    const demand = await skillDemand(t.app.db, companyId);
    const docker = demand.skills.find((skill) => skill.key === 'docker')!;
    // Ann, Ben and Cat want it; Cat also has it recommended and asks for it once (the declined ask does not count).
    expect(docker).toMatchObject({ wanted: 3, recommended: 1, swapAsks: 1, demand: 3, teachers: 0, unmet: 3 });
    const figma = demand.skills.find((skill) => skill.key === 'figma')!;
    // Ben wants it; Dan has it recommended (spelt in lower case) and asks for it in a completed swap: 2 people.
    expect(figma).toMatchObject({ name: 'Figma', wanted: 1, recommended: 1, swapAsks: 1, demand: 2, unmet: 2 });
  });

  it('never lets unmet demand fall below 0, and lists only skills someone asks for', async () => {
    // One more person wants TypeScript, which two people teach.
    await personWith(t.app, companyId, 'Eve Evans', [{ skill: 'TypeScript', wantsToLearn: true }]);
    const demand = await skillDemand(t.app.db, companyId);
    expect(demand.skills.find((skill) => skill.key === 'typescript')).toMatchObject({
      demand: 1,
      teachers: 2,
      unmet: 0,
    });
    expect(demand.skills.find((skill) => skill.key === 'go')).toBeUndefined();
  });

  it('sorts by unmet demand, then demand, then name', async () => {
    const demand = await skillDemand(t.app.db, companyId);
    expect(demand.skills.map((skill) => [skill.key, skill.unmet, skill.demand])).toEqual([
      ['docker', 3, 3],
      ['figma', 2, 2],
      ['typescript', 0, 1],
    ]);
  });
});

import { DEMO_WORKSPACE } from '../../common/constants';
import { recommendSkills } from '../../server/skills/engine';
import { loadCatalogue } from '../../server/skills/skill-catalogue';
import type { BenchContext } from '../lib/context';
import { timedPost } from '../lib/latency';
import type { Launched } from '../lib/processes';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';
import { syntheticUsers } from '../lib/users';

/**
 * Recommendations: POST /api/users/:id/recommendations/refresh on the running app (score the
 * catalogue, replace the stored set, read it back), for one user and for 1,000 users in turn.
 * The built-in engine alone, in this process, shows how much of it is the scoring.
 */

const ONE_USER_SAMPLES = 20;

export interface RecommendationFigures {
  oneUserMs: number[];
  thousandUsersMs: number;
  users: number;
  engineOnlyMs: number;
}

export async function measureRecommendations(
  context: BenchContext,
  app: Launched,
  engine: string,
  userIds: string[],
): Promise<RecommendationFigures> {
  const refresh = (id: string) => timedPost(`${app.baseUrl}/api/users/${id}/recommendations/refresh`);
  await refresh(DEMO_WORKSPACE.userId); // warm-up
  const oneUserMs: number[] = [];
  for (let sample = 0; sample < ONE_USER_SAMPLES; sample += 1) oneUserMs.push(await refresh(DEMO_WORKSPACE.userId));

  const started = performance.now();
  for (const id of userIds) await refresh(id);
  const thousandUsersMs = performance.now() - started;

  const catalogue = loadCatalogue();
  const profiles = syntheticUsers(userIds.length);
  const engineStarted = performance.now();
  for (const profile of profiles) recommendSkills(catalogue, profile);
  const engineOnlyMs = performance.now() - engineStarted;
  context.log(
    `recommendations (${engine}): one user median ${median(oneUserMs).toFixed(1)} ms; ${userIds.length} users ${(thousandUsersMs / 1000).toFixed(1)} s`,
  );
  return { oneUserMs, thousandUsersMs, users: userIds.length, engineOnlyMs };
}

export function recommendationRows(engine: string, figures: RecommendationFigures): Row[] {
  return [
    {
      section: `Recommendations (${engine})`,
      metric: 'Refresh one user (POST …/recommendations/refresh)',
      value: median(figures.oneUserMs),
      unit: 'ms',
      detail: `median of ${figures.oneUserMs.length}`,
    },
    {
      section: `Recommendations (${engine})`,
      metric: `Refresh ${figures.users.toLocaleString('en')} users, one after another`,
      value: figures.thousandUsersMs / 1000,
      unit: 's',
      detail: `engine alone ${(figures.engineOnlyMs / 1000).toFixed(2)} s in-process`,
    },
  ];
}

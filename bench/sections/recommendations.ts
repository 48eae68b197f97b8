import { DEMO_WORKSPACE } from '../../common/constants';
import type { Database } from '../../server/infra/db/client';
import { refreshRecommendations } from '../../server/modules/recommendations/recommendations';
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
 * catalogue, replace the stored set, read it back) for the demo user, whom an anonymous visitor acts as; and
 * the same service for 1,000 people in turn, called in this process on the database before the app starts
 * (only a person may refresh their own, and the bench does not sign 1,000 people in). The built-in engine alone,
 * in this process, shows how much of it is the scoring.
 */

const ONE_USER_SAMPLES = 20;

export interface RecommendationFigures {
  oneUserMs: number[];
  thousandUsersMs: number;
  users: number;
  engineOnlyMs: number;
}

/** Each person refreshes their own recommendations through the service, one after another; milliseconds in all. */
export async function refreshEveryoneInProcess(db: Database, userIds: string[]): Promise<number> {
  const started = performance.now();
  for (const id of userIds) await refreshRecommendations(db, id, id);
  return performance.now() - started;
}

export async function measureRecommendations(
  context: BenchContext,
  app: Launched,
  engine: string,
  userIds: string[],
  thousandUsersMs: number,
): Promise<RecommendationFigures> {
  const refresh = (id: string) => timedPost(`${app.baseUrl}/api/users/${id}/recommendations/refresh`);
  await refresh(DEMO_WORKSPACE.userId); // warm-up
  const oneUserMs: number[] = [];
  for (let sample = 0; sample < ONE_USER_SAMPLES; sample += 1) oneUserMs.push(await refresh(DEMO_WORKSPACE.userId));

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
      metric: `Refresh ${figures.users.toLocaleString('en')} users, one after another (the service, in-process)`,
      value: figures.thousandUsersMs / 1000,
      unit: 's',
      detail: `engine alone ${(figures.engineOnlyMs / 1000).toFixed(2)} s in-process`,
    },
  ];
}

import { describe, expect, it } from 'vitest';
import { buildSkillMatrix, buildWorkspaceActivity } from '@/test/analytics-factories';
import { activityTable, matrixTable } from './analytics-tables';

describe('activityTable', () => {
  it('labels each bucket by its start, in UTC, and rounds hours to one decimal', () => {
    const activity = buildWorkspaceActivity(7);
    activity.points[1]!.hoursContributed = 1.25;
    const table = activityTable(activity, ['sessionsHeld', 'hoursContributed']);
    expect(table.header).toEqual(['Period starting', 'Sessions held', 'Hours contributed']);
    expect(table.rows.slice(0, 2)).toEqual([
      ['1 Mar', 0, 0],
      ['2 Mar', 1, 1.3],
    ]);
  });

  it('names weeks and months', () => {
    expect(activityTable(buildWorkspaceActivity(90), ['learners']).rows[0]![0]).toBe('Week of 1 Mar');
    expect(activityTable(buildWorkspaceActivity(365), ['learners']).rows[0]![0]).toBe('Jan 2026');
  });
});

describe('matrixTable', () => {
  it('writes each person with their levels as numbers, blank where not held', () => {
    expect(matrixTable(buildSkillMatrix())).toEqual({
      header: ['Person', 'Role', 'Department', 'Kubernetes', 'Python', 'Negotiation'],
      rows: [
        ['Priya Shah', 'Platform Engineer', 'Engineering', 4, 2, ''],
        ['Daniel Kim', 'Account Executive', 'Sales', '', '', 5],
      ],
    });
  });
});

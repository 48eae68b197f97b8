import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../common/schemas/dashboard';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { roi } from './dashboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stats = async (query = '') => {
  const response = await t.app.inject({ url: `/api/dashboard/stats${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DashboardStats;
};

describe(`dashboard stats API (${testEngine})`, () => {
  it('answers the four figures for the last 30 days by default', async () => {
    const figures = await stats();
    expect(figures.days).toBe(30);
    expect(Date.parse(figures.to) - Date.parse(figures.from)).toBe(30 * 24 * 60 * 60 * 1000);
    for (const key of ['totalUsers', 'totalCompanies', 'activeSkillSwaps'] as const)
      expect(Number.isInteger(figures[key])).toBe(true);
    expect(figures.totalUsers).toBeGreaterThan(0);
    expect(figures.roi).toBeGreaterThan(0);
  });

  it('grows (or holds) with the period, since each period contains the shorter ones', async () => {
    const periods = await Promise.all(['?days=7', '?days=30', '?days=90', '?days=365'].map((query) => stats(query)));
    for (const key of ['totalUsers', 'totalCompanies', 'activeSkillSwaps', 'knowledgeViews', 'sessionsHeld'] as const) {
      const values = periods.map((figures) => figures[key]);
      expect(values, key).toEqual([...values].sort((a, b) => a - b));
    }
    expect(periods[3]!.totalCompanies).toBeGreaterThan(periods[0]!.totalCompanies);
    expect(periods[3]!.knowledgeViews).toBeGreaterThan(periods[0]!.knowledgeViews);
  });

  it('counts what is written after the period starts', async () => {
    const before = await stats('?days=7');
    await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'New Co', contactName: 'N', contactEmail: 'new.co@example.test', size: '1-10' },
    });
    const after = await stats('?days=7');
    expect(after.totalCompanies).toBe(before.totalCompanies + 1);
  });

  it.each(['?days=5', '?days=abc', '?days=', '?days=30.5'])('answers 400 for %s', async (query) => {
    const response = await t.app.inject({ url: `/api/dashboard/stats${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('days: Choose one of: 7, 30, 90, 365');
  });
});

describe('roi', () => {
  it('divides the value of hours saved by the cost of the seats for the period', () => {
    // 100 learner hours + 600 views x 6 min = 160 h x $60 = $9,600; 10 seats x $19 x 1 month = $190.
    expect(roi({ learningHours: 100, knowledgeViews: 600, seats: 10, days: 30 })).toBe(50.5);
    expect(roi({ learningHours: 10, knowledgeViews: 0, seats: 100, days: 30 })).toBe(0.3);
  });

  it('is 0 without seats, not infinite', () => {
    expect(roi({ learningHours: 10, knowledgeViews: 10, seats: 0, days: 30 })).toBe(0);
  });
});

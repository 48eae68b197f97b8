import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@common/schemas/dashboard';
import { buildReportCsv, csvField, reportFileName, toCsv } from './report-csv';

const stats: DashboardStats = {
  days: 30,
  from: '2025-02-12T09:30:00.000Z',
  to: '2025-03-14T09:30:00.000Z',
  totalUsers: 1284,
  totalCompanies: 7,
  activeSkillSwaps: 23,
  roi: 3.4,
  learningHours: 412.5,
  knowledgeViews: 960,
  sessionsHeld: 18,
};

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('roi')).toBe('roi');
    expect(csvField(3.4)).toBe('3.4');
    expect(csvField('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });
});

describe('toCsv', () => {
  it('joins fields with commas and rows with CRLF, ending with one', () => {
    expect(
      toCsv([
        ['a', 'b,c'],
        [1, 2],
      ]),
    ).toBe('a,"b,c"\r\n1,2\r\n');
  });
});

describe('buildReportCsv', () => {
  it('writes metric,value then every figure of the period in order', () => {
    expect(buildReportCsv(stats).split('\r\n')).toEqual([
      'metric,value',
      'days,30',
      'from,2025-02-12T09:30:00.000Z',
      'to,2025-03-14T09:30:00.000Z',
      'totalUsers,1284',
      'totalCompanies,7',
      'activeSkillSwaps,23',
      'roi,3.4',
      'learningHours,412.5',
      'knowledgeViews,960',
      'sessionsHeld,18',
      '',
    ]);
  });
});

describe('reportFileName', () => {
  it('names the period and the local date', () => {
    expect(reportFileName(30, new Date(2025, 2, 4, 23, 59))).toBe('skillweave-report-30-days-2025-03-04.csv');
    expect(reportFileName(365, new Date(2024, 11, 31, 0, 1))).toBe('skillweave-report-365-days-2024-12-31.csv');
  });
});

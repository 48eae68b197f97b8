import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@common/schemas/dashboard';
import { buildReportCsv, csvField, reportFileName, tableCsv, toCsv } from './report-csv';

const stats: DashboardStats = {
  days: 30,
  // Local times, so the expected days hold in any time zone the tests run in.
  from: new Date(2025, 1, 12, 9, 30).toISOString(),
  to: new Date(2025, 2, 14, 9, 30).toISOString(),
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

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField(-4)).toBe('-4');
    expect(csvField('a=b')).toBe('a=b');
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
  it('starts with a UTF-8 byte order mark so Excel reads the file as UTF-8', () => {
    expect(buildReportCsv(stats).startsWith('\uFEFF')).toBe(true);
  });

  it('writes human column names, then the period as days and its figures, with CRLF line ends', () => {
    expect(buildReportCsv(stats).slice(1).split('\r\n')).toEqual([
      'Period,From,To,Platform users,Enterprise clients,Active skill swaps,Platform ROI (multiple),Learning hours,Knowledge views,Sessions held',
      'Last 30 days,2025-02-12,2025-03-14,1284,7,23,3.4,412.5,960,18',
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

describe('buildReportCsv with the analytics', () => {
  it('adds each block after a blank line: its title alone, its header, its rows', () => {
    const text = buildReportCsv(stats, [
      { title: 'Skill coverage', table: { header: ['Skill', 'Coverage'], rows: [['Kubernetes', 'Risk']] } },
      { title: 'Skill demand', table: { header: ['Skill', 'Unmet'], rows: [['=cmd', 3]] } },
    ]);
    expect(text.slice(1).split('\r\n').slice(2)).toEqual([
      '',
      'Skill coverage',
      'Skill,Coverage',
      'Kubernetes,Risk',
      '',
      'Skill demand',
      'Skill,Unmet',
      "'=cmd,3",
      '',
    ]);
  });
});

describe('tableCsv', () => {
  it('writes one table with a BOM, defusing formulas as the report does', () => {
    expect(tableCsv({ header: ['Person', 'Kubernetes'], rows: [['@Priya', 4]] })).toBe(
      "\uFEFFPerson,Kubernetes\r\n'@Priya,4\r\n",
    );
  });
});

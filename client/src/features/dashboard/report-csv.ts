import { PRODUCT_NAME } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';

type CsvValue = string | number;

/** The report's rows, in the order a reader expects: the period first, then the cards, then ROI's inputs. */
const REPORT_METRICS = [
  'days',
  'from',
  'to',
  'totalUsers',
  'totalCompanies',
  'activeSkillSwaps',
  'roi',
  'learningHours',
  'knowledgeViews',
  'sessionsHeld',
] as const satisfies readonly (keyof DashboardStats)[];

/**
 * One CSV field per RFC 4180: quoted (with inner quotes doubled) only when it holds a comma, a quote or
 * a line break, so plain numbers stay numbers when a spreadsheet opens the file.
 */
export function csvField(value: CsvValue): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends (RFC 4180, and what Excel expects). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The "Export Report" file: a `metric,value` header, then one row per figure of the selected period. */
export function buildReportCsv(stats: DashboardStats): string {
  return toCsv([['metric', 'value'], ...REPORT_METRICS.map((metric) => [metric, stats[metric]] as const)]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** e.g. `skillweave-report-30-days-2025-03-14.csv`, dated in the reader's own time zone. */
export function reportFileName(days: number, date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${PRODUCT_NAME.toLowerCase()}-report-${days}-days-${day}.csv`;
}

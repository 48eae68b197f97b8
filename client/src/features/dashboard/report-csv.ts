import { DASHBOARD_PERIOD_LABELS, PRODUCT_NAME, type DashboardPeriod } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';
import type { DataTable } from './analytics-tables';

type CsvValue = string | number;

/** Makes Excel read the file as UTF-8 (without it, any non-ASCII text turns into mojibake). */
const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula: `=`, `+`, `-`, `@`, or a tab or carriage return before one.
 * Such a cell gets a leading apostrophe, so a name like "=HYPERLINK(...)" shows as text and runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-14": the calendar day of an instant in the reader's own time zone, which spreadsheets read as a date. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * One CSV field per RFC 4180: quoted (with inner quotes doubled) only when it holds a comma, a quote or
 * a line break, so plain numbers stay numbers when a spreadsheet opens the file. Text that would start a
 * formula is defused first; numbers are written as they are (a negative number is a number, not a formula).
 */
export function csvField(value: CsvValue): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends (RFC 4180, and what Excel expects). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The report's columns, in the order a reader expects: the period, then the dashboard's cards, then ROI's inputs. */
const REPORT_COLUMNS: readonly { name: string; value: (stats: DashboardStats) => CsvValue }[] = [
  { name: 'Period', value: (stats) => DASHBOARD_PERIOD_LABELS[stats.days as DashboardPeriod] ?? `${stats.days} days` },
  { name: 'From', value: (stats) => localDay(new Date(stats.from)) },
  { name: 'To', value: (stats) => localDay(new Date(stats.to)) },
  { name: 'Platform users', value: (stats) => stats.totalUsers },
  { name: 'Enterprise clients', value: (stats) => stats.totalCompanies },
  { name: 'Active skill swaps', value: (stats) => stats.activeSkillSwaps },
  { name: 'Platform ROI (multiple)', value: (stats) => stats.roi },
  { name: 'Learning hours', value: (stats) => stats.learningHours },
  { name: 'Knowledge views', value: (stats) => stats.knowledgeViews },
  { name: 'Sessions held', value: (stats) => stats.sessionsHeld },
];

/** One labelled part of the report after the figures: e.g. "Skill matrix" and its table. */
export interface ReportBlock {
  title: string;
  table: DataTable;
}

/**
 * The "Export Report" file: a header row of the column names the dashboard uses, then one row with the
 * selected period's figures (one row per report, so several reports paste into one sheet). Then each block
 * (activity, matrix, coverage, demand) after a blank line: its title alone on a row, its header, its rows.
 * UTF-8 with a BOM.
 */
export function buildReportCsv(stats: DashboardStats, blocks: readonly ReportBlock[] = []): string {
  const rows: CsvValue[][] = [
    REPORT_COLUMNS.map((column) => column.name),
    REPORT_COLUMNS.map((column) => column.value(stats)),
  ];
  for (const block of blocks) rows.push([], [block.title], block.table.header, ...block.table.rows);
  return UTF8_BOM + toCsv(rows);
}

/** One card's table as its own CSV file (UTF-8 with a BOM, so Excel reads names right). */
export function tableCsv(table: DataTable): string {
  return UTF8_BOM + toCsv([table.header, ...table.rows]);
}

/** e.g. `skillweave-skill-coverage-2025-03-14.csv`: what the file holds and the local date. */
export function tableFileName(subject: string, date: Date): string {
  return `${PRODUCT_NAME.toLowerCase()}-${subject}-${localDay(date)}.csv`;
}

/** e.g. `skillweave-report-30-days-2025-03-14.csv`, dated in the reader's own time zone. */
export function reportFileName(days: number, date: Date): string {
  return `${PRODUCT_NAME.toLowerCase()}-report-${days}-days-${localDay(date)}.csv`;
}

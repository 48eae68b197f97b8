import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './processes';
import { round } from './stats';

/** One line of the ratio table. */
export interface Row {
  section: string;
  metric: string;
  value: number;
  unit: string;
  /** Extra figures shown next to the value (latency percentiles, sample counts). */
  detail?: string;
  baseline?: { name: string; value: number; unit: string };
  ratio?: number;
  /** Applies to the ratio unless `on` says value. */
  target?: { op: '>=' | '<=' | '<' | 'between'; value: number; max?: number; on?: 'ratio' | 'value'; label: string };
}

export interface RunReport {
  startedAt: string;
  durationSeconds: number;
  machine: Machine;
  settings: Record<string, unknown>;
  notes: string[];
  rows: (Row & { met?: boolean })[];
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  load: number[];
}

export function machine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    const model = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (model) cpu = model[1]!.trim();
  } catch {
    // not Linux: os.cpus() is enough
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGiB: round(os.totalmem() / 2 ** 30, 3),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os.loadavg().map((value) => round(value, 2)),
  };
}

export function met(row: Row): boolean | undefined {
  if (!row.target) return undefined;
  const subject = row.target.on === 'value' ? row.value : row.ratio;
  if (subject === undefined || !Number.isFinite(subject)) return false;
  if (row.target.op === '>=') return subject >= row.target.value;
  if (row.target.op === '<=') return subject <= row.target.value;
  if (row.target.op === 'between')
    return subject >= row.target.value && subject <= (row.target.max ?? Number.POSITIVE_INFINITY);
  return subject < row.target.value;
}

function figure(value: number, unit: string): string {
  const shown = Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en') : String(round(value, 3));
  return unit ? `${shown} ${unit}` : shown;
}

function cells(row: Row & { met?: boolean }): string[] {
  return [
    row.metric,
    figure(row.value, row.unit) + (row.detail ? ` (${row.detail})` : ''),
    row.baseline ? `${row.baseline.name}: ${figure(row.baseline.value, row.baseline.unit)}` : '',
    row.ratio === undefined ? '' : String(round(row.ratio, 3)),
    row.target?.label ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  ];
}

const HEADER = ['Metric', 'Value', 'Baseline (same run)', 'Ratio', 'Target', 'Met?'];

export function textTable(rows: (Row & { met?: boolean })[]): string {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(HEADER), widths.map((width) => '-'.repeat(width)).join('  ')];
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      out.push(`[${section}]`);
    }
    out.push(line(cells(row)));
  }
  return out.join('\n');
}

export function markdownTable(rows: (Row & { met?: boolean })[]): string {
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const out = [`| Section | ${HEADER.join(' | ')} |`, `| --- | ${HEADER.map(() => '---').join(' | ')} |`];
  for (const row of rows) out.push(`| ${escape(row.section)} | ${cells(row).map(escape).join(' | ')} |`);
  return out.join('\n');
}

export const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json');
export const DOC_FILE = path.join(ROOT, 'docs/performance.md');
const BEGIN = '<!-- bench:begin (written by npm run bench; edits between these markers are replaced) -->';
const END = '<!-- bench:end -->';

function markdownSection(report: RunReport): string {
  const { machine: m } = report;
  return [
    BEGIN,
    '',
    `Run of ${report.startedAt} (${Math.round(report.durationSeconds)} s), on ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, ` +
      `Node.js ${m.node}, ${m.platform}; load average at the start ${m.load.join(' / ')}.`,
    '',
    markdownTable(report.rows),
    '',
    ...(report.notes.length ? ['Notes from this run:', '', ...report.notes.map((note) => `- ${note}`), ''] : []),
    `Settings: \`${JSON.stringify(report.settings)}\``,
    '',
    END,
  ].join('\n');
}

/** Writes bench/results/latest.json and replaces the marked section of docs/performance.md. */
export function writeReport(report: RunReport): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const temporary = `${RESULTS_FILE}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(report, null, 2)}\n`);
  fs.renameSync(temporary, RESULTS_FILE);

  const section = markdownSection(report);
  let doc = fs.existsSync(DOC_FILE) ? fs.readFileSync(DOC_FILE, 'utf8') : '# Performance\n\n## Latest figures\n\n';
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  doc =
    begin >= 0 && end > begin
      ? doc.slice(0, begin) + section + doc.slice(end + END.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(DOC_FILE, doc);
}

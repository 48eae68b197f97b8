import path from 'node:path';
import { launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { DEMO_WORKSPACE } from '../../common/constants';
import { CHROMIUM_FLAGS } from '../../scripts/browser/chromium-flags';
import { findBrowser } from '../../scripts/browser/find-browser';
import { realSystem } from '../../scripts/browser/real-system';
import type { BenchContext } from '../lib/context';
import { ROOT, appCommand, launch } from '../lib/processes';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

/**
 * On a phone: Lighthouse's default mobile profile (a mid-range phone's screen, simulated slow 4G and a
 * 4x slower CPU) on four pages of the built app, served by the command `npm start` runs on a fresh data
 * dir with the demo data. The client is built with the project's vite.config.ts into a scratch dir (what
 * `npm run build` writes, leaving dist/client alone). Each page is loaded 3 times, pages alternating,
 * in the same Chromium the end-to-end tests drive; the medians are reported, and the notes keep each
 * page's largest contentful paint element and its top opportunities, so a reader sees why.
 */

const PAGES = [
  { name: 'Landing', path: '/' },
  { name: 'Knowledge', path: '/knowledge' },
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'Profile', path: `/profile/${DEMO_WORKSPACE.userId}` },
];
const RUNS_PER_PAGE = 3;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** The parts of a Lighthouse result this section reads. */
interface Audit {
  title: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; items?: unknown[] };
  metricSavings?: Record<string, number | undefined>;
}
interface RunResult {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  score: number;
  lcpElement: string;
  opportunities: string[];
}

function chromePath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  const found = findBrowser(realSystem);
  if (!found) throw new Error('phone: no Chromium found; set CHROME_PATH or CHROMIUM_PATH');
  return found.executablePath;
}

/**
 * The LCP element's snippet and text, and where its time went (Lighthouse's phases: time to first byte,
 * resource load delay and time, render delay), from the "largest-contentful-paint-element" audit.
 */
function lcpElement(audit: Audit | undefined): string {
  type NodeItem = { node?: { nodeLabel?: string; snippet?: string } };
  type PhaseItem = { phase?: string; timing?: number };
  const tables = (audit?.details?.items ?? []) as { items?: unknown[] }[];
  const node = (tables[0]?.items?.[0] as NodeItem | undefined)?.node;
  if (!node) return 'none reported';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 100);
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  const phases = ((tables[1]?.items ?? []) as PhaseItem[])
    .filter((item) => item.phase && item.timing !== undefined)
    .map((item) => `${item.phase} ${Math.round(item.timing!)} ms`);
  return `${snippet}${label ? ` ("${label}")` : ''}${phases.length ? ` [${phases.join(', ')}]` : ''}`;
}

/** Lighthouse's opportunities with estimated savings, largest first: "title (N ms)". */
function opportunities(audits: Record<string, Audit>): string[] {
  return Object.values(audits)
    .filter((audit) => audit.details?.type === 'opportunity')
    .map((audit) => ({ title: audit.title, savings: audit.details?.overallSavingsMs ?? 0 }))
    .filter((entry) => entry.savings >= 50)
    .sort((a, b) => b.savings - a.savings)
    .slice(0, 3)
    .map((entry) => `${entry.title} (${Math.round(entry.savings)} ms)`);
}

/**
 * One Lighthouse run in a Chromium of its own (reusing one across pages loses the trace: NO_NAVSTART). On a
 * busy machine the trace is still lost now and then; Lighthouse's advice is to run again, so a run is
 * tried up to three times.
 */
async function measure(url: string, executable: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launchChrome({ chromePath: executable, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      return await audit(url, chrome);
    } catch (error) {
      if (attempt >= 3) throw error;
    } finally {
      chrome.kill();
    }
  }
}

async function audit(url: string, chrome: LaunchedChrome): Promise<RunResult> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`phone: Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`phone: Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const value = (id: string) => {
    const numeric = audits[id]?.numericValue;
    if (numeric === undefined) throw new Error(`phone: Lighthouse gave no ${id} for ${url}`);
    return numeric;
  };
  return {
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    score: lhr.categories.performance?.score ?? 0,
    lcpElement: lcpElement(audits['largest-contentful-paint-element']),
    opportunities: opportunities(audits),
  };
}

export async function phoneSection(context: BenchContext): Promise<Row[]> {
  context.log('phone: building the client');
  const clientDir = path.join(context.tempDir('phone-client'), 'dist');
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true },
  });
  const app = await launch('app (phone)', appCommand(), {
    env: {
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: context.tempDir('phone-data'),
      DATABASE_URL: '',
      CLIENT_DIR: clientDir,
    },
  });
  const executable = chromePath();
  context.log(`phone: Lighthouse ${RUNS_PER_PAGE} runs per page in ${executable}`);
  const results = new Map<string, RunResult[]>(PAGES.map((page) => [page.path, []]));
  try {
    // A first load of each page, not counted: the server's first answers would otherwise land in the
    // first run only.
    for (const page of PAGES) await measure(app.baseUrl + page.path, executable);
    for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
      for (const page of PAGES) {
        const result = await measure(app.baseUrl + page.path, executable);
        results.get(page.path)!.push(result);
        context.log(
          `phone: ${page.path} run ${run + 1}: LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms, score ${result.score.toFixed(2)}`,
        );
      }
    }
  } finally {
    await app.stop();
  }

  const rows: Row[] = [];
  for (const page of PAGES) {
    const runs = results.get(page.path)!;
    const section = `Phone (Lighthouse mobile): ${page.name} ${page.path}`;
    const detail = (values: number[], digits: number, unit = '') =>
      `runs ${values.map((value) => value.toFixed(digits)).join(', ')}${unit}`;
    const lcp = runs.map((run) => run.lcpMs);
    const cls = runs.map((run) => run.cls);
    const tbt = runs.map((run) => run.tbtMs);
    const score = runs.map((run) => run.score);
    rows.push(
      {
        section,
        metric: 'Largest contentful paint',
        value: median(lcp) / 1000,
        unit: 's',
        detail: detail(
          lcp.map((ms) => ms / 1000),
          2,
          ' s',
        ),
        target: { op: '<=', value: 2.5, on: 'value', label: '<= 2.5 s' },
      },
      {
        section,
        metric: 'Cumulative layout shift',
        value: median(cls),
        unit: '',
        detail: detail(cls, 3),
        target: { op: '<=', value: 0.1, on: 'value', label: '<= 0.1' },
      },
      {
        section,
        metric: 'Total blocking time',
        value: median(tbt),
        unit: 'ms',
        detail: detail(tbt, 0, ' ms'),
        target: { op: '<=', value: 200, on: 'value', label: '<= 200 ms' },
      },
      {
        section,
        metric: 'Performance score',
        value: median(score),
        unit: '',
        detail: detail(score, 2),
        target: { op: '>=', value: 0.9, on: 'value', label: '>= 0.90' },
      },
    );
    // The run nearest the median LCP explains the figures best.
    const typical = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
    context.notes.push(
      `Phone ${page.path}: LCP element ${typical.lcpElement}; top opportunities: ${
        typical.opportunities.length ? typical.opportunities.join('; ') : 'none above 50 ms'
      }.`,
    );
  }
  return rows;
}

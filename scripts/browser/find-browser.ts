import path from 'node:path';

/**
 * Finds the Chromium (or Chrome) the end-to-end suite drives, the way people expect, in this order:
 * CHROMIUM_PATH; the browser Playwright manages itself (`npx playwright install chromium`); a system
 * Chromium or Chrome. `obtainBrowser` then tries to get one: Playwright's download, else Debian's
 * package when the user is root on Debian or Ubuntu. Everything it touches comes in through `System`,
 * so each branch can be tested without the real file system.
 */

export interface System {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  homeDir: string;
  exists(file: string): boolean;
  /** Where Playwright keeps (or would keep) its own Chromium; undefined if Playwright cannot say. */
  playwrightExecutable(): string | undefined;
  /** Runs a command with its output shown; returns its exit status. */
  run(command: string, args: string[]): number;
  isRoot(): boolean;
  /** The contents of /etc/os-release, or undefined. */
  osRelease(): string | undefined;
}

export type BrowserSource =
  'CHROMIUM_PATH' | 'Playwright' | 'system' | 'installed by Playwright' | 'installed by apt-get';

export interface FoundBrowser {
  executablePath: string;
  source: BrowserSource;
}

export class BrowserNotFoundError extends Error {
  override readonly name = 'BrowserNotFoundError';
}

export const NO_BROWSER_MESSAGE =
  'No Chromium or Chrome was found for the end-to-end tests: set CHROMIUM_PATH to a Chromium or Chrome executable, ' +
  'or run `npx playwright install chromium`, or install Google Chrome or Chromium on this system.';

const LINUX_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Where system browsers live on each platform, most specific first. */
export function systemCandidates(system: Pick<System, 'platform' | 'homeDir' | 'env'>): string[] {
  if (system.platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium'];
    return [
      ...apps.map((app) => path.posix.join('/Applications', app)),
      ...apps.map((app) => path.posix.join(system.homeDir, 'Applications', app)),
    ];
  }
  if (system.platform === 'win32') {
    const roots = [system.env.PROGRAMFILES, system.env['PROGRAMFILES(X86)'], system.env.LOCALAPPDATA].filter(
      (root): root is string => Boolean(root),
    );
    return roots.map((root) => path.win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  const onPath = (system.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .flatMap((dir) => LINUX_NAMES.map((name) => path.posix.join(dir, name)));
  return [...LINUX_NAMES.map((name) => `/usr/bin/${name}`), '/snap/bin/chromium', ...onPath];
}

/** A browser already on this machine, without installing anything; undefined when there is none. */
export function findBrowser(system: System): FoundBrowser | undefined {
  const fromEnv = system.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!system.exists(fromEnv))
      throw new BrowserNotFoundError(
        `CHROMIUM_PATH is set to "${fromEnv}", but there is no browser there: fix or unset it.`,
      );
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' };
  }
  const managed = system.playwrightExecutable();
  if (managed && system.exists(managed)) return { executablePath: managed, source: 'Playwright' };
  const installed = systemCandidates(system).find((candidate) => system.exists(candidate));
  return installed ? { executablePath: installed, source: 'system' } : undefined;
}

/** Debian, Ubuntu and their derivatives name one of them in /etc/os-release. */
function isDebianLike(osRelease: string | undefined): boolean {
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease ?? '');
}

/**
 * A browser on this machine, or one got for it: Playwright's own download first; where that fails
 * (no network to its servers) and we are root on Debian or Ubuntu, Debian's chromium package.
 * Throws BrowserNotFoundError with one sentence naming the three ways to provide one.
 */
export function obtainBrowser(system: System): FoundBrowser {
  const found = findBrowser(system);
  if (found) return found;

  if (system.run('npx', ['playwright', 'install', 'chromium']) === 0) {
    const managed = system.playwrightExecutable();
    if (managed && system.exists(managed)) return { executablePath: managed, source: 'installed by Playwright' };
  }
  if (system.platform === 'linux' && system.isRoot() && isDebianLike(system.osRelease())) {
    const installed =
      system.run('apt-get', ['install', '-y', 'chromium']) === 0 ||
      (system.run('apt-get', ['update']) === 0 && system.run('apt-get', ['install', '-y', 'chromium']) === 0);
    const located = installed ? findBrowser(system) : undefined;
    if (located) return { executablePath: located.executablePath, source: 'installed by apt-get' };
  }
  throw new BrowserNotFoundError(NO_BROWSER_MESSAGE);
}

/** One line for the log: which browser the suite drives and where it came from. */
export function describeBrowser(found: FoundBrowser): string {
  return `End-to-end tests use ${found.executablePath} (${found.source}).`;
}

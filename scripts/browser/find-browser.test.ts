import { describe, expect, it } from 'vitest';
import {
  BrowserNotFoundError,
  NO_BROWSER_MESSAGE,
  describeBrowser,
  findBrowser,
  obtainBrowser,
  type System,
} from './find-browser';

const PLAYWRIGHT_CHROME = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/**
 * A machine made of a set of files: `run` records each command, and may "install" files, the way
 * Playwright's download or apt-get would.
 */
function fakeSystem(options: {
  files?: string[];
  env?: Record<string, string>;
  platform?: NodeJS.Platform;
  root?: boolean;
  osRelease?: string;
  installs?: Record<string, { status: number; adds?: string[] }>;
}) {
  const files = new Set(options.files ?? []);
  const commands: string[] = [];
  const system: System = {
    env: options.env ?? { PATH: '/usr/local/bin:/usr/bin' },
    platform: options.platform ?? 'linux',
    homeDir: options.platform === 'darwin' ? '/Users/dev' : '/home/dev',
    exists: (file) => files.has(file),
    playwrightExecutable: () => PLAYWRIGHT_CHROME,
    run(command, args) {
      const line = [command, ...args].join(' ');
      commands.push(line);
      const outcome = options.installs?.[line] ?? { status: 1 };
      for (const file of outcome.adds ?? []) files.add(file);
      return outcome.status;
    },
    isRoot: () => options.root ?? false,
    osRelease: () => options.osRelease,
  };
  return { system, commands };
}

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const PLAYWRIGHT_INSTALL = 'npx playwright install chromium';
const APT_INSTALL = 'apt-get install -y chromium';

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH first, over every other browser', () => {
    const { system } = fakeSystem({
      env: { CHROMIUM_PATH: '/opt/chromium/chrome' },
      files: ['/opt/chromium/chrome', PLAYWRIGHT_CHROME, '/usr/bin/chromium'],
    });
    expect(findBrowser(system)).toEqual({ executablePath: '/opt/chromium/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops with a sentence when CHROMIUM_PATH names nothing, rather than quietly using another browser', () => {
    const { system } = fakeSystem({ env: { CHROMIUM_PATH: '/opt/missing/chrome' }, files: ['/usr/bin/chromium'] });
    expect(() => findBrowser(system)).toThrowError(BrowserNotFoundError);
    expect(() => findBrowser(system)).toThrowError(
      'CHROMIUM_PATH is set to "/opt/missing/chrome", but there is no browser there: fix or unset it.',
    );
  });

  it("takes Playwright's own Chromium next, when it is installed", () => {
    const { system } = fakeSystem({ files: [PLAYWRIGHT_CHROME, '/usr/bin/chromium'] });
    expect(findBrowser(system)).toEqual({ executablePath: PLAYWRIGHT_CHROME, source: 'Playwright' });
  });

  it.each([
    ['Debian Chromium', '/usr/bin/chromium'],
    ['chromium-browser', '/usr/bin/chromium-browser'],
    ['Google Chrome', '/usr/bin/google-chrome'],
    ['Google Chrome stable', '/usr/bin/google-chrome-stable'],
    ['the snap', '/snap/bin/chromium'],
    ['a Chromium on PATH', '/usr/local/bin/chromium'],
  ])('then a system browser on Linux: %s', (_name, file) => {
    const { system } = fakeSystem({ files: [file] });
    expect(findBrowser(system)).toEqual({ executablePath: file, source: 'system' });
  });

  it.each([
    ['Google Chrome', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
    ['Chromium', '/Applications/Chromium.app/Contents/MacOS/Chromium'],
    ["a user's own Applications folder", '/Users/dev/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  ])('then a system browser on macOS: %s', (_name, file) => {
    const { system } = fakeSystem({ platform: 'darwin', files: [file] });
    expect(findBrowser(system)).toEqual({ executablePath: file, source: 'system' });
  });

  it('finds Chrome on Windows under Program Files', () => {
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    const { system } = fakeSystem({ platform: 'win32', env: { PROGRAMFILES: 'C:\\Program Files' }, files: [chrome] });
    expect(findBrowser(system)).toEqual({ executablePath: chrome, source: 'system' });
  });

  it('answers undefined when nothing is installed, without running anything', () => {
    const { system, commands } = fakeSystem({});
    expect(findBrowser(system)).toBeUndefined();
    expect(commands).toEqual([]);
  });
});

describe('getting a browser when none is here', () => {
  it('uses what is installed without downloading', () => {
    const { system, commands } = fakeSystem({ files: ['/usr/bin/chromium'] });
    expect(obtainBrowser(system)).toEqual({ executablePath: '/usr/bin/chromium', source: 'system' });
    expect(commands).toEqual([]);
  });

  it("downloads Playwright's Chromium when it can", () => {
    const { system, commands } = fakeSystem({
      installs: { [PLAYWRIGHT_INSTALL]: { status: 0, adds: [PLAYWRIGHT_CHROME] } },
    });
    expect(obtainBrowser(system)).toEqual({ executablePath: PLAYWRIGHT_CHROME, source: 'installed by Playwright' });
    expect(commands).toEqual([PLAYWRIGHT_INSTALL]);
  });

  it.each([
    ['Debian', DEBIAN],
    ['Ubuntu', UBUNTU],
  ])("falls back to Debian's package as root on %s when the download fails", (_name, osRelease) => {
    const { system, commands } = fakeSystem({
      root: true,
      osRelease,
      installs: { [APT_INSTALL]: { status: 0, adds: ['/usr/bin/chromium'] } },
    });
    expect(obtainBrowser(system)).toEqual({ executablePath: '/usr/bin/chromium', source: 'installed by apt-get' });
    expect(commands).toEqual([PLAYWRIGHT_INSTALL, APT_INSTALL]);
  });

  it('refreshes the package lists once when the first apt-get install fails', () => {
    const { system, commands } = fakeSystem({
      root: true,
      osRelease: DEBIAN,
      installs: { 'apt-get update': { status: 0 }, [APT_INSTALL]: { status: 1 } },
    });
    // The second install fails too here, so the sentence follows.
    expect(() => obtainBrowser(system)).toThrowError(NO_BROWSER_MESSAGE);
    expect(commands).toEqual([PLAYWRIGHT_INSTALL, APT_INSTALL, 'apt-get update', APT_INSTALL]);
  });

  it.each([
    ['not root on Debian', { root: false, osRelease: DEBIAN }],
    ['root on Fedora', { root: true, osRelease: FEDORA }],
    ['root on macOS', { root: true, platform: 'darwin' as const }],
  ])('does not use apt-get when %s, and stops with the sentence', (_name, machine) => {
    const { system, commands } = fakeSystem(machine);
    expect(() => obtainBrowser(system)).toThrowError(NO_BROWSER_MESSAGE);
    expect(commands).toEqual([PLAYWRIGHT_INSTALL]);
  });

  it('names the three ways to provide a browser when nothing works', () => {
    const { system } = fakeSystem({ root: true, osRelease: DEBIAN });
    expect(() => obtainBrowser(system)).toThrowError(BrowserNotFoundError);
    for (const way of ['CHROMIUM_PATH', 'npx playwright install chromium', 'install Google Chrome or Chromium'])
      expect(NO_BROWSER_MESSAGE).toContain(way);
  });

  it('says which browser it uses', () => {
    expect(describeBrowser({ executablePath: '/usr/bin/chromium', source: 'system' })).toBe(
      'End-to-end tests use /usr/bin/chromium (system).',
    );
  });
});

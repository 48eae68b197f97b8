import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The commit message check (scripts/check-commit-message.mjs) and the hook that runs it
 * (scripts/install-git-hooks.mjs), run as git and npm run them: as processes, on files and real repositories.
 */

const root = path.resolve(import.meta.dirname, '..');
const checker = path.join(root, 'scripts/check-commit-message.mjs');
const installer = path.join(root, 'scripts/install-git-hooks.mjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-message-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const hasGit = spawnSync('git', ['--version']).status === 0;
const inRepository = hasGit && fs.existsSync(path.join(root, '.git'));

let fileCount = 0;
/** Runs the check on a message as git hands it to the hook: in a file. */
function check(message: string) {
  const file = path.join(scratch, `message-${(fileCount += 1)}`);
  fs.writeFileSync(file, message);
  const run = spawnSync(process.execPath, [checker, file], { encoding: 'utf8' });
  const sentences = run.stderr.split('\n').filter((line) => line !== '');
  return { status: run.status, sentences };
}

/**
 * Git and the installer without the machine's own git settings (a global core.hooksPath or commit signing would
 * change what they do) and without a GIT_DIR of a hook this suite might be running under.
 */
const isolated = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
  GIT_CONFIG_GLOBAL: os.devNull,
  GIT_CONFIG_NOSYSTEM: '1',
};

function git(cwd: string, ...args: string[]) {
  return spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    env: isolated,
  });
}

const body = 'The profile form sent only the fields it showed, so saving it dropped\nthe levels set on the matrix.\n';

describe('a good commit message', () => {
  it.each([
    ['a subject and a body', `Keep skill levels on profile save\n\n${body}`],
    ['a subject alone', 'Keep skill levels on profile save\n'],
    ['a subject of exactly 72 characters', `${'a'.repeat(71)}b\n\n${body}`],
    ['72 characters counted as characters, not bytes', `Écrire ${'é'.repeat(65)}\n`],
    ["git's comment lines", `Keep levels\n# Please enter the commit message\n\n${body}`],
    [
      'everything under the scissors line ignored',
      `Keep levels\n\n${body}# ------------------------ >8 ------------------------\n+${'x'.repeat(100)}.\n`,
    ],
    ['blank lines before the subject and spaces after it', `\n\nKeep skill levels on profile save  \n\n${body}`],
    ['Windows line ends', 'Keep skill levels on profile save\r\n\r\nThe body.\r\n'],
  ])('passes: %s', (_name, message) => {
    expect(check(message)).toEqual({ status: 0, sentences: [] });
  });
});

describe('messages git writes itself', () => {
  const long = 'Count invitation resends in the invitations budget on the embedded database too.';
  it.each([
    ['a merge', "Merge branch 'feature/a-branch-name-long-enough-to-pass-the-limit-of-the-subject' into main\n"],
    ['a pulled merge', "Merge branch 'main' of https://example.com/skillweave/skillweave-server-repository\n"],
    ['a remote merge', "Merge remote-tracking branch 'origin/main'\n"],
    ['a pull request merge', 'Merge pull request #123 from someone/some-very-long-branch-name-for-the-pull-request\n'],
    ['a revert', `Revert "${long}"\n\nThis reverts commit 7b349ec05d0e43d0189817e201f8538f594f0923.\n`],
    ['a fixup', `fixup! ${long}\n`],
    ['a squash', `squash! ${long}\nmore words right under it\n`],
  ])('pass: %s', (_name, message) => {
    expect(check(message)).toEqual({ status: 0, sentences: [] });
  });

  it('only when git wrote them: a subject of our own that starts with Merge is checked', () => {
    expect(check('Merge the two skill lists.\n').sentences).toEqual([
      'The subject line ends with a period: leave it off.',
    ]);
  });
});

describe('a bad commit message', () => {
  it('a subject over 72 characters is refused, with its length', () => {
    expect(check(`${'a'.repeat(73)}\n\n${body}`)).toEqual({
      status: 1,
      sentences: ['The subject line is 73 characters long: keep it to 72 at most and put the rest in the body.'],
    });
  });

  it('an empty subject is refused', () => {
    expect(check('\n\n')).toEqual({
      status: 1,
      sentences: ['The subject line is empty: say in a few words what the commit does.'],
    });
    expect(check('# Please enter the commit message for your changes.\n#\n').status).toBe(1);
  });

  it('a subject ending with a period is refused', () => {
    expect(check(`Keep skill levels on profile save.\n\n${body}`)).toEqual({
      status: 1,
      sentences: ['The subject line ends with a period: leave it off.'],
    });
  });

  it('a body right under the subject is refused', () => {
    expect(check('Keep skill levels on profile save\nThe form dropped them.\n')).toEqual({
      status: 1,
      sentences: ['The subject line is followed by text: leave one blank line between the subject and the body.'],
    });
  });

  it('says one sentence per problem', () => {
    const { status, sentences } = check(`${'Keep skill levels on profile save '.repeat(3)}again.\nThe body.\n`);
    expect(status).toBe(1);
    expect(sentences).toHaveLength(3);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z][^\n]*\.$/);
  });

  it('a missing file is said in a sentence, and fails', () => {
    const run = spawnSync(process.execPath, [checker, path.join(scratch, 'no-such-file')], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^Could not read the commit message file .*no-such-file \(ENOENT\)\.\n$/);
  });
});

describe.skipIf(!inRepository)("this repository's history", () => {
  it('the last 10 commits written since the rule pass', () => {
    // The rule starts with the commit that added the check; older subjects were written without it.
    const added = git(root, 'log', '--diff-filter=A', '--format=%H %at', '--', 'scripts/check-commit-message.mjs');
    const first = added.stdout.trim().split('\n').at(-1);
    // A shallow or partial clone may not hold that commit: nothing to check then.
    if (!first) return;
    const [ruleCommit, ruleTime] = first.split(' ');
    const log = git(root, 'log', '--format=%H %at%n%B%x00', 'HEAD', '--not', `${ruleCommit}^@`);
    expect(log.status).toBe(0);
    const commits = log.stdout
      .split('\0')
      .map((entry) => entry.replace(/^\n/, ''))
      .filter((entry) => entry.trim() !== '')
      .map((entry) => {
        const [head = '', ...message] = entry.split('\n');
        const [hash = '', time = '0'] = head.split(' ');
        return { hash, time: Number(time), message: message.join('\n') };
      })
      .filter((commit) => commit.time >= Number(ruleTime))
      .slice(0, 10);
    expect(commits.length).toBeGreaterThan(0);
    for (const commit of commits) expect(check(commit.message), commit.hash).toEqual({ status: 0, sentences: [] });
  });
});

describe('the hook npm install writes', () => {
  function install(repository: string) {
    const run = spawnSync(process.execPath, [installer, repository], { encoding: 'utf8', env: isolated });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  it('does nothing where there is no .git/hooks, and never fails', () => {
    const tarball = fs.mkdtempSync(path.join(scratch, 'tarball-'));
    expect(install(tarball)).toEqual({ status: 0, output: '' });
    expect(fs.existsSync(path.join(tarball, '.git'))).toBe(false);
    fs.writeFileSync(path.join(tarball, '.git'), 'gitdir: ../elsewhere\n');
    expect(install(tarball)).toEqual({ status: 0, output: '' });
  });

  it('keeps a hook that is not ours and says so once', () => {
    const repository = fs.mkdtempSync(path.join(scratch, 'own-hook-'));
    fs.mkdirSync(path.join(repository, '.git/hooks'), { recursive: true });
    const own = '#!/bin/sh\necho my own hook\n';
    fs.writeFileSync(path.join(repository, '.git/hooks/commit-msg'), own);
    const { status, output } = install(repository);
    expect(status).toBe(0);
    expect(output.trim().split('\n')).toEqual([
      'Kept your own .git/hooks/commit-msg, so commit messages are not checked (see CONTRIBUTING.md, "Commit messages").',
    ]);
    expect(fs.readFileSync(path.join(repository, '.git/hooks/commit-msg'), 'utf8')).toBe(own);
  });

  it('a hook it cannot read or write is said in a line, and the install goes on', () => {
    const repository = fs.mkdtempSync(path.join(scratch, 'unwritable-'));
    fs.mkdirSync(path.join(repository, '.git/hooks/commit-msg'), { recursive: true });
    const { status, output } = install(repository);
    expect(status).toBe(0);
    expect(output).toMatch(/^Could not install the commit-msg hook \(.*\); commit messages are not checked\.\n$/);
  });

  it.skipIf(!hasGit)('refuses a bad message and lets a good one through, in a real repository', () => {
    const repository = fs.mkdtempSync(path.join(scratch, 'repository-'));
    expect(git(repository, 'init', '-q').status).toBe(0);
    fs.mkdirSync(path.join(repository, '.git/hooks'), { recursive: true });
    fs.mkdirSync(path.join(repository, 'scripts'));
    fs.copyFileSync(checker, path.join(repository, 'scripts/check-commit-message.mjs'));

    expect(install(repository).output).toMatch(/^Installed \.git\/hooks\/commit-msg/);
    const hook = path.join(repository, '.git/hooks/commit-msg');
    expect(fs.statSync(hook).mode & 0o111).not.toBe(0);
    // A second install finds its own hook and has nothing to say.
    expect(install(repository)).toEqual({ status: 0, output: '' });

    fs.writeFileSync(path.join(repository, 'a.txt'), 'a\n');
    git(repository, 'add', 'a.txt');
    const refused = git(repository, 'commit', '-q', '-m', 'Add a file that holds the letter a.');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('The subject line ends with a period: leave it off.');
    expect(git(repository, 'rev-list', '--all').stdout).toBe('');

    const accepted = git(repository, 'commit', '-q', '-m', 'Add a file that holds the letter a', '-m', body);
    expect(accepted.stderr).toBe('');
    expect(accepted.status).toBe(0);
    expect(git(repository, 'log', '--format=%s').stdout).toBe('Add a file that holds the letter a\n');
  });
});

#!/usr/bin/env node
// Writes .git/hooks/commit-msg, which runs scripts/check-commit-message.mjs on every commit message (CONTRIBUTING.md,
// "Commit messages"). npm runs it on `npm install` and `npm ci` (the `prepare` script):
//
//   node scripts/install-git-hooks.mjs [repository root]
//
// It does nothing where there is no .git/hooks directory (an installed tarball, a worktree whose .git is a file),
// replaces only a hook it wrote itself, and never fails: whatever goes wrong is said in one line and it exits 0, so
// an install never stops on it. No dependencies: it runs while packages are being installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** Written into the hook, so a later run knows the hook is ours and may replace it. */
export const HOOK_MARKER = 'Skillweave commit-msg hook, written by scripts/install-git-hooks.mjs';

export const HOOK = `#!/bin/sh
# ${HOOK_MARKER} (npm install).
# Checks the subject line and the blank line after it; skip the check once with git commit --no-verify.
# Git runs hooks from the top of the working tree. A checkout without the script, or a machine without node,
# is not checked rather than blocked.
[ -f scripts/check-commit-message.mjs ] || exit 0
command -v node >/dev/null 2>&1 || exit 0
node scripts/check-commit-message.mjs "$1" && exit 0
echo "Your message is kept in $1: fix it with git commit --edit --file=$1" >&2
exit 1
`;

function isDirectory(folder) {
  try {
    return fs.statSync(folder).isDirectory();
  } catch (error) {
    // No .git at all, or a .git file (a worktree, a submodule) in the way of .git/hooks.
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return false;
    throw error;
  }
}

/** Installs the hook under root; returns the one line to print, or '' when there is nothing to say. */
export function installHooks(root) {
  const hooksDir = path.join(root, '.git', 'hooks');
  if (!isDirectory(hooksDir)) return '';
  const hookPath = path.join(hooksDir, 'commit-msg');
  let existing;
  try {
    existing = fs.readFileSync(hookPath, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  if (existing !== undefined && !existing.includes(HOOK_MARKER))
    return `Kept your own .git/hooks/commit-msg, so commit messages are not checked (see CONTRIBUTING.md, "Commit messages").`;
  if (existing === HOOK) {
    fs.chmodSync(hookPath, 0o755);
    return hooksPathNote(root);
  }
  fs.writeFileSync(hookPath, HOOK, { mode: 0o755 });
  fs.chmodSync(hookPath, 0o755);
  return (
    hooksPathNote(root) ||
    `Installed .git/hooks/commit-msg: commit messages are checked (see CONTRIBUTING.md, "Commit messages").`
  );
}

/** Git ignores .git/hooks when core.hooksPath names another folder; say so rather than claim the check is on. */
function hooksPathNote(root) {
  const answer = spawnSync('git', ['config', '--get', 'core.hooksPath'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 5000,
  });
  const hooksPath = answer.status === 0 ? answer.stdout.trim() : '';
  if (hooksPath === '' || path.resolve(root, hooksPath) === path.join(root, '.git', 'hooks')) return '';
  return `Git reads hooks from ${hooksPath} (core.hooksPath), so .git/hooks/commit-msg does not run there.`;
}

function main() {
  try {
    const root = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const line = installHooks(root);
    if (line) console.log(line);
  } catch (error) {
    console.log(`Could not install the commit-msg hook (${error?.message ?? error}); commit messages are not checked.`);
  }
}

let runDirectly = false;
try {
  runDirectly = fs.realpathSync(process.argv[1] ?? '') === fs.realpathSync(fileURLToPath(import.meta.url));
} catch {
  // Imported, or started in a way that names no file: not run directly.
}
if (runDirectly) main();

#!/usr/bin/env node
// Checks a commit message the way CONTRIBUTING.md ("Commit messages") asks for it: a subject of at most 72
// characters that does not end with a period, then a blank line before any body. Git's commit-msg hook runs it
// with the message's file (scripts/install-git-hooks.mjs writes the hook on npm install):
//
//   node scripts/check-commit-message.mjs .git/COMMIT_EDITMSG
//
// Prints one sentence per problem and exits 1 when there is any, 0 when there is none, 2 when the file cannot be
// read. Messages git writes itself (merges, reverts) and fixup!/squash!/amend! subjects always pass.
// No dependencies: it runs before anything is installed.
import fs from 'node:fs';
import process from 'node:process';

export const MAX_SUBJECT_LENGTH = 72;

/** The line `git commit --verbose` puts above the diff: it and everything below it are not part of the message. */
const SCISSORS = /^# -+ >8 -+$/;

/** Subjects git generates for merges and reverts, and those `git commit --fixup/--squash` write. */
const GENERATED = [
  /^Merge (branch|branches|remote-tracking branch|remote-tracking branches|remote branch|tag|commit) '/,
  /^Merge pull request #\d+ /,
  /^Merge [0-9a-f]{7,40}( into .+)?$/,
  /^Revert ".*"$/,
  /^Reapply ".*"$/,
  /^(fixup|squash|amend)! /,
];

/**
 * The message as git will store it: comment lines and everything from the scissors line on taken out, trailing
 * spaces dropped, leading blank lines skipped (git's default clean-up, which runs after the commit-msg hook).
 */
export function cleanUp(text) {
  const lines = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (SCISSORS.test(line)) break;
    if (line.startsWith('#')) continue;
    lines.push(line.trimEnd());
  }
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** One sentence per rule the message breaks; none for a good message or one git generated. */
export function problemsOf(text) {
  const lines = cleanUp(text);
  const subject = lines[0] ?? '';
  if (subject === '') return ['The subject line is empty: say in a few words what the commit does.'];
  if (GENERATED.some((pattern) => pattern.test(subject))) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH)
    problems.push(
      `The subject line is ${length} characters long: keep it to ${MAX_SUBJECT_LENGTH} at most and put the rest in the body.`,
    );
  if (subject.endsWith('.')) problems.push('The subject line ends with a period: leave it off.');
  if (lines.length > 1 && lines[1] !== '')
    problems.push('The subject line is followed by text: leave one blank line between the subject and the body.');
  return problems;
}

function main(args) {
  const file = args[0];
  if (!file) {
    console.error('Give the commit message file: node scripts/check-commit-message.mjs .git/COMMIT_EDITMSG');
    return 2;
  }
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Could not read the commit message file ${file} (${error.code ?? error.message}).`);
    return 2;
  }
  const problems = problemsOf(text);
  for (const problem of problems) console.error(problem);
  return problems.length > 0 ? 1 : 0;
}

function isRunDirectly() {
  try {
    return fs.realpathSync(process.argv[1] ?? '') === fs.realpathSync(new URL(import.meta.url));
  } catch {
    return false;
  }
}

if (isRunDirectly()) process.exitCode = main(process.argv.slice(2));

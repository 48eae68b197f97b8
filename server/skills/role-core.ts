import type { Industry, MainGoal } from '../../common/constants';
import type { Catalogue, CatalogueSkill } from './skill-catalogue';
import { roleTokens, words } from './title-words';

/**
 * What a job title says about the person: the skills it is named for ("Data Analyst" holds Data
 * Analysis, "DevOps Engineer" holds DevOps) and the catalogue's role cores (role-cores.json), which a
 * person in that role holds at least at a working level, and the field a title names ("Nurse" is
 * healthcare even in an industry called "other").
 */

/**
 * Whether a title (its roleTokens) holds a catalogue keyword: every word of it, whole, so "accountant" is not
 * "Account Manager". Role cores, goal meanings and role needs match titles the same way.
 */
function titleHolds(titleTokens: Set<string>, keyword: string): boolean {
  return keywordWords(keyword).every((word) => titleTokens.has(word));
}

/**
 * `split` remembered per text, for the catalogue's own keywords only (never a person's title, which would grow the
 * memory without bound): every recommendation matches a title or two against thousands of keywords, and splitting
 * each of them again every time was most of that work (5.4 to 3.1 ms a list, with skill names split once too).
 */
function remembered(split: (text: string) => string[]): (text: string) => string[] {
  const seen = new Map<string, string[]>();
  return (text) => {
    let parts = seen.get(text);
    if (!parts) seen.set(text, (parts = split(text)));
    return parts;
  };
}

const keywordWords = remembered(words);

const SUFFIXES = ['ytics', 'ysis', 'yst', 'ment', 'ing', 'ists', 'ist', 'ants', 'ant', 'ers', 'er', 'e', 's'];

/**
 * A crude stem, enough to meet a skill's name in a title: analyst/analysis/analytics, manager/
 * management, engineer/engineering, designer/design, teacher/teaching meet; short words stay whole.
 */
export function stem(word: string): string {
  let current = word;
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of SUFFIXES)
      if (current.endsWith(suffix) && current.length - suffix.length >= 4) {
        current = current.slice(0, -suffix.length);
        changed = true;
        break;
      }
  }
  return current;
}

/** Every word counts here, "staff" and "of" included, so "Staff Engineer" never names a skill in "Quality Engineer". */
function stems(text: string): string[] {
  return words(text).map(stem);
}

function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++)
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  return false;
}

/** A skill's name or alias, stemmed, under the first of its stems. */
type NamesByFirstStem = Map<string, { skill: CatalogueSkill; stems: string[] }[]>;

const namesIndexes = new WeakMap<Catalogue, NamesByFirstStem>();

/**
 * Every skill name and alias of the catalogue by its first stem, built once per catalogue: a title then only tries
 * the names that start with one of its own words, not all 2,000 (reading 1,400 career steps' titles at start took
 * 0.3 s the other way).
 */
function namesByFirstStem(catalogue: Catalogue): NamesByFirstStem {
  let index = namesIndexes.get(catalogue);
  if (index) return index;
  index = new Map();
  for (const skill of catalogue.skills)
    for (const name of [skill.name, ...skill.aliases]) {
      const nameStems = stems(name);
      if (nameStems.length === 0) continue;
      const list = index.get(nameStems[0]!) ?? [];
      list.push({ skill, stems: nameStems });
      index.set(nameStems[0]!, list);
    }
  namesIndexes.set(catalogue, index);
  return index;
}

/** The skills whose name or an alias the title contains word for word, in catalogue order. */
function skillsNamedIn(catalogue: Catalogue, titleStems: string[]): CatalogueSkill[] {
  const index = namesByFirstStem(catalogue);
  const named = new Set<CatalogueSkill>();
  for (const word of new Set(titleStems))
    for (const { skill, stems: nameStems } of index.get(word) ?? [])
      if (containsRun(titleStems, nameStems)) named.add(skill);
  return catalogue.skills.filter((skill) => named.has(skill));
}

export interface RoleImplication {
  /** Skills the role is named for or holds as its core, by id. */
  held: Map<string, CatalogueSkill>;
  /** Industries the title names (a nurse's healthcare), besides the profile's own industry. */
  fields: Set<Industry>;
}

export function impliedByRole(catalogue: Catalogue, role: string | null): RoleImplication {
  const held = new Map<string, CatalogueSkill>();
  const fields = new Set<Industry>();
  if (!role) return { held, fields };
  const titleStems = stems(role);
  const titleWords = roleTokens(role);
  for (const skill of skillsNamedIn(catalogue, titleStems)) held.set(skill.id, skill);
  // Role keywords match whole words, as the catalogue's `roles` do: "accountant" is not "Account Manager".
  for (const entry of catalogue.roleCores) {
    if (!titleHolds(titleWords, entry.role)) continue;
    for (const id of entry.core) held.set(id, catalogue.byId.get(id)!);
    if (entry.field) fields.add(entry.field);
  }
  return { held, fields };
}

/** A skill a goal means for the person's kind of job, and how high that kind's list puts it. */
export interface GoalNeed {
  /** 1 for the first skill of the kind's list, a little less for each after it. */
  weight: number;
  /** The kind of job, in words, for the reason ("someone who runs a practice or works freelance"). */
  kind: string;
}

/** Each place down a kind's list costs this much weight, so its first skills lead. */
const GOAL_NEED_STEP = 0.08;

/**
 * How specifically a kind of job describes a title, to compare kinds that match the same one: first how
 * many of the title's words its keywords cover ("marketing analyst" says more than "marketing"); then
 * whether it says what the person's goal means (a head chef learning the business is a chef before a
 * team leader, since only the chef's kind speaks of the business); then how early its first word stands,
 * since a title's last word names the most general part of the job and the words before it say which
 * kind (a freelance copywriter is a copywriter of the freelance kind, a customs clerk one of customs).
 */
type Specificity = [cover: number, speaks: number, earliness: number];

function specificity(title: Title, keywords: string[], speaks: boolean): Specificity | null {
  const covered = new Set(keywords.filter((keyword) => titleHolds(title.held, keyword)).flatMap(keywordWords));
  if (covered.size === 0) return null;
  return [covered.size, speaks ? 1 : 0, -title.tokens.findIndex((token) => covered.has(token))];
}

/** A title's words in order, and as a set to test keywords against. */
interface Title {
  tokens: string[];
  held: Set<string>;
}

function titleOf(role: string): Title {
  const held = roleTokens(role);
  return { tokens: [...held], held };
}

function moreSpecific(a: Specificity, b: Specificity): boolean {
  const at = a.findIndex((value, index) => value !== b[index]);
  return at >= 0 && a[at]! > b[at]!;
}

/** The matches no other match is more specific than: several when they tie. */
function mostSpecific<T>(matching: { item: T; rank: Specificity }[]): T[] {
  const best = matching.reduce<Specificity | null>(
    (top, { rank }) => (top === null || moreSpecific(rank, top) ? rank : top),
    null,
  );
  return matching.filter(({ rank }) => best !== null && !moreSpecific(best, rank)).map(({ item }) => item);
}

/**
 * What the person's goal means for the kind of job their title names (goal-meanings.json): for a
 * practice owner learning the business, pricing before generic strategy. Several kinds may match a
 * title; the most specific one is the person's kind, and when it says nothing of the goal, no other kind
 * speaks for it: an accounts payable clerk is an accountant's kind before an office clerk, and what
 * changing career means for office staff is a guess about someone the title says more about. Kinds
 * equally specific ("Site Manager" runs a unit and works in construction) speak together, and a skill
 * keeps its best place.
 */
export function goalNeeds(
  catalogue: Catalogue,
  role: string | null,
  industry: Industry | null,
  goal: MainGoal | null,
): Map<string, GoalNeed> {
  const needs = new Map<string, GoalNeed>();
  if (!role || !goal) return needs;
  const title = titleOf(role);
  const matching = catalogue.goalMeanings.flatMap((meaning) => {
    if (meaning.industry && meaning.industry !== industry) return [];
    const list = meaning.goals[goal] ?? [];
    const rank = specificity(title, meaning.roles, list.length > 0);
    return rank ? [{ item: { meaning, list }, rank }] : [];
  });
  for (const { meaning, list } of mostSpecific(matching))
    for (const [id, weight] of byPlace([list], GOAL_NEED_STEP))
      if (weight > (needs.get(id)?.weight ?? 0)) needs.set(id, { weight, kind: meaning.kind });
  return needs;
}

/** Each place down a job's list of needs costs this much weight, so its first skills lead. */
const ROLE_NEED_STEP = 0.08;

/** The role-needs entries that speak for a title: the most specific ones, by the rule of `goalNeeds`. */
function jobsOf(catalogue: Catalogue, role: string | null) {
  if (!role) return [];
  const title = titleOf(role);
  return mostSpecific(
    catalogue.roleNeeds.flatMap((entry) => {
      const rank = specificity(title, entry.roles, true);
      return rank ? [{ item: entry, rank }] : [];
    }),
  );
}

/** Skill ids by their best place over several lists, 1 for a first place and `step` less for each after it. */
function byPlace(lists: string[][], step: number): Map<string, number> {
  const weights = new Map<string, number>();
  for (const list of lists)
    list.forEach((id, place) => {
      const weight = 1 - step * place;
      if (weight > (weights.get(id) ?? 0)) weights.set(id, weight);
    });
  return weights;
}

/**
 * What the job titled `role` asks of someone stepping into it (role-needs.json), by skill id, 1 for the first
 * skill of its list and a little less for each after it. Of the entries whose keywords the title holds, the one
 * covering most of its words speaks ("finance manager" before "manager"), then the one whose first matched
 * word stands earliest; entries matched by the same words speak together, and a skill keeps its best place.
 */
export function roleNeeds(catalogue: Catalogue, role: string | null): Map<string, number> {
  return byPlace(
    jobsOf(catalogue, role).map((entry) => entry.needs),
    ROLE_NEED_STEP,
  );
}

/** What the person's goal means for someone already in the job their title names (role-needs.json's `goals`). */
export function jobGoalNeeds(catalogue: Catalogue, role: string | null, goal: MainGoal | null): Map<string, GoalNeed> {
  if (!role || !goal) return new Map();
  const lists = jobsOf(catalogue, role).flatMap((entry) => (entry.goals?.[goal] ? [entry.goals[goal]] : []));
  return new Map(
    [...byPlace(lists, GOAL_NEED_STEP)].map(([id, weight]) => [id, { weight, kind: `someone working as ${role}` }]),
  );
}

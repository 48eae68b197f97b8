import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { INDUSTRIES, MAIN_GOALS } from '../../common/constants';
import { ROLE_STOP_WORDS } from './title-words';

/**
 * The curated skill catalogue shipped in server/skills/catalogue/*.json (see docs/skill-catalogue.md):
 * loaded once, checked against its schema and its own cross-references, and indexed for matching
 * the names people type.
 */

export const SKILL_CATEGORIES = [
  'technical',
  'data',
  'design',
  'product',
  'business',
  'leadership',
  'communication',
  'domain',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

const relevance = z.number().min(0).max(1);

export const catalogueSkillSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  category: z.enum(SKILL_CATEGORIES),
  discipline: z.string().min(1),
  description: z.string().min(20),
  timeToLearn: z.string().min(1),
  learnWeeks: z.number().positive(),
  related: z.array(z.strictObject({ id: z.string(), weight: z.number().min(0.05).max(1) })),
  roles: z.array(z.string().min(1)),
  industries: z.strictObject(
    Object.fromEntries(INDUSTRIES.map((industry) => [industry, relevance])) as Record<
      (typeof INDUSTRIES)[number],
      typeof relevance
    >,
  ),
  goals: z.strictObject(
    Object.fromEntries(MAIN_GOALS.map((goal) => [goal, relevance])) as Record<
      (typeof MAIN_GOALS)[number],
      typeof relevance
    >,
  ),
  popularity: relevance,
});
export type CatalogueSkill = z.infer<typeof catalogueSkillSchema>;

/** A job-title keyword: lowercase words, each matched whole against a title. */
const titleKeyword = z
  .string()
  .regex(/^[a-z0-9+# ]+$/, 'role keywords are lowercase words')
  .min(2);

/** Skills by main goal, each list most important first. */
const goalListsSchema = z.record(z.string(), z.array(z.string()).min(1));
export type GoalLists = Partial<Record<(typeof MAIN_GOALS)[number], string[]>>;

/**
 * What a job title implies the person already holds: the role's core skills, and for titles that
 * name a field (nurse, teacher, accountant) the industry whose technical skills suit them.
 */
export const roleCoreSchema = z.strictObject({
  role: titleKeyword,
  core: z.array(z.string()),
  field: z.enum(INDUSTRIES).optional(),
});
export type RoleCore = z.infer<typeof roleCoreSchema>;

/** The file beside the skills that holds role cores instead of skills. */
export const ROLE_CORES_FILE = 'role-cores.json';

/**
 * What a goal means for a kind of job: for someone who runs a practice, learning the business starts
 * with pricing and winning work; for someone who runs a store, with budgets and the numbers. Titles
 * are matched as role cores are; each goal lists its skills most important first.
 */
export const goalMeaningSchema = z.strictObject({
  /** The kind of job in words, as the engine's reasons name it ("someone who runs a practice or works freelance"). */
  kind: z.string().min(5),
  roles: z.array(titleKeyword).min(1),
  /** Only for people in this industry (a software engineer in finance learns finance's business). */
  industry: z.enum(INDUSTRIES).optional(),
  goals: goalListsSchema,
});
export interface GoalMeaning {
  kind: string;
  roles: string[];
  industry?: (typeof INDUSTRIES)[number];
  goals: GoalLists;
}

/** The file beside the skills that holds what each goal means for a kind of job. */
export const GOAL_MEANINGS_FILE = 'goal-meanings.json';

/**
 * What a job asks of the people stepping into it: for a title someone is working toward ("Junior Project
 * Manager"), the skills a posting for it asks for, most important first. Unlike a role core, nothing here
 * is taken as held by the people already in the job; titles are matched as role cores are.
 */
export const roleNeedSchema = z.strictObject({
  roles: z.array(titleKeyword).min(1),
  needs: z.array(z.string()).min(1),
  /** For someone already in the job, what each goal means for them, most important first. */
  goals: goalListsSchema.optional(),
});
export interface RoleNeed {
  roles: string[];
  needs: string[];
  goals?: GoalLists;
}

/** The file beside the skills that holds what each job asks of the people stepping into it. */
export const ROLE_NEEDS_FILE = 'role-needs.json';

/**
 * One career step read from a posting: someone in `role` (holding what they typed in `holds`), with a goal and
 * sometimes a role they are working toward, and what the posting for where they are heading asks of them, most
 * important first. The engine recommends to a person what the steps most like theirs ask for.
 */
export const careerStepSchema = z.strictObject({
  /** The posting or next step in a sentence or three: what the step was read from, for the next reader. */
  posting: z.string().min(40),
  sector: z.string().min(2),
  industry: z.enum(INDUSTRIES),
  role: z.string().min(2),
  targetRole: z.string().min(2).optional(),
  goal: z.enum(MAIN_GOALS),
  holds: z.array(z.string()),
  asks: z.array(z.string()).min(1),
});
export type CareerStep = z.infer<typeof careerStepSchema>;

/** The file beside the skills that holds career steps read from postings. */
export const CAREER_STEPS_FILE = 'career-steps.json';

export interface Catalogue {
  skills: CatalogueSkill[];
  byId: Map<string, CatalogueSkill>;
  /** Undirected, weighted adjacency: a link written on either side counts for both. */
  neighbours: Map<string, Map<string, number>>;
  /** Job-title keywords and the core skills (and field) they imply. */
  roleCores: RoleCore[];
  /** Kinds of job and the skills each goal means for them. */
  goalMeanings: GoalMeaning[];
  /** Job-title keywords and what the job asks of someone stepping into it, most important first. */
  roleNeeds: RoleNeed[];
  /** Situations read from postings and what each asks for. */
  careerSteps: CareerStep[];
  /** The catalogue skill a typed name refers to, or undefined for a skill the catalogue lacks. */
  match(name: string): CatalogueSkill | undefined;
}

/** Case- and spacing-insensitive key: "Node.js", "node js" and "NodeJS" meet; "C++" and "C#" stay apart. */
export function skillKey(name: string): string {
  return name.toLowerCase().replace(/[\s._\-/]+/g, '');
}

const CATALOGUE_DIR = path.resolve(import.meta.dirname, 'catalogue');

/** Builds a catalogue from entries, failing loudly on broken references or clashing names. */
export function buildCatalogue(
  entries: unknown[],
  roleCoreEntries: unknown[] = [],
  goalMeaningEntries: unknown[] = [],
  roleNeedEntries: unknown[] = [],
  careerStepEntries: unknown[] = [],
): Catalogue {
  const skills = entries.map((entry, index) => {
    const parsed = catalogueSkillSchema.safeParse(entry);
    if (!parsed.success) {
      const id = (entry as { id?: unknown })?.id;
      throw new Error(`Skill catalogue entry ${index} (${String(id)}): ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  });

  const byId = new Map<string, CatalogueSkill>();
  for (const skill of skills) {
    if (byId.has(skill.id)) throw new Error(`Skill catalogue: duplicate id ${skill.id}`);
    byId.set(skill.id, skill);
  }

  const names = new Map<string, CatalogueSkill>();
  const addName = (name: string, skill: CatalogueSkill, primary: boolean) => {
    const key = skillKey(name);
    const existing = names.get(key);
    if (existing && existing !== skill) {
      if (primary) throw new Error(`Skill catalogue: "${name}" names both ${existing.id} and ${skill.id}`);
      return; // an alias never overrides another skill's name
    }
    names.set(key, skill);
  };
  for (const skill of skills) {
    addName(skill.name, skill, true);
    addName(skill.id, skill, false);
  }
  for (const skill of skills) for (const alias of skill.aliases) addName(alias, skill, false);

  const neighbours = new Map<string, Map<string, number>>(skills.map((skill) => [skill.id, new Map()]));
  for (const skill of skills) {
    for (const link of skill.related) {
      if (!byId.has(link.id)) throw new Error(`Skill catalogue: ${skill.id} relates to unknown skill ${link.id}`);
      if (link.id === skill.id) continue;
      for (const [from, to] of [
        [skill.id, link.id],
        [link.id, skill.id],
      ] as const) {
        const map = neighbours.get(from)!;
        map.set(to, Math.max(map.get(to) ?? 0, link.weight));
      }
    }
  }

  const roleCores = roleCoreEntries.map((entry, index) => {
    const parsed = roleCoreSchema.safeParse(entry);
    if (!parsed.success) throw new Error(`Role core ${index}: ${z.prettifyError(parsed.error)}`);
    for (const id of parsed.data.core)
      if (!byId.has(id)) throw new Error(`Role core "${parsed.data.role}" names unknown skill ${id}`);
    refuseUnmatchableKeyword('Role core', parsed.data.role);
    return parsed.data;
  });
  const roles = new Set<string>();
  for (const { role } of roleCores) {
    if (roles.has(role)) throw new Error(`Role core: duplicate role "${role}"`);
    roles.add(role);
  }

  const goalMeanings = goalMeaningEntries.map((entry, index) => checkGoalMeaning(entry, index, byId));
  const roleNeeds = checkRoleNeeds(roleNeedEntries, byId);
  const careerSteps = careerStepEntries.map((entry, index) => checkCareerStep(entry, index, byId));

  return {
    skills,
    byId,
    neighbours,
    roleCores,
    goalMeanings,
    roleNeeds,
    careerSteps,
    match: (name) => names.get(skillKey(name)),
  };
}

/**
 * Refuses a keyword holding a word titles are matched without (their seniority and joining words): it could
 * never match. `owner` opens the message.
 */
function refuseUnmatchableKeyword(owner: string, keyword: string) {
  const ignored = keyword.split(' ').find((word) => ROLE_STOP_WORDS.has(word));
  if (ignored) throw new Error(`${owner} "${keyword}" holds "${ignored}", a word titles are matched without`);
}

function checkGoalMeaning(entry: unknown, index: number, byId: Map<string, CatalogueSkill>): GoalMeaning {
  const parsed = goalMeaningSchema.safeParse(entry);
  if (!parsed.success) throw new Error(`Goal meaning ${index}: ${z.prettifyError(parsed.error)}`);
  const { kind, roles, goals } = parsed.data;
  for (const role of roles) refuseUnmatchableKeyword(`Goal meaning for ${kind}:`, role);
  checkGoalLists(`Goal meaning for ${kind}`, goals, byId);
  return parsed.data as GoalMeaning;
}

/** Every goal a main goal, every skill known and named once; `owner` opens each message. */
function checkGoalLists(owner: string, goals: Record<string, string[]>, byId: Map<string, CatalogueSkill>) {
  for (const [goal, ids] of Object.entries(goals)) {
    if (!(MAIN_GOALS as readonly string[]).includes(goal))
      throw new Error(`${owner}: unknown goal "${goal}" (goals are ${MAIN_GOALS.join(', ')})`);
    checkSkillList(`${owner}: ${goal} names`, ids, byId);
  }
}

/** Every skill of a list known and named once; `says` opens each message ("Role need "tester" names"). */
function checkSkillList(says: string, ids: string[], byId: Map<string, CatalogueSkill>) {
  for (const id of ids) if (!byId.has(id)) throw new Error(`${says} unknown skill ${id}`);
  if (new Set(ids).size !== ids.length) throw new Error(`${says} a skill twice`);
}

function checkRoleNeeds(entries: unknown[], byId: Map<string, CatalogueSkill>): RoleNeed[] {
  const keywords = new Set<string>();
  return entries.map((entry, index) => {
    const parsed = roleNeedSchema.safeParse(entry);
    if (!parsed.success) throw new Error(`Role need ${index}: ${z.prettifyError(parsed.error)}`);
    const { roles, needs } = parsed.data;
    for (const role of roles) {
      refuseUnmatchableKeyword('Role need', role);
      // One keyword in two entries would make the most specific entry a matter of file order.
      if (keywords.has(role)) throw new Error(`Role need: "${role}" is in two entries`);
      keywords.add(role);
    }
    checkSkillList(`Role need "${roles[0]}" names`, needs, byId);
    checkGoalLists(`Role need "${roles[0]}"`, parsed.data.goals ?? {}, byId);
    return parsed.data as RoleNeed;
  });
}

function checkCareerStep(entry: unknown, index: number, byId: Map<string, CatalogueSkill>): CareerStep {
  const parsed = careerStepSchema.safeParse(entry);
  if (!parsed.success) throw new Error(`Career step ${index}: ${z.prettifyError(parsed.error)}`);
  checkSkillList(`Career step ${index} (${parsed.data.role}) asks for`, parsed.data.asks, byId);
  return parsed.data;
}

/** The catalogue folder's files that hold knowledge of jobs rather than skills. */
const DATA_FILES: ReadonlySet<string> = new Set([
  ROLE_CORES_FILE,
  GOAL_MEANINGS_FILE,
  ROLE_NEEDS_FILE,
  CAREER_STEPS_FILE,
]);

/** The entries of one of the data files: an object holding one array under `key`, checked entry by entry later. */
function readDataFile(file: string, key: string): unknown[] {
  const data: unknown = JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, file), 'utf8'));
  return z.strictObject({ [key]: z.array(z.unknown()) }).parse(data)[key]!;
}

let cached: Catalogue | undefined;

/** The shipped catalogue, read and checked on first use (the server calls it at start). */
export function loadCatalogue(): Catalogue {
  if (!cached) {
    const files = fs
      .readdirSync(CATALOGUE_DIR)
      .filter((file) => file.endsWith('.json') && !DATA_FILES.has(file))
      .sort();
    const entries = files.flatMap((file) => {
      const data: unknown = JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, file), 'utf8'));
      if (!Array.isArray(data)) throw new Error(`Skill catalogue: ${file} must hold a JSON array`);
      return data;
    });
    cached = buildCatalogue(
      entries,
      readDataFile(ROLE_CORES_FILE, 'roleCores'),
      readDataFile(GOAL_MEANINGS_FILE, 'goalMeanings'),
      readDataFile(ROLE_NEEDS_FILE, 'roleNeeds'),
      readDataFile(CAREER_STEPS_FILE, 'careerSteps'),
    );
  }
  return cached;
}

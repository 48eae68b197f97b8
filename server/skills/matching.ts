import type { Catalogue } from './skill-catalogue';
import { skillKey } from './skill-catalogue';

/**
 * Matching: for one person, which colleagues to learn each wanted skill from (mentors) and with whom to trade
 * skills both ways (swap partners). Pure: it reads what it is given and a catalogue, never the database, so the
 * evaluation test can run it over hand-built workspaces. docs/decisions/009-matching-scores.md explains the
 * weights; in short:
 *
 * - A colleague can mentor a skill they hold at level 3 or more, or any level they marked "can teach" (their own
 *   word that they would). The level counts most: 5 beats 4 beats 3.
 * - A closely related catalogue skill (adjacency weight at least 0.5) held at level 4 or more still helps, at
 *   most 0.8 of the same level held exactly, so it always ranks below an exact match at the same level.
 * - A colleague who also wants to learn something I can teach gets a bonus worth about one level: a trade is
 *   likelier to be accepted and helps both.
 * - Load: every accepted swap and every upcoming session with learners that a colleague already mentors lowers
 *   their score, so the same expert is not suggested to everyone. A paused colleague is never suggested.
 * - The reverse direction of a swap ("I can teach what they want") needs the same bar: level 3 or more, or marked
 *   "can teach".
 */

export interface MatchSkill {
  skill: string;
  catalogueId: string | null;
  level: number | null;
  canTeach: boolean;
  wantsToLearn: boolean;
}

export interface MatchPerson {
  id: string;
  fullName: string;
  role: string | null;
  skills: readonly MatchSkill[];
  /** True when the person paused matching: they are suggested to nobody. */
  paused?: boolean;
  /** How much mentoring they already do: accepted swaps plus upcoming sessions they host with learners. */
  load?: number;
}

export type MatchCatalogue = Pick<Catalogue, 'neighbours' | 'byId'>;

export interface MentorCandidate {
  person: MatchPerson;
  score: number;
  reason: string;
  /** A skill of mine they want to learn, when there is one: what I could offer back in a swap. */
  youTeach: string | null;
}

export interface MentorSuggestions {
  skill: string;
  candidates: MentorCandidate[];
}

export interface PartnerSuggestion {
  person: MatchPerson;
  score: number;
  reason: string;
  /** The skill I would teach them, and the one I would learn from them. */
  youTeach: string;
  youLearn: string;
}

export interface Matches {
  mentors: MentorSuggestions[];
  partners: PartnerSuggestion[];
}

/** Lowest level at which holding a skill lets someone teach it without marking "can teach". */
export const TEACHING_LEVEL = 3;
/** Lowest level of a related skill that still helps with the one wanted. */
const ADJACENT_LEVEL = 4;
/** Weakest catalogue link that counts as "close to". */
const ADJACENT_WEIGHT = 0.5;
/** An adjacent skill is worth at most this share of the same level held exactly. */
const ADJACENT_DISCOUNT = 0.8;
const CAN_TEACH_BONUS = 0.5;
const RECIPROCITY_BONUS = 1.2;
/** Each unit of load divides the strength by (1 + LOAD_PENALTY * load). */
const LOAD_PENALTY = 0.15;
/** The strength that maps to a score of 100: an expert who marked "can teach" and would also learn from me. */
const FULL_STRENGTH = 5 + CAN_TEACH_BONUS + RECIPROCITY_BONUS;

export const MENTORS_PER_SKILL = 3;
export const PARTNERS_MAX = 5;

const keyOf = (skill: Pick<MatchSkill, 'skill' | 'catalogueId'>) =>
  skill.catalogueId ?? `typed:${skillKey(skill.skill)}`;

const canTeach = (skill: MatchSkill) => skill.level !== null && (skill.canTeach || skill.level >= TEACHING_LEVEL);

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

const loadFactor = (person: MatchPerson) => 1 / (1 + LOAD_PENALTY * Math.max(0, person.load ?? 0));

const toScore = (strength: number) => Math.max(0, Math.min(100, Math.round((strength / FULL_STRENGTH) * 100)));

interface TeachingOffer {
  /** What the colleague holds (the wanted skill itself, or a close one). */
  held: MatchSkill;
  exact: boolean;
  /** Level-based strength before bonuses and load. */
  strength: number;
}

/** The best way this colleague can help with one wanted skill, or null. */
function bestOffer(catalogue: MatchCatalogue, colleague: MatchPerson, wanted: MatchSkill): TeachingOffer | null {
  const wantedKey = keyOf(wanted);
  const near = wanted.catalogueId ? catalogue.neighbours.get(wanted.catalogueId) : undefined;
  let best: TeachingOffer | null = null;
  for (const held of colleague.skills) {
    if (held.level === null) continue;
    let offer: TeachingOffer | null = null;
    if (keyOf(held) === wantedKey) {
      if (canTeach(held)) offer = { held, exact: true, strength: held.level + (held.canTeach ? CAN_TEACH_BONUS : 0) };
    } else if (near && held.catalogueId && held.level >= ADJACENT_LEVEL) {
      const weight = near.get(held.catalogueId) ?? 0;
      if (weight >= ADJACENT_WEIGHT) offer = { held, exact: false, strength: held.level * ADJACENT_DISCOUNT * weight };
    }
    if (offer && (!best || offer.strength > best.strength)) best = offer;
  }
  return best;
}

/** What I can teach that this colleague wants: the skill of mine they want that I hold best. */
function bestReturn(me: MatchPerson, colleague: MatchPerson): { mine: MatchSkill; theirs: MatchSkill } | null {
  let best: { mine: MatchSkill; theirs: MatchSkill } | null = null;
  for (const theirs of colleague.skills) {
    if (!theirs.wantsToLearn) continue;
    const mine = me.skills.find((skill) => keyOf(skill) === keyOf(theirs) && canTeach(skill));
    if (mine && (!best || (mine.level ?? 0) > (best.mine.level ?? 0))) best = { mine, theirs };
  }
  return best;
}

const holds = (colleague: MatchPerson, offer: TeachingOffer) =>
  `${firstName(colleague.fullName)} ${offer.held.canTeach ? 'teaches' : 'knows'} ${offer.held.skill} at level ${offer.held.level}`;

function loadClause(colleague: MatchPerson): string {
  const load = colleague.load ?? 0;
  if (load < 3) return '';
  return `, though they already mentor in ${load} swaps or sessions`;
}

function mentorReason(
  colleague: MatchPerson,
  wanted: MatchSkill,
  offer: TeachingOffer,
  giveBack: { mine: MatchSkill } | null,
): string {
  const closeTo = offer.exact ? '' : `, close to ${wanted.skill}`;
  // After "close to X" the trade is a second clause, so it takes a comma.
  const trade = giveBack
    ? `${offer.exact ? '' : ','} and wants to learn ${giveBack.mine.skill}, which you know at level ${giveBack.mine.level}`
    : '';
  return `${holds(colleague, offer)}${closeTo}${trade}${loadClause(colleague)}.`;
}

const byScoreThenName = <T extends { score: number; person: MatchPerson }>(a: T, b: T) =>
  b.score - a.score || a.person.fullName.localeCompare(b.person.fullName);

/** Mentors for each skill `me` wants to learn, and swap partners, best first; paused colleagues never appear. */
export function findMatches(catalogue: MatchCatalogue, me: MatchPerson, people: readonly MatchPerson[]): Matches {
  const colleagues = people.filter((person) => person.id !== me.id && !person.paused);
  const wanted = me.skills.filter((skill) => skill.wantsToLearn);

  const mentors = wanted.map((want) => {
    const candidates = colleagues.flatMap((colleague): MentorCandidate[] => {
      const offer = bestOffer(catalogue, colleague, want);
      if (!offer) return [];
      const giveBack = bestReturn(me, colleague);
      const strength = (offer.strength + (giveBack ? RECIPROCITY_BONUS : 0)) * loadFactor(colleague);
      return [
        {
          person: colleague,
          score: toScore(strength),
          reason: mentorReason(colleague, want, offer, giveBack),
          youTeach: giveBack?.mine.skill ?? null,
        },
      ];
    });
    return { skill: want.skill, candidates: candidates.sort(byScoreThenName).slice(0, MENTORS_PER_SKILL) };
  });

  const partners = colleagues.flatMap((colleague): PartnerSuggestion[] => {
    const giveBack = bestReturn(me, colleague);
    if (!giveBack) return [];
    let best: { want: MatchSkill; offer: TeachingOffer } | null = null;
    for (const want of wanted) {
      const offer = bestOffer(catalogue, colleague, want);
      if (offer?.exact && (!best || offer.strength > best.offer.strength)) best = { want, offer };
    }
    if (!best) return [];
    const strength =
      ((best.offer.strength + (giveBack.mine.level ?? 0)) / 2 + RECIPROCITY_BONUS) * loadFactor(colleague);
    const reason = `${holds(colleague, best.offer)} and wants to learn ${giveBack.mine.skill}, which you know at level ${giveBack.mine.level}${loadClause(colleague)}.`;
    return [
      {
        person: colleague,
        score: toScore(strength),
        reason,
        youTeach: giveBack.mine.skill,
        youLearn: best.want.skill,
      },
    ];
  });

  return { mentors, partners: partners.sort(byScoreThenName).slice(0, PARTNERS_MAX) };
}

/**
 * How well one colleague matches me, 0-100, for the team page: their best mentor score for a skill I want, or
 * their partner score, whichever is higher; 0 when they help with nothing I want; null when they paused matching.
 */
export function matchScoreAgainst(catalogue: MatchCatalogue, me: MatchPerson, colleague: MatchPerson): number | null {
  if (colleague.paused || colleague.id === me.id) return null;
  const { mentors, partners } = findMatches(catalogue, me, [colleague]);
  const scores = [...mentors.flatMap((entry) => entry.candidates), ...partners].map((entry) => entry.score);
  return scores.length > 0 ? Math.max(...scores) : 0;
}

import { z } from 'zod';
import { SESSION_TYPES, SKILL_SWAP_STATUSES } from '../constants';
import { multiLine, oneLine, optionalText, uuidField, withLineRule } from './fields';
import { createSessionSchema } from './sessions';

/**
 * Skill swaps: one colleague offers to teach a skill in exchange for learning another from a second colleague of
 * the same workspace. The proposer teaches `proposerTeaches` and learns `proposerLearns`.
 */

export const SWAP_MESSAGE_MAX = 2000;
const SWAP_SKILL_MAX = 60;

const skillName = (subject: string) =>
  withLineRule(
    z
      .string({ error: `Name the skill ${subject}` })
      .trim()
      .min(1, `Name the skill ${subject}`)
      .max(SWAP_SKILL_MAX, `A skill name is at most ${SWAP_SKILL_MAX} characters`),
    oneLine('A skill name'),
  );

/** POST /api/skill-swaps. */
export const proposeSwapSchema = z.object({
  companyId: uuidField(),
  toUserId: uuidField('Choose the colleague to propose the swap to'),
  teachSkill: skillName('you will teach'),
  learnSkill: skillName('you want to learn'),
  message: optionalText(SWAP_MESSAGE_MAX, undefined, multiLine('The message')),
});
export type ProposeSwapInput = z.input<typeof proposeSwapSchema>;
export type ProposeSwapData = z.output<typeof proposeSwapSchema>;

/** The moves a person can make on a swap; who may make which, from which status, is the server's transition table. */
export const SWAP_ACTIONS = ['accept', 'decline', 'cancel', 'complete'] as const;
export type SwapAction = (typeof SWAP_ACTIONS)[number];

export const swapPersonSchema = z.object({ id: z.uuid(), fullName: z.string(), role: z.string().nullable() });
export type SwapPerson = z.infer<typeof swapPersonSchema>;

export const skillSwapSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid().nullable(),
  status: z.enum(SKILL_SWAP_STATUSES),
  proposer: swapPersonSchema,
  partner: swapPersonSchema,
  proposerTeaches: z.string(),
  proposerLearns: z.string(),
  message: z.string().nullable(),
  /** The learning sessions scheduled for it (one per direction), soonest first. */
  sessionIds: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SkillSwap = z.infer<typeof skillSwapSchema>;

/** POST /api/skill-swaps/{id}/sessions: both directions in one step, the second a week after the first. */
export const scheduleSwapSchema = z.object({
  scheduledFor: createSessionSchema.shape.scheduledFor,
  duration: createSessionSchema.shape.duration,
  sessionType: z
    .enum(SESSION_TYPES, { error: `Session type must be one of: ${SESSION_TYPES.join(', ')}` })
    .default('mentoring'),
});
export type ScheduleSwapInput = z.input<typeof scheduleSwapSchema>;

/** One line of a workspace's most recent swaps (the dashboard's "Recent Skill Swaps"). */
export const recentSwapSchema = z.object({
  id: z.uuid(),
  status: z.enum(SKILL_SWAP_STATUSES),
  fromName: z.string(),
  toName: z.string(),
  fromSkill: z.string(),
  toSkill: z.string(),
  createdAt: z.string(),
});
export type RecentSwap = z.infer<typeof recentSwapSchema>;
export const RECENT_SWAPS_SHOWN = 4;

/** The inbox line a proposal writes for its partner. */
export const proposalSentence = (proposerName: string, teaches: string, learns: string) =>
  `${proposerName} proposes a swap: they teach you ${teaches} and learn ${learns} from you.`;

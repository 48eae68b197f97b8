import { z } from 'zod';
import { DEPARTMENTS } from '../departments';

/** One card of the team page: a workspace's person, what they offer and want, and how they match the caller. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: z.string().nullable(),
  /** Derived from the role (common/departments.ts). */
  department: z.enum(DEPARTMENTS),
  /** Skills they marked "can teach", strongest first, and skills they want to learn. */
  offered: z.array(z.string()),
  requested: z.array(z.string()),
  /** 0-100 against the caller; null for the caller themself and for someone who paused matching. */
  matchScore: z.number().int().min(0).max(100).nullable(),
  paused: z.boolean(),
  isMe: z.boolean(),
  /** Sessions of this workspace they host or joined that are not over and not cancelled. */
  activeSessions: z.number().int().min(0),
  /** Hours of sessions they hosted that are over, not cancelled, with at least one attendee marked. */
  hoursContributed: z.number().min(0),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/companies/{companyId}/team */
export const teamSchema = z.object({ people: z.array(teamMemberSchema) });
export type Team = z.infer<typeof teamSchema>;

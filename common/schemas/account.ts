import { z } from 'zod';

/** A browser or device a person is signed in on, as the account page lists it (never the session's token). */
export const signInSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** True for the session of the browser asking. */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

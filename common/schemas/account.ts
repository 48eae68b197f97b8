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

/**
 * A passkey as the account page reads it from GET /api/auth/passkey/list-user-passkeys (Better Auth's passkey
 * plugin answers more fields: the public key, the credential id, the counter).
 */
export const passkeySchema = z.object({
  id: z.string(),
  /** The name the person gave it; Better Auth stores none when it was added without one. */
  name: z.string().nullish(),
  createdAt: z.iso.datetime(),
  /** 'multiDevice' when the passkey syncs (a password manager, iCloud Keychain), 'singleDevice' otherwise. */
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

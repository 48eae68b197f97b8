import { z } from 'zod';
import { titleText } from './fields';

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

/** How long a passkey's name may be: room for "Work laptop, Chrome profile 2" and a list that stays readable. */
export const PASSKEY_NAME_MAX = 60;

/**
 * A passkey's name, so the person can tell "Work laptop" from "Phone" when removing one. The account page checks
 * it; the server checks the same rule on the passkey calls that store a name (server/modules/accounts/auth-routes.ts).
 */
export const passkeyNameSchema = z.object({ name: titleText(PASSKEY_NAME_MAX, 'Passkey name') });
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
export type PasskeyNameData = z.output<typeof passkeyNameSchema>;

import { z } from 'zod';
import { emailField } from './fields';

/**
 * Changing a person's email: the new address is proven by a 6-digit code mailed to it before it replaces the old
 * one, which stays the account's address until then (server/modules/accounts/email-change.ts).
 */

/** POST /api/users/{id}/email-change: the address to move to; a code is mailed to it. */
export const emailChangeRequestSchema = z.object({ email: emailField() });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** POST /api/users/{id}/email-change/confirm: the code from that mail, as people type or paste it ("123 456"). */
export const emailChangeCodeSchema = z.object({
  code: z
    .string('Enter the 6-digit code from the mail')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the mail')),
});
export type EmailChangeCodeInput = z.input<typeof emailChangeCodeSchema>;
export type EmailChangeCodeData = z.output<typeof emailChangeCodeSchema>;

/** The change waiting for its code, if any: the address it moves to and until when the code works. */
export const emailChangeSchema = z.object({
  pendingEmail: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

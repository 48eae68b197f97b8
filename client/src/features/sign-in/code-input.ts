import { z } from 'zod';

/** The mailed code as people type or paste it ("123 456", "123-456"): only its digits count. */
export const signInCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the mail')),
});
export type SignInCodeInput = z.input<typeof signInCodeSchema>;
export type SignInCodeData = z.output<typeof signInCodeSchema>;

import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

/** Every error the API answers has this shape: a sentence for people, a stable code for programs. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

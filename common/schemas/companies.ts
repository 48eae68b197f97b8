import { z } from 'zod';
import { COMPANY_SIZES, LIMITS } from '../constants';
import { emailField, multiLine, nameText, oneOf, optionalText } from './fields';

/** Waitlist (POST /api/companies). id, isActive and createdAt are the server's. */
export const createCompanySchema = z.object({
  name: nameText(LIMITS.nameMax),
  contactName: nameText(LIMITS.nameMax),
  contactEmail: emailField(),
  size: oneOf(COMPANY_SIZES),
  challenge: optionalText(LIMITS.challengeMax, undefined, multiLine('The primary challenge')),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type CreateCompanyData = z.output<typeof createCompanySchema>;

export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  size: z.enum(COMPANY_SIZES),
  challenge: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

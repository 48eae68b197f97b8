import type { Company, CreateCompanyData } from '../../../common/schemas/companies';
import { conflict, postgresError } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { insertWaitlistCompany, toCompanyDto } from '../workspaces';

export const WAITLIST_EMAIL_TAKEN_MESSAGE = 'This company email is already on the waitlist';

/** Adds a company to the enterprise waitlist; it starts inactive whatever the request says. */
export async function joinWaitlist(db: Database, data: CreateCompanyData): Promise<Company> {
  try {
    return toCompanyDto(await insertWaitlistCompany(db, data));
  } catch (error) {
    const pgError = postgresError(error);
    if (pgError?.code === '23505' && pgError.constraint === 'companies_contact_email_unique') {
      throw conflict('waitlist_email_taken', WAITLIST_EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
}

import type { CreateCompanyData } from '../../../common/schemas/companies';
import type { Database } from '../../infra/db/client';
import { companies, type CompanyRow } from '../../infra/db/schema';

/**
 * A company row that is not a workspace: an enterprise waitlist entry (the marketing module's form). It starts
 * inactive whatever the request says; the unique contact email refuses a second entry (companies_contact_email_unique).
 */
export async function insertWaitlistCompany(db: Database, data: CreateCompanyData): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ ...data, isActive: false })
    .returning();
  return row!;
}

import type { Company } from '../../../common/schemas/companies';
import { iso } from '../../http/iso-time';
import type { CompanyRow } from '../../infra/db/schema';

/** A company (a waitlist entry or a workspace) as the API answers it. */
export function toCompanyDto(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    size: row.size,
    challenge: row.challenge,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
  };
}

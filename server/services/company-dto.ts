import type { Company } from '../../common/schemas/companies';
import type { CompanyRow } from '../db/schema';
import { iso } from './iso-time';

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

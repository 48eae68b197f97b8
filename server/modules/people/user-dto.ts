import type { User } from '../../../common/schemas/users';
import { iso } from '../../http/iso-time';
import type { UserRow } from '../../infra/db/schema';

/** A person as the API answers them. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    targetRole: row.targetRole,
    industry: row.industry,
    mainGoal: row.mainGoal,
    skills: row.skills,
    companyId: row.companyId,
    createdAt: iso(row.createdAt),
  };
}

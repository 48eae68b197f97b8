import type { Department } from '@common/departments';
import type { TeamMember } from '@common/schemas/team';

export type DepartmentFilter = 'All' | Department;

/** The department buttons: All, then the departments present in the team, in their fixed order. */
export function departmentFilters(people: readonly TeamMember[], order: readonly Department[]): DepartmentFilter[] {
  const present = new Set(people.map((person) => person.department));
  return ['All', ...order.filter((department) => present.has(department))];
}

/** The HR demo's search and filter on real people: name, role or any skill offered or requested. */
export function filterTeam(people: readonly TeamMember[], query: string, department: DepartmentFilter): TeamMember[] {
  const needle = query.trim().toLowerCase();
  return people.filter((person) => {
    if (department !== 'All' && person.department !== department) return false;
    if (!needle) return true;
    const haystack = [person.fullName, person.role ?? '', ...person.offered, ...person.requested];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}

/** Static demo data for the HR Manager Dashboard (/hr-demo). Nothing here hits the API. */
import { initials } from '@/lib/initials';
import { DEMO_WORKSPACE } from '@common/constants';
import { DEMO_PEOPLE, type DemoPersonKey } from '@common/demo-people';

const DEPARTMENTS = ['Engineering', 'Data Science', 'Product', 'Design'] as const;
type Department = (typeof DEPARTMENTS)[number];
export type DepartmentFilter = 'All' | Department;
export const DEPARTMENT_FILTERS: readonly DepartmentFilter[] = ['All', ...DEPARTMENTS];

export interface DemoEmployee {
  /** The demo workspace person's id (common/demo-people.ts). */
  id: string;
  name: string;
  department: Department;
  role: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
  skillsOffered: readonly string[];
  skillsRequested: readonly string[];
  /** 0-100: how well this person's offers and requests match colleagues'. */
  matchingScore: number;
  /** Upcoming or in-progress sessions of the demo workspace this person hosts or has joined. */
  activeSessions: number;
  hoursContributed: number;
}

/** What only the HR demo says about a demo person; the name and role are theirs everywhere (DEMO_PEOPLE). */
type HrFacts = Omit<DemoEmployee, 'id' | 'name' | 'role' | 'avatar'>;

function demoEmployee(key: DemoPersonKey, facts: HrFacts): DemoEmployee {
  const person = DEMO_PEOPLE[key];
  return { id: person.id, name: person.fullName, role: person.role, avatar: initials(person.fullName), ...facts };
}

/** The HR director persona: the demo workspace's own HR director. */
export const HR_DIRECTOR = {
  name: DEMO_PEOPLE.marcus.fullName,
  title: DEMO_PEOPLE.marcus.role,
  company: DEMO_WORKSPACE.companyName,
  avatar: initials(DEMO_PEOPLE.marcus.fullName),
} as const;

/**
 * Five colleagues of the demo workspace. Offered skills are skills they have; active sessions are the seeded
 * sessions they take part in, so the summed figure is the knowledge hub's active sessions (checked by
 * server/modules/demo/demo-consistency.test.ts).
 */
export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  demoEmployee('priya', {
    department: 'Engineering',
    skillsOffered: ['People Management', 'Agile Coaching', 'Kubernetes'],
    skillsRequested: ['Product Strategy', 'Public Speaking'],
    matchingScore: 94,
    activeSessions: 4,
    hoursContributed: 42,
  }),
  demoEmployee('mei', {
    department: 'Product',
    skillsOffered: ['Product Strategy', 'User Research', 'Roadmapping'],
    skillsRequested: ['Data Visualization', 'Statistics'],
    matchingScore: 89,
    activeSessions: 4,
    hoursContributed: 28,
  }),
  demoEmployee('daniel', {
    department: 'Data Science',
    skillsOffered: ['Machine Learning', 'SQL', 'Data Visualization'],
    skillsRequested: ['System Design', 'Technical Writing'],
    matchingScore: 91,
    activeSessions: 2,
    hoursContributed: 36,
  }),
  demoEmployee('sofia', {
    department: 'Design',
    skillsOffered: ['Figma', 'Design Systems', 'Accessibility'],
    skillsRequested: ['React', 'Technical Writing'],
    matchingScore: 86,
    activeSessions: 3,
    hoursContributed: 19,
  }),
  demoEmployee('aisha', {
    department: 'Engineering',
    skillsOffered: ['React', 'CSS', 'Testing Library'],
    skillsRequested: ['Design Systems', 'Accessibility'],
    matchingScore: 82,
    activeSessions: 5,
    hoursContributed: 24,
  }),
];

export interface EmployeeSummary {
  totalEmployees: number;
  activeSessions: number;
  averageMatchScore: number;
  hoursContributed: number;
}

/** The four summary figures, computed from the list rather than typed in, so they never disagree with the cards. */
export function summarizeEmployees(employees: readonly DemoEmployee[]): EmployeeSummary {
  const sum = (pick: (e: DemoEmployee) => number) => employees.reduce((total, e) => total + pick(e), 0);
  return {
    totalEmployees: employees.length,
    activeSessions: sum((e) => e.activeSessions),
    averageMatchScore: employees.length ? Math.round(sum((e) => e.matchingScore) / employees.length) : 0,
    hoursContributed: sum((e) => e.hoursContributed),
  };
}

/** Case-insensitive search over name, role, offered and requested skills, within one department (or all). */
export function filterEmployees(
  employees: readonly DemoEmployee[],
  query: string,
  department: DepartmentFilter,
): DemoEmployee[] {
  const needle = query.trim().toLowerCase();
  return employees.filter((employee) => {
    if (department !== 'All' && employee.department !== department) return false;
    if (!needle) return true;
    const haystack = [employee.name, employee.role, ...employee.skillsOffered, ...employee.skillsRequested];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}

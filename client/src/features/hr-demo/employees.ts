/** Static demo data for the HR Manager Dashboard (/hr-demo). Nothing here hits the API. */

const DEPARTMENTS = ['Engineering', 'Data Science', 'Product', 'Design'] as const;
type Department = (typeof DEPARTMENTS)[number];
export type DepartmentFilter = 'All' | Department;
export const DEPARTMENT_FILTERS: readonly DepartmentFilter[] = ['All', ...DEPARTMENTS];

export interface DemoEmployee {
  id: number;
  name: string;
  department: Department;
  role: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
  skillsOffered: readonly string[];
  skillsRequested: readonly string[];
  /** 0-100: how well this person's offers and requests match colleagues'. */
  matchingScore: number;
  activeSessions: number;
  hoursContributed: number;
}

export const HR_DIRECTOR = {
  name: 'Sarah Mitchell',
  title: 'HR Director',
  company: 'Northwind Labs',
  avatar: 'SM',
} as const;

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  {
    id: 1,
    name: 'Priya Shah',
    department: 'Engineering',
    role: 'Senior Backend Engineer',
    avatar: 'PS',
    skillsOffered: ['Python', 'System Design', 'PostgreSQL'],
    skillsRequested: ['Product Strategy', 'Public Speaking'],
    matchingScore: 94,
    activeSessions: 3,
    hoursContributed: 42,
  },
  {
    id: 2,
    name: 'Marcus Johnson',
    department: 'Product',
    role: 'Product Manager',
    avatar: 'MJ',
    skillsOffered: ['Product Strategy', 'User Research', 'Roadmapping'],
    skillsRequested: ['SQL', 'Data Visualization'],
    matchingScore: 89,
    activeSessions: 2,
    hoursContributed: 28,
  },
  {
    id: 3,
    name: 'Elena Rodriguez',
    department: 'Data Science',
    role: 'Data Scientist',
    avatar: 'ER',
    skillsOffered: ['Machine Learning', 'SQL', 'Data Visualization'],
    skillsRequested: ['System Design', 'Technical Writing'],
    matchingScore: 91,
    activeSessions: 4,
    hoursContributed: 36,
  },
  {
    id: 4,
    name: 'David Kim',
    department: 'Design',
    role: 'Senior Product Designer',
    avatar: 'DK',
    skillsOffered: ['Figma', 'Design Systems', 'User Research'],
    skillsRequested: ['Frontend Development', 'Accessibility Testing'],
    matchingScore: 86,
    activeSessions: 1,
    hoursContributed: 19,
  },
  {
    id: 5,
    name: 'Aisha Okafor',
    department: 'Engineering',
    role: 'Frontend Engineer',
    avatar: 'AO',
    skillsOffered: ['React', 'TypeScript', 'Accessibility Testing'],
    skillsRequested: ['Design Systems', 'Machine Learning'],
    matchingScore: 82,
    activeSessions: 2,
    hoursContributed: 24,
  },
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

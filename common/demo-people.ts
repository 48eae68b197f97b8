/**
 * The demo workspace's people (Northwind Labs): the one place their names, roles and skills are written. The
 * server seeds them (server/modules/demo/demo-data.ts adds what only seeding needs), and every page that names a demo person
 * in static content (the landing page's profile preview, the HR demo, the dashboard's recent swaps) takes the name
 * and role from here, so one person never has two roles or two surnames. server/modules/demo/demo-consistency.test.ts checks
 * it.
 */

export interface DemoPerson {
  id: string;
  email: string;
  fullName: string;
  role: string;
  skills: readonly string[];
}

export const DEMO_PEOPLE = {
  alex: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'alex.morgan@northwind.example',
    fullName: 'Alex Morgan',
    role: 'Senior Software Engineer',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'System Design', 'Code Review'],
  },
  priya: {
    id: '00000000-0000-4000-8000-000000000101',
    email: 'priya.raman@northwind.example',
    fullName: 'Priya Raman',
    role: 'Engineering Manager',
    skills: ['People Management', 'Hiring', 'Agile Coaching', 'Go', 'Kubernetes', 'Roadmapping'],
  },
  daniel: {
    id: '00000000-0000-4000-8000-000000000102',
    email: 'daniel.okafor@northwind.example',
    fullName: 'Daniel Okafor',
    role: 'Senior Data Scientist',
    skills: ['Python', 'SQL', 'Machine Learning', 'Statistics', 'dbt', 'Data Visualization'],
  },
  mei: {
    id: '00000000-0000-4000-8000-000000000103',
    email: 'mei.chen@northwind.example',
    fullName: 'Mei Chen',
    role: 'Product Manager',
    skills: ['Product Strategy', 'User Research', 'Roadmapping', 'A/B Testing', 'SQL'],
  },
  sofia: {
    id: '00000000-0000-4000-8000-000000000104',
    email: 'sofia.alvarez@northwind.example',
    fullName: 'Sofia Alvarez',
    role: 'Senior Product Designer',
    skills: ['Figma', 'Design Systems', 'Accessibility', 'Prototyping', 'User Research'],
  },
  marcus: {
    id: '00000000-0000-4000-8000-000000000105',
    email: 'marcus.johnson@northwind.example',
    fullName: 'Marcus Johnson',
    role: 'HR Director',
    skills: ['Talent Development', 'Coaching', 'Facilitation', 'Employee Relations', 'Workday'],
  },
  hannah: {
    id: '00000000-0000-4000-8000-000000000106',
    email: 'hannah.schmidt@northwind.example',
    fullName: 'Hannah Schmidt',
    role: 'Marketing Manager',
    skills: ['Content Strategy', 'SEO', 'Copywriting', 'HubSpot', 'Campaign Analytics'],
  },
  ravi: {
    id: '00000000-0000-4000-8000-000000000107',
    email: 'ravi.patel@northwind.example',
    fullName: 'Ravi Patel',
    role: 'Financial Analyst',
    skills: ['Financial Modeling', 'Excel', 'Forecasting', 'Power BI', 'SQL'],
  },
  grace: {
    id: '00000000-0000-4000-8000-000000000108',
    email: 'grace.liu@northwind.example',
    fullName: 'Grace Liu',
    role: 'Customer Success Manager',
    skills: ['Account Management', 'Customer Onboarding', 'Negotiation', 'Salesforce', 'Zendesk'],
  },
  tom: {
    id: '00000000-0000-4000-8000-000000000109',
    email: 'tom.becker@northwind.example',
    fullName: 'Tom Becker',
    role: 'Site Reliability Engineer',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Observability', 'Incident Management', 'Go', 'Linux'],
  },
  aisha: {
    id: '00000000-0000-4000-8000-000000000110',
    email: 'aisha.bello@northwind.example',
    fullName: 'Aisha Bello',
    role: 'Junior Frontend Developer',
    skills: ['JavaScript', 'React', 'CSS', 'HTML', 'Testing Library'],
  },
  lukas: {
    id: '00000000-0000-4000-8000-000000000111',
    email: 'lukas.novak@northwind.example',
    fullName: 'Lukas Novak',
    role: 'Security Engineer',
    skills: ['Application Security', 'Threat Modeling', 'Python', 'OWASP Top 10', 'Identity and Access Management'],
  },
} as const satisfies Record<string, DemoPerson>;

export type DemoPersonKey = keyof typeof DEMO_PEOPLE;

/**
 * The demo workspace's active (upcoming or in-progress) sessions: the knowledge hub's fixed "18 active sessions",
 * which the seeded sessions match and the HR demo's summed active sessions add up to.
 */
export const DEMO_ACTIVE_SESSIONS = 18;

/**
 * Demo workspace content for Northwind Labs: people, peer learning sessions, skill swaps and other
 * companies on the enterprise waitlist. Its knowledge articles are Markdown files (demo-articles.ts).
 *
 * Every id is fixed so seeding is idempotent. Dates are relative ("days ago" / "in days") so the
 * workspace always looks current; the seeding code turns them into timestamps.
 *
 * Id scheme (v4-shaped): users ...0000000001NN (the demo user keeps the fixed ...000000000002),
 * articles ...0000000002NN, sessions ...0000000003NN, swaps ...0000000004NN, companies ...0000000005NN.
 */
import type {
  Industry,
  MainGoal,
  KnowledgeCategory,
  SessionType,
  SessionStatus,
  SkillSwapStatus,
  CompanySize,
} from '../../common/constants';

export interface DemoUser {
  id: string;
  email: string;
  fullName: string;
  role: string | null;
  industry: Industry | null;
  mainGoal: MainGoal | null;
  skills: string[];
  joinedDaysAgo: number;
}

export interface DemoArticle {
  id: string;
  title: string;
  content: string;
  category: KnowledgeCategory;
  tags: string[];
  authorId: string;
  aiGenerated: boolean;
  aiPrompt: string | null;
  createdDaysAgo: number;
  views: number;
  helpful: number;
}

export interface DemoSession {
  id: string;
  title: string;
  description: string | null;
  skillTopic: string;
  sessionType: SessionType;
  mentorId: string;
  learnerIds: string[];
  /** Negative = in the past. */
  scheduledInDays: number;
  /** 0-23 UTC. */
  hour: number;
  /** Minutes. */
  duration: number;
  maxLearners: number | null;
  status: SessionStatus;
  sessionNotes: string | null;
  knowledgeResourceIds: string[];
  createdDaysAgo: number;
}

export interface DemoSkillSwap {
  id: string;
  fromUserId: string;
  toUserId: string;
  fromSkill: string;
  toSkill: string;
  status: SkillSwapStatus;
  createdDaysAgo: number;
}

export interface DemoWaitlistCompany {
  id: string;
  name: string;
  contactName: string;
  contactEmail: string;
  size: CompanySize;
  challenge: string | null;
  isActive: boolean;
  joinedDaysAgo: number;
}

// ---------------------------------------------------------------------------
// Ids (kept as plain string literals so the data below reads clearly)
// ---------------------------------------------------------------------------

const ALEX = '00000000-0000-4000-8000-000000000002';
const PRIYA = '00000000-0000-4000-8000-000000000101';
const DANIEL = '00000000-0000-4000-8000-000000000102';
const MEI = '00000000-0000-4000-8000-000000000103';
const SOFIA = '00000000-0000-4000-8000-000000000104';
const MARCUS = '00000000-0000-4000-8000-000000000105';
const HANNAH = '00000000-0000-4000-8000-000000000106';
const RAVI = '00000000-0000-4000-8000-000000000107';
const GRACE = '00000000-0000-4000-8000-000000000108';
const TOM = '00000000-0000-4000-8000-000000000109';
const AISHA = '00000000-0000-4000-8000-000000000110';
const LUKAS = '00000000-0000-4000-8000-000000000111';

// The articles themselves are Markdown files in seed/articles/ (demo-articles.ts reads them); sessions refer to
// them by these ids, which the articles' front matter repeats (demo-articles.test.ts checks both agree).
const ART_SQL_PERFORMANCE = '00000000-0000-4000-8000-000000000202';
const ART_ONE_ON_ONES = '00000000-0000-4000-8000-000000000203';
const ART_POSTMORTEM = '00000000-0000-4000-8000-000000000204';
const ART_INCIDENT_RUNBOOK = '00000000-0000-4000-8000-000000000205';
const ART_ON_CALL_HANDOVER = '00000000-0000-4000-8000-000000000206';
const ART_FEATURE_FLAGS = '00000000-0000-4000-8000-000000000207';
const ART_RELEASE_CHECKLIST = '00000000-0000-4000-8000-000000000208';
const ART_PII = '00000000-0000-4000-8000-000000000209';
const ART_ACCESSIBILITY = '00000000-0000-4000-8000-000000000210';
const ART_RFC = '00000000-0000-4000-8000-000000000211';
const ART_SBI_FEEDBACK = '00000000-0000-4000-8000-000000000213';
const ART_SECURITY_BASICS = '00000000-0000-4000-8000-000000000214';
const ART_ANALYTICS_DASHBOARD = '00000000-0000-4000-8000-000000000216';

// ---------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------

export const demoUsers: DemoUser[] = [
  {
    id: ALEX,
    email: 'alex.morgan@northwind.example',
    fullName: 'Alex Morgan',
    role: 'Senior Software Engineer',
    industry: 'technology',
    mainGoal: 'develop-leadership',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'System Design', 'Code Review'],
    joinedDaysAgo: 340,
  },
  {
    id: PRIYA,
    email: 'priya.raman@northwind.example',
    fullName: 'Priya Raman',
    role: 'Engineering Manager',
    industry: 'technology',
    mainGoal: 'develop-leadership',
    skills: ['People Management', 'Hiring', 'Agile Coaching', 'Go', 'Kubernetes', 'Roadmapping'],
    joinedDaysAgo: 360,
  },
  {
    id: DANIEL,
    email: 'daniel.okafor@northwind.example',
    fullName: 'Daniel Okafor',
    role: 'Senior Data Scientist',
    industry: 'finance',
    mainGoal: 'expand-technical',
    skills: ['Python', 'SQL', 'Machine Learning', 'Statistics', 'dbt', 'Data Visualization'],
    joinedDaysAgo: 210,
  },
  {
    id: MEI,
    email: 'mei.chen@northwind.example',
    fullName: 'Mei Chen',
    role: 'Product Manager',
    industry: 'technology',
    mainGoal: 'learn-business',
    skills: ['Product Strategy', 'User Research', 'Roadmapping', 'A/B Testing', 'SQL'],
    joinedDaysAgo: 150,
  },
  {
    id: SOFIA,
    email: 'sofia.alvarez@northwind.example',
    fullName: 'Sofia Alvarez',
    role: 'Senior Product Designer',
    industry: 'other',
    mainGoal: 'improve-communication',
    skills: ['Figma', 'Design Systems', 'Accessibility', 'Prototyping', 'User Research'],
    joinedDaysAgo: 75,
  },
  {
    id: MARCUS,
    email: 'marcus.johnson@northwind.example',
    fullName: 'Marcus Johnson',
    role: 'People Partner',
    industry: 'education',
    mainGoal: 'improve-communication',
    skills: ['Talent Development', 'Coaching', 'Facilitation', 'Employee Relations', 'Workday'],
    joinedDaysAgo: 45,
  },
  {
    id: HANNAH,
    email: 'hannah.schmidt@northwind.example',
    fullName: 'Hannah Schmidt',
    role: 'Marketing Manager',
    industry: 'marketing',
    mainGoal: 'learn-business',
    skills: ['Content Strategy', 'SEO', 'Copywriting', 'HubSpot', 'Campaign Analytics'],
    joinedDaysAgo: 20,
  },
  {
    id: RAVI,
    email: 'ravi.patel@northwind.example',
    fullName: 'Ravi Patel',
    role: 'Financial Analyst',
    industry: 'finance',
    mainGoal: 'career-transition',
    skills: ['Financial Modeling', 'Excel', 'Forecasting', 'Power BI', 'SQL'],
    joinedDaysAgo: 12,
  },
  {
    id: GRACE,
    email: 'grace.liu@northwind.example',
    fullName: 'Grace Liu',
    role: 'Customer Success Manager',
    industry: 'healthcare',
    mainGoal: 'improve-communication',
    skills: ['Account Management', 'Customer Onboarding', 'Negotiation', 'Salesforce', 'Zendesk'],
    joinedDaysAgo: 5,
  },
  {
    id: TOM,
    email: 'tom.becker@northwind.example',
    fullName: 'Tom Becker',
    role: 'Site Reliability Engineer',
    industry: 'technology',
    mainGoal: 'expand-technical',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Observability', 'Incident Management', 'Go', 'Linux'],
    joinedDaysAgo: 120,
  },
  {
    id: AISHA,
    email: 'aisha.bello@northwind.example',
    fullName: 'Aisha Bello',
    role: 'Junior Frontend Developer',
    industry: 'education',
    mainGoal: 'career-transition',
    skills: ['JavaScript', 'React', 'CSS', 'HTML', 'Testing Library'],
    joinedDaysAgo: 2,
  },
  {
    id: LUKAS,
    email: 'lukas.novak@northwind.example',
    fullName: 'Lukas Novak',
    role: 'Security Engineer',
    industry: 'technology',
    mainGoal: 'expand-technical',
    skills: ['Application Security', 'Threat Modeling', 'Python', 'OWASP Top 10', 'Identity and Access Management'],
    joinedDaysAgo: 60,
  },
];

// ---------------------------------------------------------------------------
// Learning sessions
// ---------------------------------------------------------------------------

export const demoSessions: DemoSession[] = [
  // Upcoming, seats left, Alex is a learner.
  {
    id: '00000000-0000-4000-8000-000000000301',
    title: 'Incident Response Tabletop Exercise',
    description:
      'Walk through a simulated checkout outage from first alert to postmortem. Practise the incident commander, communications and operations roles in a safe setting.',
    skillTopic: 'Incident Management',
    sessionType: 'workshop',
    mentorId: TOM,
    learnerIds: [ALEX, PRIYA, AISHA],
    scheduledInDays: 3,
    hour: 15,
    duration: 90,
    maxLearners: 8,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [ART_INCIDENT_RUNBOOK, ART_ON_CALL_HANDOVER],
    createdDaysAgo: 10,
  },
  // Upcoming, hosted by Alex.
  {
    id: '00000000-0000-4000-8000-000000000302',
    title: 'System Design Workshop: Designing a Notification Service',
    description:
      'Design a real service together in small groups: requirements, data model, scaling trade-offs, and how to write the result up as an RFC.',
    skillTopic: 'System Design',
    sessionType: 'workshop',
    mentorId: ALEX,
    learnerIds: [AISHA, LUKAS],
    scheduledInDays: 6,
    hour: 16,
    duration: 90,
    maxLearners: 6,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [ART_RFC],
    createdDaysAgo: 2,
  },
  // Upcoming and FULL.
  {
    id: '00000000-0000-4000-8000-000000000303',
    title: 'Figma Prototyping for Non-Designers',
    description:
      'Build a clickable prototype of a small feature in Figma, using our design system components, and learn how to share it for feedback.',
    skillTopic: 'Prototyping',
    sessionType: 'hands-on',
    mentorId: SOFIA,
    learnerIds: [MEI, HANNAH, GRACE, MARCUS],
    scheduledInDays: 9,
    hour: 13,
    duration: 75,
    maxLearners: 4,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [ART_ACCESSIBILITY],
    createdDaysAgo: 11,
  },
  // Upcoming, unlimited seats, Alex not involved.
  {
    id: '00000000-0000-4000-8000-000000000304',
    title: 'Reading the Analytics Dashboard Like a Pro',
    description:
      'A tour of the company analytics dashboard: choosing filters, segmenting, spotting misleading charts and asking the data team for new metrics.',
    skillTopic: 'Data Analysis',
    sessionType: 'presentation',
    mentorId: DANIEL,
    learnerIds: [MEI, HANNAH, RAVI, GRACE],
    scheduledInDays: 12,
    hour: 14,
    duration: 45,
    maxLearners: null,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [ART_ANALYTICS_DASHBOARD],
    createdDaysAgo: 6,
  },
  // Upcoming, seats left, Alex not involved.
  {
    id: '00000000-0000-4000-8000-000000000305',
    title: 'Giving Feedback That Lands',
    description:
      'An open discussion on giving and receiving feedback across teams, with practice rounds using the SBI model.',
    skillTopic: 'Feedback and Communication',
    sessionType: 'discussion',
    mentorId: MARCUS,
    learnerIds: [PRIYA, SOFIA],
    scheduledInDays: 15,
    hour: 10,
    duration: 60,
    maxLearners: 12,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [ART_SBI_FEEDBACK],
    createdDaysAgo: 4,
  },
  // Upcoming, seats left, Alex not involved.
  {
    id: '00000000-0000-4000-8000-000000000306',
    title: 'Secure Coding Lab: OWASP Top 10',
    description:
      'Find and fix real vulnerabilities in a deliberately insecure sample app: injection, broken access control, leaked secrets and unsafe logging of personal data.',
    skillTopic: 'Application Security',
    sessionType: 'hands-on',
    mentorId: LUKAS,
    learnerIds: [AISHA, TOM],
    scheduledInDays: 22,
    hour: 9,
    duration: 120,
    maxLearners: 10,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [ART_SECURITY_BASICS, ART_PII],
    createdDaysAgo: 1,
  },
  // In progress today.
  {
    id: '00000000-0000-4000-8000-000000000307',
    title: 'From Spreadsheets to Python: Career Pivot Mentoring',
    description:
      'Ongoing 1-on-1 mentoring for moving from financial analysis into data science: pandas basics, SQL habits and a first portfolio project.',
    skillTopic: 'Python for Data Analysis',
    sessionType: 'mentoring',
    mentorId: DANIEL,
    learnerIds: [RAVI],
    scheduledInDays: 0,
    hour: 12,
    duration: 60,
    maxLearners: 1,
    status: 'in-progress',
    sessionNotes: null,
    knowledgeResourceIds: [ART_SQL_PERFORMANCE],
    createdDaysAgo: 8,
  },
  // Completed.
  {
    id: '00000000-0000-4000-8000-000000000308',
    title: 'How We Ship: Feature Flags at Northwind',
    description:
      'How a feature travels from merged PR to 100% of customers: flag naming, rollout stages, monitoring and cleaning up.',
    skillTopic: 'Release Engineering',
    sessionType: 'presentation',
    mentorId: ALEX,
    learnerIds: [PRIYA, MEI, TOM, HANNAH, LUKAS],
    scheduledInDays: -7,
    hour: 15,
    duration: 45,
    maxLearners: null,
    status: 'completed',
    sessionNotes:
      'Covered the five rollout stages and a live demo of ramping a flag. Follow-up: every team to review flags older than 60 days before the next release.',
    knowledgeResourceIds: [ART_FEATURE_FLAGS, ART_RELEASE_CHECKLIST],
    createdDaysAgo: 20,
  },
  // Completed.
  {
    id: '00000000-0000-4000-8000-000000000309',
    title: 'Running Effective 1:1s',
    description:
      'For new and aspiring leads: structuring 1:1s, questions that open things up, and turning conversations into growth plans.',
    skillTopic: 'People Management',
    sessionType: 'workshop',
    mentorId: PRIYA,
    learnerIds: [ALEX, TOM, MARCUS, SOFIA],
    scheduledInDays: -21,
    hour: 11,
    duration: 90,
    maxLearners: 8,
    status: 'completed',
    sessionNotes:
      'Role-played three difficult 1:1 scenarios. Everyone left with a shared 1:1 doc template; Alex and Tom will pilot monthly growth check-ins with their mentees.',
    knowledgeResourceIds: [ART_ONE_ON_ONES],
    createdDaysAgo: 35,
  },
  // Completed.
  {
    id: '00000000-0000-4000-8000-000000000310',
    title: 'Postmortem Review: Checkout Outage',
    description:
      "A blameless walk-through of last month's checkout outage: timeline, contributing factors and what we changed afterwards.",
    skillTopic: 'Incident Management',
    sessionType: 'discussion',
    mentorId: TOM,
    learnerIds: [ALEX, PRIYA, LUKAS, DANIEL],
    scheduledInDays: -40,
    hour: 14,
    duration: 60,
    maxLearners: null,
    status: 'completed',
    sessionNotes:
      'Agreed on three action items: config schema validation in CI, a faster rollback script and a 5xx-rate alert for checkout. Owners assigned in the postmortem doc.',
    knowledgeResourceIds: [ART_POSTMORTEM, ART_INCIDENT_RUNBOOK],
    createdDaysAgo: 50,
  },
];

// ---------------------------------------------------------------------------
// Skill swaps: fromUser offers fromSkill and would like to learn toSkill from toUser.
// ---------------------------------------------------------------------------

export const demoSkillSwaps: DemoSkillSwap[] = [
  {
    id: '00000000-0000-4000-8000-000000000401',
    fromUserId: ALEX,
    toUserId: PRIYA,
    fromSkill: 'TypeScript',
    toSkill: 'People Management',
    status: 'accepted',
    createdDaysAgo: 30,
  },
  {
    id: '00000000-0000-4000-8000-000000000402',
    fromUserId: RAVI,
    toUserId: DANIEL,
    fromSkill: 'Financial Modeling',
    toSkill: 'Python',
    status: 'accepted',
    createdDaysAgo: 10,
  },
  {
    id: '00000000-0000-4000-8000-000000000403',
    fromUserId: SOFIA,
    toUserId: ALEX,
    fromSkill: 'Accessibility',
    toSkill: 'React',
    status: 'pending',
    createdDaysAgo: 4,
  },
  {
    id: '00000000-0000-4000-8000-000000000404',
    fromUserId: AISHA,
    toUserId: ALEX,
    fromSkill: 'CSS',
    toSkill: 'Node.js',
    status: 'pending',
    createdDaysAgo: 1,
  },
  {
    id: '00000000-0000-4000-8000-000000000405',
    fromUserId: TOM,
    toUserId: DANIEL,
    fromSkill: 'Kubernetes',
    toSkill: 'Machine Learning',
    status: 'completed',
    createdDaysAgo: 95,
  },
  {
    id: '00000000-0000-4000-8000-000000000406',
    fromUserId: MEI,
    toUserId: HANNAH,
    fromSkill: 'User Research',
    toSkill: 'SEO',
    status: 'pending',
    createdDaysAgo: 14,
  },
  {
    id: '00000000-0000-4000-8000-000000000407',
    fromUserId: PRIYA,
    toUserId: DANIEL,
    fromSkill: 'Hiring',
    toSkill: 'Statistics',
    status: 'completed',
    createdDaysAgo: 200,
  },
  {
    id: '00000000-0000-4000-8000-000000000408',
    fromUserId: HANNAH,
    toUserId: TOM,
    fromSkill: 'Copywriting',
    toSkill: 'Terraform',
    status: 'declined',
    createdDaysAgo: 16,
  },
];

// ---------------------------------------------------------------------------
// Other companies on the enterprise waitlist (not the demo company)
// ---------------------------------------------------------------------------

export const demoWaitlistCompanies: DemoWaitlistCompany[] = [
  {
    id: '00000000-0000-4000-8000-000000000501',
    name: 'Brightwater Health',
    contactName: 'Elena Ruiz',
    contactEmail: 'elena.ruiz@brightwaterhealth.example',
    size: '1000+',
    challenge:
      'Clinical and IT teams rarely share knowledge, and getting staff productive on new systems takes months.',
    isActive: false,
    joinedDaysAgo: 180,
  },
  {
    id: '00000000-0000-4000-8000-000000000502',
    name: 'Harbor & Pine Marketing',
    contactName: 'Owen Fletcher',
    contactEmail: 'owen.fletcher@harborpine.example',
    size: '201-1000',
    challenge: null,
    isActive: false,
    joinedDaysAgo: 90,
  },
  {
    id: '00000000-0000-4000-8000-000000000503',
    name: 'Campus Forward',
    contactName: 'Nadia Karim',
    contactEmail: 'nadia.karim@campusforward.example',
    size: '51-200',
    challenge: "Our engineers and instructional designers need to understand each other's work to ship faster.",
    isActive: false,
    joinedDaysAgo: 45,
  },
  {
    id: '00000000-0000-4000-8000-000000000504',
    name: 'Ledgerly',
    contactName: 'Sam Whitfield',
    contactEmail: 'sam.whitfield@ledgerly.example',
    size: '11-50',
    challenge: 'A small finance team where everyone must be able to cover for each other during month-end close.',
    isActive: false,
    joinedDaysAgo: 3,
  },
];

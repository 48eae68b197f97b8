/**
 * Demo workspace content for Northwind Labs: people, peer learning sessions, skill swaps and other
 * companies on the enterprise waitlist. Its knowledge articles are Markdown files (demo-articles.ts).
 *
 * The people themselves (names, roles, skills) live in common/demo-people.ts, which the pages' static content
 * shares. Every id is fixed so seeding is idempotent. Dates are relative ("days ago" / "in days") so the
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
} from '../../../common/constants';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { DEMO_PEOPLE, type DemoPersonKey } from '../../../common/demo-people';
import { proposalSentence } from '../../../common/schemas/swaps';

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
  /** People waiting for a seat of a full session, first in line first. */
  waitlistIds?: string[];
  /** Learners the host marked present (a session that is over). */
  attendeeIds?: string[];
  /** Attendees' ratings of a session that is over. */
  ratings?: { userId: string; rating: number; comment: string | null }[];
}

export interface DemoSkillSwap {
  id: string;
  fromUserId: string;
  toUserId: string;
  fromSkill: string;
  toSkill: string;
  status: SkillSwapStatus;
  message?: string;
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

const ALEX = DEMO_PEOPLE.alex.id;
const PRIYA = DEMO_PEOPLE.priya.id;
const DANIEL = DEMO_PEOPLE.daniel.id;
const MEI = DEMO_PEOPLE.mei.id;
const SOFIA = DEMO_PEOPLE.sofia.id;
const MARCUS = DEMO_PEOPLE.marcus.id;
const HANNAH = DEMO_PEOPLE.hannah.id;
const RAVI = DEMO_PEOPLE.ravi.id;
const GRACE = DEMO_PEOPLE.grace.id;
const TOM = DEMO_PEOPLE.tom.id;
const AISHA = DEMO_PEOPLE.aisha.id;
const LUKAS = DEMO_PEOPLE.lukas.id;

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

/** Seeding's own fields for each demo person; names, roles and skills come from DEMO_PEOPLE. */
const SEEDING: Record<DemoPersonKey, Pick<DemoUser, 'industry' | 'mainGoal' | 'joinedDaysAgo'>> = {
  alex: { industry: 'technology', mainGoal: 'develop-leadership', joinedDaysAgo: 340 },
  priya: { industry: 'technology', mainGoal: 'develop-leadership', joinedDaysAgo: 360 },
  daniel: { industry: 'finance', mainGoal: 'expand-technical', joinedDaysAgo: 210 },
  mei: { industry: 'technology', mainGoal: 'learn-business', joinedDaysAgo: 150 },
  sofia: { industry: 'other', mainGoal: 'improve-communication', joinedDaysAgo: 75 },
  marcus: { industry: 'education', mainGoal: 'improve-communication', joinedDaysAgo: 45 },
  hannah: { industry: 'marketing', mainGoal: 'learn-business', joinedDaysAgo: 20 },
  ravi: { industry: 'finance', mainGoal: 'career-transition', joinedDaysAgo: 12 },
  grace: { industry: 'healthcare', mainGoal: 'improve-communication', joinedDaysAgo: 5 },
  tom: { industry: 'technology', mainGoal: 'expand-technical', joinedDaysAgo: 120 },
  aisha: { industry: 'education', mainGoal: 'career-transition', joinedDaysAgo: 2 },
  lukas: { industry: 'technology', mainGoal: 'expand-technical', joinedDaysAgo: 60 },
};

export const demoUsers: DemoUser[] = (Object.keys(SEEDING) as DemoPersonKey[]).map((key) => {
  const { id, email, fullName, role, skills } = DEMO_PEOPLE[key];
  return { id, email, fullName, role, skills: [...skills], ...SEEDING[key] };
});

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
    waitlistIds: [RAVI, SOFIA],
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
  // Upcoming: the rest of the demo's active sessions (18 with the ones above, the knowledge hub's figure).
  {
    id: '00000000-0000-4000-8000-000000000311',
    title: 'Terraform Basics: Your First Module',
    description:
      'Write, plan and apply a small Terraform module for a staging bucket, then review it together the way we review infrastructure changes.',
    skillTopic: 'Terraform',
    sessionType: 'hands-on',
    mentorId: TOM,
    learnerIds: [LUKAS, ALEX],
    scheduledInDays: 4,
    hour: 13,
    duration: 90,
    maxLearners: 6,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 1,
  },
  {
    id: '00000000-0000-4000-8000-000000000312',
    title: 'Writing Release Notes Customers Read',
    description:
      'What makes a release note useful: leading with the change for the reader, plain words, and one example. Bring a draft to rework.',
    skillTopic: 'Technical Writing',
    sessionType: 'workshop',
    mentorId: HANNAH,
    learnerIds: [GRACE, MEI],
    scheduledInDays: 5,
    hour: 10,
    duration: 60,
    maxLearners: 12,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 1,
  },
  {
    id: '00000000-0000-4000-8000-000000000313',
    title: 'Negotiation Basics for Renewals',
    description:
      'Prepare a renewal conversation: interests over positions, your walk-away point, and how to trade rather than concede.',
    skillTopic: 'Negotiation',
    sessionType: 'discussion',
    mentorId: GRACE,
    learnerIds: [MARCUS, RAVI],
    scheduledInDays: 7,
    hour: 14,
    duration: 60,
    maxLearners: 8,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 2,
  },
  {
    id: '00000000-0000-4000-8000-000000000314',
    title: 'Power BI for Team Leads',
    description:
      'Build a one-page team report from a spreadsheet: import, model, three visuals, and sharing it with the right people.',
    skillTopic: 'Power BI',
    sessionType: 'workshop',
    mentorId: RAVI,
    learnerIds: [PRIYA, HANNAH],
    scheduledInDays: 8,
    hour: 9,
    duration: 90,
    maxLearners: 10,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 2,
  },
  {
    id: '00000000-0000-4000-8000-000000000315',
    title: 'Threat Modeling a New Feature',
    description:
      'Model the threats of a real upcoming feature with STRIDE: data flows, trust boundaries and the three mitigations worth doing first.',
    skillTopic: 'Threat Modeling',
    sessionType: 'workshop',
    mentorId: LUKAS,
    learnerIds: [TOM, ALEX, AISHA],
    scheduledInDays: 10,
    hour: 15,
    duration: 90,
    maxLearners: 8,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 3,
  },
  {
    id: '00000000-0000-4000-8000-000000000316',
    title: 'Code Review That Teaches',
    description:
      'How to write review comments that explain the why, when to pair instead of comment, and how to receive a hard review.',
    skillTopic: 'Code Review',
    sessionType: 'discussion',
    mentorId: ALEX,
    learnerIds: [AISHA, LUKAS],
    scheduledInDays: 11,
    hour: 16,
    duration: 60,
    maxLearners: 10,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 3,
  },
  {
    id: '00000000-0000-4000-8000-000000000317',
    title: 'Coaching Conversations for New Managers',
    description:
      'One-to-one coaching on the first months as a manager: running team rituals, giving feedback and saying no.',
    skillTopic: 'Coaching',
    sessionType: 'mentoring',
    mentorId: MARCUS,
    learnerIds: [PRIYA],
    scheduledInDays: 13,
    hour: 11,
    duration: 60,
    maxLearners: 1,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 4,
  },
  {
    id: '00000000-0000-4000-8000-000000000318',
    title: 'Observability 101: Reading Our Dashboards',
    description:
      'A tour of the service dashboards on-call engineers use: what each graph means, and which ones to check first when something breaks.',
    skillTopic: 'Observability',
    sessionType: 'presentation',
    mentorId: TOM,
    learnerIds: [GRACE, RAVI, HANNAH],
    scheduledInDays: 16,
    hour: 14,
    duration: 45,
    maxLearners: null,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 5,
  },
  {
    id: '00000000-0000-4000-8000-000000000319',
    title: 'Customer Onboarding Playbook Walk-through',
    description:
      'How a new customer goes from signed contract to first value in 30 days, and where other teams can help.',
    skillTopic: 'Customer Onboarding',
    sessionType: 'presentation',
    mentorId: GRACE,
    learnerIds: [MARCUS],
    scheduledInDays: 18,
    hour: 10,
    duration: 45,
    maxLearners: 20,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 6,
  },
  {
    id: '00000000-0000-4000-8000-000000000320',
    title: 'SEO for Product Pages',
    description: 'Hands-on with the product pages: search intent, titles and descriptions, and measuring what changed.',
    skillTopic: 'SEO',
    sessionType: 'hands-on',
    mentorId: HANNAH,
    learnerIds: [MEI, SOFIA],
    scheduledInDays: 25,
    hour: 13,
    duration: 90,
    maxLearners: 6,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 8,
  },
  {
    id: '00000000-0000-4000-8000-000000000321',
    title: 'TypeScript Generics in Practice',
    description:
      'Read and write the generic types you meet in our codebase: constraints, inference and when a plain type is better.',
    skillTopic: 'TypeScript',
    sessionType: 'workshop',
    mentorId: ALEX,
    learnerIds: [LUKAS],
    scheduledInDays: 30,
    hour: 15,
    duration: 60,
    maxLearners: 8,
    status: 'upcoming',
    sessionNotes: null,
    knowledgeResourceIds: [],
    createdDaysAgo: 10,
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
    attendeeIds: [PRIYA, MEI, TOM, HANNAH],
    ratings: [
      { userId: PRIYA, rating: 5, comment: 'Finally understood how our kill switches work.' },
      { userId: MEI, rating: 4, comment: null },
      { userId: TOM, rating: 5, comment: 'Great live demo.' },
    ],
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
    attendeeIds: [ALEX, TOM, MARCUS, SOFIA],
    ratings: [
      { userId: TOM, rating: 4, comment: 'Practical templates I used the next day.' },
      { userId: SOFIA, rating: 5, comment: null },
    ],
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
    attendeeIds: [ALEX, PRIYA, LUKAS, DANIEL],
    ratings: [
      { userId: PRIYA, rating: 4, comment: null },
      { userId: LUKAS, rating: 5, comment: 'Blameless and useful.' },
      { userId: DANIEL, rating: 4, comment: null },
    ],
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
    message: 'Happy to pair with you on TypeScript; I would love to learn how you run one-to-ones and growth plans.',
    createdDaysAgo: 30,
  },
  {
    id: '00000000-0000-4000-8000-000000000402',
    fromUserId: RAVI,
    toUserId: DANIEL,
    fromSkill: 'Financial Modeling',
    toSkill: 'Python',
    status: 'accepted',
    message: 'Pandas keeps beating me. I can teach you the forecasting model behind the budget.',
    createdDaysAgo: 10,
  },
  {
    id: '00000000-0000-4000-8000-000000000403',
    fromUserId: SOFIA,
    toUserId: ALEX,
    fromSkill: 'Accessibility',
    toSkill: 'React',
    status: 'pending',
    message: 'I would love a hand with React hooks; in return I can review your components for accessibility.',
    createdDaysAgo: 4,
  },
  {
    id: '00000000-0000-4000-8000-000000000404',
    fromUserId: AISHA,
    toUserId: ALEX,
    fromSkill: 'CSS',
    toSkill: 'Node.js',
    status: 'pending',
    message: 'Could you show me how our Node services fit together? I can help with the CSS of the new settings page.',
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
  {
    id: '00000000-0000-4000-8000-000000000409',
    fromUserId: ALEX,
    toUserId: TOM,
    fromSkill: 'TypeScript',
    toSkill: 'Docker',
    status: 'pending',
    message:
      'Our deploy scripts would make a good first TypeScript project, and I want to stop guessing at Dockerfiles.',
    createdDaysAgo: 18,
  },
  {
    id: '00000000-0000-4000-8000-000000000410',
    fromUserId: LUKAS,
    toUserId: ALEX,
    fromSkill: 'Security',
    toSkill: 'React',
    status: 'completed',
    message: 'Threat modelling for your team in exchange for a tour of our React code.',
    createdDaysAgo: 120,
  },
];

/**
 * The demo user's inbox: a line for each swap proposed to them, written when it was proposed, so a visitor
 * opening the inbox sees what a colleague's proposal looks like.
 */
export function demoInbox(swaps: readonly DemoSkillSwap[], daysAgo: (days: number) => Date) {
  const nameOf = (id: string) => demoUsers.find((user) => user.id === id)!.fullName;
  return swaps
    .filter((swap) => swap.toUserId === ALEX && swap.status === 'pending')
    .map((swap) => ({
      userId: ALEX,
      companyId: DEMO_WORKSPACE.companyId,
      actorId: swap.fromUserId,
      swapId: swap.id,
      kind: 'swap_proposed',
      text: proposalSentence(nameOf(swap.fromUserId), swap.fromSkill, swap.toSkill),
      createdAt: daysAgo(swap.createdDaysAgo),
    }));
}

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

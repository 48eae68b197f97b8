/**
 * Demo workspace content for Northwind Labs: people, knowledge articles, peer learning sessions,
 * skill swaps and other companies on the enterprise waitlist.
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

const ART_PULL_REQUESTS = '00000000-0000-4000-8000-000000000201';
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
const ART_ONBOARDING = '00000000-0000-4000-8000-000000000212';
const ART_SBI_FEEDBACK = '00000000-0000-4000-8000-000000000213';
const ART_SECURITY_BASICS = '00000000-0000-4000-8000-000000000214';
const ART_MENTORING_GUIDE = '00000000-0000-4000-8000-000000000215';
const ART_ANALYTICS_DASHBOARD = '00000000-0000-4000-8000-000000000216';
const ART_OBSERVABILITY = '00000000-0000-4000-8000-000000000217';
const ART_MEETING_NOTES = '00000000-0000-4000-8000-000000000218';
const ART_CUSTOMER_INTERVIEWS = '00000000-0000-4000-8000-000000000219';

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
// Knowledge articles
// ---------------------------------------------------------------------------

export const demoArticles: DemoArticle[] = [
  {
    id: ART_PULL_REQUESTS,
    title: 'Writing a Good Pull Request and Code Review Etiquette',
    category: 'Best Practices',
    tags: ['code-review', 'pull-requests', 'engineering', 'collaboration'],
    authorId: ALEX,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 280,
    views: 276,
    helpful: 38,
    content: `A pull request is a message to a future reader as much as a request to merge. Reviewers at Northwind handle several PRs a day, so a few habits on both sides keep the queue moving and the codebase healthy.

## For authors

### Keep it small and focused
- One logical change per PR. Refactors, dependency bumps and behaviour changes go in separate PRs.
- Aim for fewer than about 400 changed lines. If a change is bigger, split it behind a feature flag or into a stacked series.
- Remove debugging output, commented-out code and unrelated formatting changes before asking for review.

### Write a description that answers the obvious questions
Use the repository's PR template:

\`\`\`markdown
## What
One or two sentences on the change.

## Why
The problem, with a link to the ticket or RFC.

## How to test
Steps a reviewer can follow, plus what you tested yourself.

## Risk and rollout
Flags, migrations, anything that needs a careful deploy.
\`\`\`

Screenshots or a short screen recording help a lot for UI changes.

### Review your own diff first
Read the diff in the review tool before requesting reviewers. You will catch typos, leftover TODOs and missing tests, and save everyone a round trip.

## For reviewers

### Respond quickly, even if briefly
Our target is a first response within one working day. If you can't review properly, say so and suggest someone else.

### Label the weight of each comment
| Prefix | Meaning |
|---|---|
| **blocking:** | Must change before merge (bug, security, data loss) |
| **suggestion:** | Worth considering; the author decides |
| **nit:** | Style or taste; never blocks |
| **question:** | You want to understand, not necessarily change |

### Critique the code, not the person
Write "this loop re-reads the file on every iteration" rather than "you made this slow". Ask questions when the intent is unclear; the author often has context you don't.

### Look for what matters most
1. Correctness and edge cases: empty input, nulls, time zones, concurrency.
2. Security and privacy: input validation, authorisation checks, secrets, PII in logs.
3. Tests that would fail if the change were broken.
4. Readability: names, structure, comments that explain *why*.
5. Style last, and only what the linter doesn't already catch.

### Approve with comments
If the remaining comments are nits or suggestions, approve and trust the author to address them. Holding a PR back over naming preferences costs more than it saves.

## Resolving disagreements
If a thread goes past two rounds, move to a short call and write the outcome back into the PR. If it turns out to be a wider design question, open an RFC rather than settling it inside one review.`,
  },
  {
    id: ART_SQL_PERFORMANCE,
    title: 'SQL Query Performance Basics',
    category: 'Best Practices',
    tags: ['sql', 'postgresql', 'performance', 'databases'],
    authorId: DANIEL,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 190,
    views: 214,
    helpful: 31,
    content: `Most slow pages we investigate trace back to a handful of query patterns. You don't need to be a database specialist to avoid them; you need to know how to ask PostgreSQL what it is doing.

## Start with EXPLAIN ANALYZE
\`\`\`sql
EXPLAIN (ANALYZE, BUFFERS)
SELECT id, title
FROM articles
WHERE company_id = $1 AND is_active
ORDER BY created_at DESC
LIMIT 20;
\`\`\`

Read the plan from the innermost node outwards. Things to look for:
- **Seq Scan** on a large table where you expected an index.
- A big gap between *estimated* and *actual* rows: statistics may be stale (run ANALYZE) or the condition is hard to estimate.
- **Sort** or **Hash** nodes that spill to disk ("external merge").
- Nested loops that run an inner scan thousands of times.

Never run EXPLAIN ANALYZE on a write statement in production without wrapping it in a transaction that you roll back: it really executes the query.

## Index for your access patterns
- Index the columns you filter and join on. For a query that filters by company_id and sorts by created_at, a composite index on (company_id, created_at DESC) serves both.
- Column order matters: equality filters first, range or sort columns after.
- Partial indexes (for example WHERE is_active) keep indexes small when most queries only touch a subset of rows.
- Every index slows down writes and takes space. Drop indexes that pg_stat_user_indexes shows are never used.

## Common anti-patterns
| Pattern | Why it hurts | Try instead |
|---|---|---|
| SELECT * | Reads and transfers columns you don't need | List the columns |
| A function on an indexed column, e.g. lower(email) = ... | The plain index can't be used | Expression index, or store a normalised value |
| OFFSET 10000 pagination | Scans and throws away rows | Keyset pagination (WHERE created_at < last seen value) |
| N+1 queries from the ORM | One round trip per row | A join, or batch with WHERE id = ANY(...) |
| Leading wildcard LIKE '%term' | A B-tree index can't help | Full-text search or a trigram index |

## Keep transactions short
Long transactions hold locks and stop VACUUM from cleaning up dead rows, which makes every other query slower. Do network calls and heavy computation outside the transaction.

## Checklist before merging a new query
1. Run it against a realistically sized dataset, not an empty development database.
2. Check the plan for sequential scans on big tables.
3. Make sure anything user-facing has a LIMIT.
4. Add or adjust the index in the same PR, with a migration that creates it CONCURRENTLY on large tables.

If you are stuck, post the query and the plan in #data-help. A plan is worth a thousand guesses.`,
  },
  {
    id: ART_ONE_ON_ONES,
    title: 'Running Effective 1:1s',
    category: 'Best Practices',
    tags: ['management', 'one-on-ones', 'leadership', 'feedback'],
    authorId: PRIYA,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 300,
    views: 241,
    helpful: 36,
    content: `A 1:1 is the report's meeting, not a status update for the manager. Done well, it is where trust, career growth and early warnings about problems come from. Done badly, it is thirty minutes of reading out a ticket list.

## Cadence and logistics
- Weekly for 30 minutes is a good default; every two weeks can work for experienced people who prefer it.
- Keep the slot stable. Moving it is fine; cancelling it repeatedly signals that it doesn't matter.
- Keep a shared running document, newest entry at the top, that both people can add to during the week.

## A simple agenda
1. **Their topics first.** Whatever is on their mind: blockers, frustrations, ideas.
2. **Your topics.** Context from leadership, feedback, upcoming changes.
3. **Growth.** Once a month, step back from the week: which skills are they building, and what do they want to be doing in a year?
4. **Actions.** Write down who does what by when.

## Questions that open things up
- What's the most frustrating part of your work right now?
- Is there anything you're waiting on from me?
- What would you like more of, or less of, in your work?
- Who on the team has helped you recently? (Great input for recognition.)
- If you ran the team for a week, what would you change?

Avoid asking only "how's it going?". It invites "fine".

## Feedback in both directions
Share specific feedback close to when things happen rather than saving it for reviews; the SBI model in the Training section is a useful structure. Ask for feedback on your own management too, and act visibly on at least some of it, or people stop offering.

## Growth conversations and T-shaped skills
Use 1:1s to map where someone is deep and where they want breadth. Skillweave's profile and recommendations give a starting point; peer learning sessions and skill swaps are cheap ways to try a new area before committing to a formal course.

## Common pitfalls
| Pitfall | Fix |
|---|---|
| It turns into a status meeting | Move status to standups or async updates |
| The manager talks most of the time | Aim for the report speaking 70% of the time |
| No follow-through on actions | Review last week's actions at the start |
| Skipping when busy | Shorten to 15 minutes rather than cancel |

## For the person being managed
You own the agenda. Bring topics, note decisions, and raise concerns early: small problems are much easier to fix when your manager hears about them in week one rather than month three.`,
  },
  {
    id: ART_POSTMORTEM,
    title: 'Writing a Blameless Postmortem',
    category: 'Best Practices',
    tags: ['postmortem', 'incident', 'outage', 'reliability'],
    authorId: TOM,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 95,
    views: 163,
    helpful: 27,
    content: `Every significant incident at Northwind gets a postmortem: any SEV1 or SEV2, any outage customers noticed, and any near miss that could easily have been worse. The goal is to learn and to make a repeat less likely, not to find someone to blame.

## Why blameless
People make reasonable decisions with the information they have at the time. If the postmortem punishes whoever pushed the button, the next person will hide their mistakes and we lose the information we need. Ask "why did this make sense at the time?" and "what let this reach production?" instead of "who did this?".

## Timeline for the write-up
- Draft within **3 working days** of the incident being resolved, while memories are fresh.
- Review meeting within **5 working days**: incident commander, responders, service owners and anyone interested.
- Action items filed as tickets with owners before the meeting ends.

## Template
\`\`\`markdown
# Postmortem: short title
Severity: SEV2 | Duration: 47 min | Status: Draft

## Summary
Two or three sentences a non-engineer can understand.

## Impact
Who was affected, how many, for how long; any data loss.

## Timeline (UTC)
14:02 Deploy of checkout-service v412 begins
14:09 Error-rate alert fires; on-call acknowledges

## Root cause and contributing factors
## What went well
## What went badly
## Where we got lucky
## Action items (owner, ticket, due date)
\`\`\`

## Tips for a useful analysis
- **Look past the first cause.** "A bad config was deployed" is where the analysis starts. Why was it possible to deploy it? Why didn't a test, a canary or an alert catch it sooner?
- **Separate detection, diagnosis and recovery.** Each phase has its own improvements: better alerts, better dashboards, faster rollback.
- **Include what went well.** A fast rollback or a clear status page update is worth repeating on purpose.
- **Record the near misses.** "We were lucky the database failover worked" is an action item waiting to happen.

## Good action items
Action items should be specific, owned and small enough to actually get done.

| Weak | Strong |
|---|---|
| Be more careful with configs | Validate the checkout config schema in CI (owner and due date set) |
| Improve monitoring | Alert when the checkout 5xx rate exceeds 2% for 3 minutes |
| Write better docs | Add rollback steps to the checkout runbook |

Prefer fixes that change the system (automation, guardrails, alerts) over ones that rely on people remembering to be careful.

## Sharing
Publish the final postmortem in the Knowledge Hub with the postmortem tag and link it from the incident channel. Reading old postmortems is one of the fastest ways for new on-call engineers to learn how our systems fail.`,
  },
  {
    id: ART_INCIDENT_RUNBOOK,
    title: 'Incident Response Runbook',
    category: 'Processes',
    tags: ['incident', 'on-call', 'outage', 'runbook', 'sre'],
    authorId: TOM,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 110,
    views: 298,
    helpful: 40,
    content: `This runbook describes what to do from the moment something looks wrong in production until the incident is closed. Keep it open during your on-call week.

## 1. Declare early
If customers might be affected, declare an incident. Downgrading later costs little; declaring late costs hours.

Run \`/incident start\` in Slack, or create a channel named #inc-date-short-name by hand if the bot is down.

## 2. Assign roles
| Role | Responsibility |
|---|---|
| Incident commander (IC) | Coordinates, makes decisions, keeps the timeline. Does not debug. |
| Operations lead | Investigates and applies fixes, pulls in other engineers. |
| Communications lead | Updates the status page and internal stakeholders. |
| Scribe | Records actions and times in the incident channel. |

For small incidents one person can hold several roles, but the IC should hand off hands-on debugging as soon as a second responder arrives.

## 3. Set the severity
- **SEV1**: major outage or data loss; all or most customers affected. Page the secondary and the engineering manager immediately.
- **SEV2**: significant degradation, or a key feature down for some customers.
- **SEV3**: minor issue with a workaround; can be handled in working hours.

## 4. Stabilise before you fix
The first goal is to stop the bleeding, not to find the root cause.
1. Was there a recent deploy, config change or feature flag change? Roll it back first and ask questions later.
2. Scale up, fail over, or shed non-critical load if the system is overloaded.
3. Turn off the affected feature with its flag if that limits the damage.

## 5. Communicate on a rhythm
- Post an internal update every 30 minutes for SEV1 (hourly for SEV2), even if it says "no change, still investigating".
- Update the public status page within 15 minutes of declaring a customer-facing incident.
- Customer success should hear about the outage from us before customers tell them.

A good update says what we know, what we are doing, and when the next update will be.

## 6. Resolve and hand off
- Confirm recovery using metrics, not a single successful request.
- Keep watching for 30 minutes before closing the incident.
- If the incident runs across an on-call shift change, do a live handover (see the On-call Handover Guide).

## 7. Follow up
- The IC opens the postmortem document within 24 hours.
- SEV1 and SEV2 incidents always get a blameless postmortem review.
- Action items are filed as tickets with owners.

## Useful links
- Service dashboards, traces and log search: see the Observability Toolkit article.
- Escalation contacts: the on-call schedule in PagerDuty.
- Status page admin: ask the communications lead for access if you don't have it yet.`,
  },
  {
    id: ART_ON_CALL_HANDOVER,
    title: 'On-call Handover Guide',
    category: 'Processes',
    tags: ['on-call', 'handover', 'incident', 'operations'],
    authorId: PRIYA,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 62,
    views: 137,
    helpful: 22,
    content: `The primary on-call rotation changes every Monday at 10:00 local time. A good handover means the incoming engineer starts the week knowing what is fragile, what is in flight and what can safely be ignored. A bad one means they rediscover last week's problems at 3 a.m.

## Before the handover (outgoing engineer)
Post the handover note in the on-call channel by Monday morning:

\`\`\`markdown
## On-call handover: week of 2 June
Outgoing: @name | Incoming: @name

### Incidents this week
- SEV2 checkout latency (Tue), resolved; postmortem draft linked

### Ongoing issues / things to watch
- Disk usage on reporting-db at 78%, growing about 2% a day

### Noisy or flaky alerts
- queue-depth on email-worker fires during the nightly batch; safe to acknowledge

### In-flight changes
- Payment provider migration: 20% of traffic behind the payments-v2 flag

### Open action items
- OPS-412: raise the connection pool limit (owner: Tom)
\`\`\`

## The handover conversation
Spend 15 minutes on a call, even after a quiet week. Walk through the note and answer:
- Is anything degraded right now, or likely to page tonight?
- Are there scheduled events this week: big releases, migrations, marketing campaigns, vendor maintenance?
- Which alerts are known to be noisy, and is there a ticket to fix them?
- Is an incident still open? If so, transfer the incident commander role explicitly and say it out loud: "You are now IC."

## Incoming engineer checklist
- [ ] Confirm a test page reaches your phone.
- [ ] Check that VPN, production read access and dashboard logins work from home.
- [ ] Read the last two postmortems and any open incident channels.
- [ ] Know who your secondary and escalation manager are this week.
- [ ] Lighten your project load: on-call weeks are not the time for deep feature work.

## Handing over mid-incident
If your shift ends during an active incident, don't just log off. Do a live handover in the incident channel: current state, hypotheses already ruled out, actions in progress and the next planned step. The outgoing engineer stays reachable for 30 minutes afterwards.

## Improving the rotation
Every handover is also feedback on the rotation itself. If an alert woke someone up and needed no action, file a ticket to tune or delete it. Track pages per week; if the number keeps growing, raise it in the reliability review instead of absorbing it as normal.`,
  },
  {
    id: ART_FEATURE_FLAGS,
    title: 'Feature Flag Rollout Process',
    category: 'Processes',
    tags: ['feature-flags', 'releases', 'deployment', 'experimentation'],
    authorId: ALEX,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 230,
    views: 188,
    helpful: 25,
    content: `We ship code to production continuously, but we release features gradually. Feature flags separate the two: code can be merged and deployed while the feature stays off until we are ready.

## When to use a flag
- Any user-visible change that touches more than one screen or endpoint.
- Risky backend changes: new queries, new caching, a move to a new provider.
- Anything we want to A/B test.

Small bug fixes and copy changes usually don't need one.

## Naming and ownership
Flags are named team-area-feature, for example growth-onboarding-checklist. Every flag has an owner and an expected removal date in its description. A flag without an owner is a bug.

## Rollout stages
| Stage | Audience | Minimum time | Exit criteria |
|---|---|---|---|
| 0. Dark | Nobody (code deployed, flag off) | - | The deploy is healthy |
| 1. Internal | Northwind employees | 1-2 days | No new errors; the team has dogfooded it |
| 2. Canary | 5% of customers | 1 day | Error rate and latency in the normal range |
| 3. Ramp | 25%, then 50% | 1 day each | Product metrics no worse than control |
| 4. GA | 100% | - | Announce it; schedule flag removal |

Skip or shorten stages only with the team lead's agreement, and never on a Friday afternoon.

## Writing flag-safe code
Keep the flag check at the edge and both paths simple:

\`\`\`ts
if (flags.isEnabled('growth-onboarding-checklist', { userId, companyId })) {
  return renderChecklist(user);
}
return renderLegacyWelcome(user);
\`\`\`

- Evaluate the flag once per request and pass the result down, rather than checking it in many places.
- Make sure both code paths have tests.
- Database migrations must work with the flag on **and** off: add new columns first, backfill, then switch reads.

## Monitoring during rollout
Before each stage, open the feature's dashboard and note the baseline error rate, p95 latency and the key product metric. After raising the percentage, watch for at least 30 minutes. If something regresses, turn the flag off first and investigate second; that is the whole point of having it.

## Cleaning up
Flags are temporary. Within two weeks of reaching 100%:
1. Remove the flag check and the old code path.
2. Delete the flag from the flag service.
3. Close the tracking ticket.

Stale flags make code harder to read and create combinations nobody has tested. The weekly flag report lists flags older than 60 days, and owners are expected to act on it.`,
  },
  {
    id: ART_RELEASE_CHECKLIST,
    title: 'Release Checklist',
    category: 'Processes',
    tags: ['release', 'checklist', 'deployment', 'qa'],
    authorId: ALEX,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 44,
    views: 96,
    helpful: 14,
    content: `Most of our services deploy automatically when a PR merges to main. Some releases still need extra care: mobile app releases, database migrations, public API changes and anything announced to customers. Use this checklist for those.

## One week before
- [ ] Scope is frozen; anything not merged moves to the next release.
- [ ] Release notes drafted with product marketing (customer-facing wording, screenshots).
- [ ] Customer success briefed on changes that affect workflows or support tickets.
- [ ] Public API changes are backwards compatible or versioned, and deprecations are announced.
- [ ] Feature flags for the release exist and are off in production.

## The day before
- [ ] All tests green on the release branch, including end-to-end tests.
- [ ] Migrations tested and timed against a recent anonymised copy of production data.
- [ ] Rollback plan written down: which build, which flag, how long it takes.
- [ ] The on-call engineer knows the release is happening and has the rollback plan.
- [ ] No conflicting events: marketing campaigns, vendor maintenance, public holidays in major markets.

## Release day
1. Announce the start in #releases with a link to the release ticket.
2. Run migrations first; confirm they completed and check replication lag.
3. Deploy to staging, run the smoke tests, then deploy to production.
4. Turn on flags following the Feature Flag Rollout Process.
5. Watch dashboards for 30 minutes: error rates, latency, queue depth, sign-ups and checkouts.
6. Post "release complete" in #releases, with any known issues.

## Go / no-go criteria
| Signal | Go | No-go |
|---|---|---|
| Open SEV1 or SEV2 incident | None | Any |
| Failing tests on the release branch | None | Any |
| Release owner available for 2 hours after deploy | Yes | No |
| Timing | Before 15:00 local, Monday to Thursday | Friday afternoon or the eve of a holiday |

## If something goes wrong
Roll back first and debug later. Turning off a flag is the fastest option; redeploying the previous build is next. Data migrations are the hard case, which is why destructive steps (dropping columns, deleting data) always ship in a later release, once the new code has been stable for at least a week.

## After the release
- [ ] Release notes published and linked from the changelog.
- [ ] Any incident during the release gets a postmortem, even a small one.
- [ ] A five-minute retro in the team channel: what slowed us down, and what should we automate next time?`,
  },
  {
    id: ART_PII,
    title: 'Data Privacy and PII Handling Guideline',
    category: 'Guidelines',
    tags: ['privacy', 'pii', 'security', 'compliance', 'gdpr'],
    authorId: LUKAS,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 55,
    views: 121,
    helpful: 19,
    content: `Personally identifiable information (PII) is any data that can identify a person on its own or combined with other data. We hold PII about our customers' employees, so mishandling it is both a legal risk and a breach of trust. This guideline applies to everyone, not only engineers.

## What counts as PII
| Category | Examples | Handling level |
|---|---|---|
| Direct identifiers | Name, email, phone number, employee ID | Confidential |
| Sensitive | Health data, government ID numbers, bank details, performance reviews | Restricted |
| Indirect or technical | IP address, device ID, precise location, cookie IDs | Confidential |
| Aggregated or anonymised | "42% of users completed onboarding" | Internal |

When in doubt, treat data as Confidential and ask in #privacy.

## Core rules
1. **Collect only what we need.** Every new field that stores personal data needs a stated reason in the design doc.
2. **Don't copy production data around.** No customer data in spreadsheets, personal drives, chat messages or tickets. Link to the record in the admin tool instead.
3. **Never log PII.** Log user IDs, not emails or names. Request bodies must never be logged in full.
4. **Use anonymised data outside production.** Staging and local environments use the seeded anonymised dataset, never a raw dump.
5. **Least privilege.** Request access for a specific task and give it back when you are done. Access to Restricted data is reviewed every quarter.
6. **Respect retention.** Data is deleted when its retention period ends or when a customer asks; don't build features that quietly keep copies.

## For engineers
- Mark PII columns in the schema with a comment so automated checks can find them.
- Encrypt Restricted fields at the application level, on top of disk encryption.
- Redact PII from error reports and analytics events before they leave our systems.
- Before sending personal data to a new third-party service, involve security and legal: we need a data processing agreement in place first.

## Customer requests
Requests to access, correct or delete personal data go to privacy@northwind.example. We have 30 days to respond, so forward them the day you receive them, even if you are not sure it is a formal request.

## If something goes wrong
If you think PII has been exposed (sent to the wrong customer, posted in a public channel, found in logs, on a lost laptop), report it to the security team **immediately** in #security-incidents. Don't investigate quietly first: some regulations require notification within 72 hours, and that clock starts when we become aware.`,
  },
  {
    id: ART_ACCESSIBILITY,
    title: 'Accessibility Checklist for UI Work',
    category: 'Guidelines',
    tags: ['accessibility', 'a11y', 'frontend', 'design', 'wcag'],
    authorId: SOFIA,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 70,
    views: 152,
    helpful: 24,
    content: `We aim for WCAG 2.1 AA on every customer-facing screen. Accessibility is much cheaper to build in than to retrofit, so run through this checklist in design review and again before merging UI changes.

## Design
- [ ] Text contrast is at least 4.5:1 (3:1 for large text and for UI parts such as input borders and icons).
- [ ] Information is never conveyed by colour alone: pair red and green states with icons or text.
- [ ] Touch targets are at least 44 x 44 px on mobile.
- [ ] Focus states are designed, visible and consistent, not left to browser defaults that someone may remove.
- [ ] Layouts work at 200% zoom and at 320 px width without horizontal scrolling.
- [ ] Motion is subtle and respects the reduced-motion setting.

## Semantics and structure
- [ ] One h1 per page; headings follow a logical order without skipping levels.
- [ ] Native elements first: button for actions, a for navigation, real lists and tables for lists and tables.
- [ ] Landmarks (header, nav, main, footer) are present so screen reader users can jump between regions.
- [ ] The page title changes on navigation in our single-page app.

## Forms
- [ ] Every input has a visible label connected to it, not just a placeholder.
- [ ] Required fields are marked in text, not only by a coloured asterisk.
- [ ] Error messages appear next to the field, are announced to screen readers, and say how to fix the problem.
- [ ] The form keeps what the user typed when validation fails.

## Keyboard
- [ ] Everything clickable can be reached with Tab and activated with Enter or Space.
- [ ] Tab order follows the visual order.
- [ ] Dialogs trap focus while open, close with Escape, and return focus to the element that opened them.
- [ ] There is a "skip to content" link.

## Images and media
- [ ] Informative images have alt text describing their purpose; decorative images have empty alt text.
- [ ] Icon-only buttons have an accessible name (aria-label).
- [ ] Videos have captions.

## Testing before merge
| Check | Tool | Time |
|---|---|---|
| Automated scan | axe DevTools browser extension | 2 min |
| Keyboard-only pass | Put the mouse away | 5 min |
| Screen reader spot check | VoiceOver (macOS) or NVDA (Windows) | 10 min |
| Zoom and reflow | Browser zoom at 200% | 2 min |

Automated tools catch only part of the problems, so the manual checks matter. If you are unsure how a component should behave, the WAI-ARIA Authoring Practices describe the expected keyboard patterns for tabs, menus, comboboxes and dialogs. Questions go to #design-system.`,
  },
  {
    id: ART_RFC,
    title: 'How to Write an RFC (Design Doc)',
    category: 'Guidelines',
    tags: ['rfc', 'design-docs', 'architecture', 'writing'],
    authorId: ALEX,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 160,
    views: 174,
    helpful: 29,
    content: `An RFC (request for comments) is a short document that describes a significant change before we build it. Writing one forces clarity, and reviewing it lets people spot problems while changes are still cheap.

## When you need one
Write an RFC when a change:
- takes more than about two engineer-weeks,
- affects more than one team or a shared service,
- introduces a new language, framework, datastore or vendor,
- changes a public API or the data model in a way that is hard to reverse.

If you are unsure, write a one-paragraph summary and ask your tech lead.

## Structure
\`\`\`markdown
# RFC-NNN: Title
Authors | Status: Draft, In review, Accepted or Rejected | Reviewers

## Context
What exists today and why it is a problem. Link the data.

## Goals and non-goals
What this must achieve, and what it deliberately does not.

## Proposal
The design: components, data flow, APIs.

## Alternatives considered
At least two, including "do nothing", and why they lost.

## Risks and open questions
## Rollout and migration plan
## Effort estimate
\`\`\`

## Writing tips
- **Lead with the problem.** Reviewers who agree on the problem engage constructively with the solution.
- **Be concrete.** Show the API signature, the table schema, a sequence diagram. "We will add caching" invites twenty questions; "a 5-minute Redis cache keyed by company_id in front of the stats endpoint" invites useful ones.
- **Write non-goals.** They prevent scope creep and endless "what about..." threads.
- **Keep it short.** Two to five pages is typical; put the detail in appendices.
- **Quantify where you can:** expected load, latency targets, cost, migration size.

## Review process
1. Share the draft with one or two close collaborators first to catch obvious gaps.
2. Set the status to *In review*, post the link in #architecture and name the required reviewers: owners of affected systems, plus security if user data is involved.
3. Allow at least three working days for comments.
4. Resolve every thread: accept, reject with a reason, or record it as an open question.
5. Hold a 30-minute review meeting only if the threads aren't converging.
6. The tech lead of the owning team records the decision in the document.

## After acceptance
An RFC is a snapshot of a decision, not living documentation. If the design changes significantly during implementation, add a short "Changes since acceptance" section rather than rewriting history. Link the RFC from the epic and from the README of the service it shaped, so future engineers can find out *why* things are the way they are.`,
  },
  {
    id: ART_ONBOARDING,
    title: 'Onboarding Checklist for New Engineers',
    category: 'Training',
    tags: ['onboarding', 'engineering', 'new-hires', 'checklist'],
    authorId: PRIYA,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 260,
    views: 233,
    helpful: 33,
    content: `Welcome to Northwind Labs! This checklist is for new engineers and their onboarding buddies. The aim is to ship a small change to production in your first week and to be shadowing on-call by the end of your first month.

## Before day one (manager)
- [ ] Laptop ordered and accounts requested: email, Slack, GitHub, SSO, password manager.
- [ ] An onboarding buddy assigned: someone on the team, not the manager.
- [ ] A "first PR" ticket picked: small, well defined, touching real code.
- [ ] Calendar invites sent for the first week's introduction meetings.

## Week 1: set up and ship something
- [ ] Complete security training and turn on two-factor authentication everywhere.
- [ ] Clone the main repositories and run the app locally by following the README. If anything is out of date, fixing the README is a great first PR.
- [ ] Read the Code Review Etiquette and Release Checklist articles in the Knowledge Hub.
- [ ] Pair with your buddy on your first ticket, open a PR and get it merged.
- [ ] First 1:1 with your manager: expectations, working hours, how you like to receive feedback.
- [ ] Fill in your Skillweave profile with your skills and main goal.

## Weeks 2-3: learn the system
- [ ] Attend an architecture walkthrough of the core services.
- [ ] Pick up two or three regular tickets from the team board.
- [ ] Review at least three PRs from teammates (asking questions counts).
- [ ] Meet someone from product, design, data and customer success for 30 minutes each.
- [ ] Join one peer learning session outside your specialty.

## Month 1: operate the system
- [ ] Read the Incident Response Runbook and the On-call Handover Guide.
- [ ] Shadow the on-call engineer for a week: you get paged too, they respond, you watch and ask.
- [ ] Read the last three postmortems.
- [ ] Ship a change behind a feature flag and take it through the rollout stages.

## Months 2-3: independence
- [ ] Reverse-shadow on-call: you respond, an experienced engineer backs you up.
- [ ] Own a small feature from design through release.
- [ ] Present something you learned at a team demo or a peer learning session.
- [ ] Hold 30/60/90-day check-ins with your manager, reviewing this list.

## Tips for buddies
| Do | Avoid |
|---|---|
| Check in daily during week one | Waiting for them to ask |
| Explain the *why* behind conventions | Answering only with links |
| Introduce them in channels and meetings | Assuming they know who owns what |
| Share your own early mistakes | Pretending everything is obvious |

Questions about this checklist go to #eng-onboarding. If something here is wrong or outdated, update the article: it belongs to everyone.`,
  },
  {
    id: ART_SBI_FEEDBACK,
    title: 'Giving Feedback with the SBI Model',
    category: 'Training',
    tags: ['feedback', 'communication', 'leadership', 'sbi'],
    authorId: MARCUS,
    aiGenerated: true,
    aiPrompt:
      'Explain the Situation-Behavior-Impact feedback model with practical examples for engineers and managers',
    createdDaysAgo: 30,
    views: 118,
    helpful: 21,
    content: `Feedback is most useful when it is specific, timely and about something the person can change. The Situation-Behaviour-Impact (SBI) model is a simple structure that helps with all three, for praise and criticism alike.

## The three parts
| Part | What to say | Keep it |
|---|---|---|
| **Situation** | When and where it happened | Specific: "In Tuesday's sprint review..." |
| **Behaviour** | What the person observably did or said | Factual, with no guesses about motives |
| **Impact** | The effect on you, the team or the work | Honest, in the first person where possible |

Then stop and listen. SBI opens a conversation; it is not a verdict.

## Examples
**Reinforcing feedback**
> In yesterday's incident call, you posted a status summary every 20 minutes without being asked. Customer success could answer customers straight away, and I could focus on the fix. Thank you.

**Redirecting feedback**
> In this morning's design review, you interrupted Sofia twice while she was explaining the layout options. She didn't get to finish her point about mobile, and I think we missed information we needed. What was going on for you?

**Upward feedback, to a manager**
> In our last two 1:1s, we ran out of time before we got to my career questions. I'm left unsure what to focus on for promotion. Could we start with those next time?

## Common mistakes
- **Judging instead of describing.** "You were rude" is a judgement; "you interrupted twice" is behaviour. People argue with judgements, rarely with descriptions.
- **Vague situations.** "You always..." invites a debate about "always". Pick one concrete instance.
- **Leaving out the impact.** Without it, feedback is criticism with no reason to change.
- **The feedback sandwich.** Wrapping criticism between two compliments teaches people to distrust your praise. Give positive and redirecting feedback separately and honestly.
- **Waiting for the performance review.** Feedback loses value with time; aim for within a few days.

## Adding intent (SBI-I)
After sharing the impact, ask about intent: "What were you aiming for?" Often the person had a good reason you didn't know about. The conversation then moves to how they can achieve their intent with a better impact.

## Receiving feedback
- Listen to understand, not to defend. Ask for an example if something is unclear.
- Thank the person: giving feedback takes effort.
- You don't have to agree on the spot. Take time to reflect, then follow up.

## Practise
Write one piece of SBI feedback for a colleague this week, reinforcing or redirecting. Most people find it awkward the first few times and natural after about ten.`,
  },
  {
    id: ART_SECURITY_BASICS,
    title: 'Security Basics: Phishing and Secrets',
    category: 'Training',
    tags: ['security', 'phishing', 'secrets', 'training'],
    authorId: LUKAS,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 21,
    views: 87,
    helpful: 12,
    content: `Most security incidents at companies like ours don't start with a clever exploit. They start with a convincing email, or a password pasted in the wrong place. These basics cover the habits that prevent the majority of problems.

## Part 1: Recognising phishing
Phishing tries to get you to click a link, open an attachment, enter credentials, or send money or data. It arrives by email, Slack, text message and even phone calls.

### Warning signs
- **Urgency or pressure:** "Your account will be closed in 2 hours", "The CEO needs gift cards before the meeting".
- **Unexpected requests:** a password reset you didn't ask for, an invoice from a vendor you don't know.
- **Mismatched sender or link:** the display name says IT Support but the address is from an unrelated domain; the link text says northwind.example but hovering shows something else.
- **Requests to bypass process:** "Don't involve finance, just update the bank details".
- **Login pages reached from a link.** Our SSO never asks you to sign in from an email link for routine tasks.

### What to do
1. Don't click, reply, or forward it to colleagues "to check".
2. Use the **Report phishing** button in your email client, or forward it to security@northwind.example.
3. If you already clicked or typed your password, report it at once in #security-incidents, then change the password. Fast reporting matters far more than embarrassment, and nobody gets in trouble for reporting.
4. Verify unusual requests through a different channel, for example by calling the person on a number you already know.

## Part 2: Handling secrets
Secrets are API keys, passwords, tokens, private keys and connection strings.

### Rules
- **Keep secrets in the password manager or the secrets manager**, never in code, tickets, documents, chat or spreadsheets.
- **Never commit secrets to git.** The pre-commit hook scans for common patterns; don't bypass it. Once pushed, a secret must be treated as leaked even if you delete the commit.
- **Use separate credentials per environment.** Development keys must never work against production.
- **Share through a time-limited link** from the password manager if you must give a secret to a person.

### If a secret leaks
| Step | Who | When |
|---|---|---|
| Revoke or rotate the secret | The secret's owner | Immediately |
| Report it in #security-incidents | Whoever found it | Immediately |
| Check logs for misuse | Security team | Same day |
| Remove it from history and fix the cause | Owning team | Within a week |

Rotate first: cleaning git history doesn't help if someone has already copied the key.

## Part 3: Everyday hygiene
- Keep two-factor authentication on for every work account, preferably with a security key or an authenticator app rather than SMS.
- Lock your screen when you step away, even at home.
- Install operating system and browser updates within a few days.
- Use a unique, generated password for every site.

If something feels off, ask. A false alarm costs minutes; a missed one can cost months.`,
  },
  {
    id: ART_MENTORING_GUIDE,
    title: 'Mentoring Guide for Peer Learning Hosts',
    category: 'Training',
    tags: ['mentoring', 'peer-learning', 'teaching', 'facilitation'],
    authorId: MARCUS,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 12,
    views: 64,
    helpful: 11,
    content: `Peer learning sessions are how Northwind spreads skills across teams: an engineer teaches SQL to the finance team, a designer runs a prototyping lab for product managers. You don't need to be a professional trainer to host one. This guide covers what makes a session worth people's time.

## Choose the right format
| Format | Best for | Group size |
|---|---|---|
| Workshop | Building a skill through guided exercises | 6-15 |
| 1-on-1 mentoring | Career questions, deep dives, personal feedback | 1 |
| Presentation | Sharing context or a new approach with many people | Unlimited |
| Group discussion | Exploring open questions, comparing experiences | 4-12 |
| Hands-on practice | Working on real tasks with help nearby | 3-10 |

## Before the session
- **Write one learning outcome.** "By the end, attendees can write a JOIN across two tables and read the result." Everything in the session should serve that sentence.
- **Know your audience.** Look at learners' Skillweave profiles, or send a two-question survey: what do you already know, and what do you want to leave with?
- **Plan for about 60% doing and 40% listening** in workshops and hands-on sessions.
- **Prepare materials in advance:** a sandbox environment, sample data, a short handout. Link relevant Knowledge Hub articles to the session so learners can prepare and revisit them.
- **Test the setup.** The most common failure is twenty minutes lost installing tools.

## During the session
1. **Open with the why** (2 minutes): why this skill matters in our work, and the learning outcome.
2. **Check the starting point** with a show of hands or a one-line poll.
3. **Teach in short chunks:** explain for no more than 10 minutes, then have people try something.
4. **Make it safe not to know.** Share a mistake you made while learning this, and thank people for questions.
5. **Leave time at the end** for questions, and note the ones you couldn't answer.

## Mentoring one on one
- Let the learner set the agenda; ask good questions before giving answers.
- Share experience ("what worked for me was...") rather than instructions.
- Agree on a small next step and check on it next time.
- Be honest about the limits of your knowledge, and introduce people who know more.

## After the session
- Add short session notes: what was covered, links, follow-up exercises.
- Ask for one piece of feedback: "What should I keep, and what should I change?"
- Turn repeated questions into a Knowledge Hub article so the next group benefits.

## Why host at all
Teaching is one of the fastest ways to deepen your own expertise, and it builds the communication and leadership skills that senior roles need. Hosting counts toward your development goals, so mention it in your next 1:1.`,
  },
  {
    id: ART_ANALYTICS_DASHBOARD,
    title: 'Using the Company Analytics Dashboard',
    category: 'Tools',
    tags: ['analytics', 'dashboards', 'metrics', 'data'],
    authorId: DANIEL,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 120,
    views: 205,
    helpful: 26,
    content: `The company analytics dashboard is our shared source of truth for product and business metrics. This guide explains what it shows, how to read it without fooling yourself, and how to get answers it doesn't cover yet.

## Where the data comes from
Product events and database tables are loaded into the warehouse every hour. Metrics are defined once, in the metrics layer, so "active user" means the same thing on every chart. The top of each dashboard shows **Data fresh as of**; if that timestamp is more than three hours old, check #data-status before drawing conclusions.

## The main views
| View | Answers | Typical users |
|---|---|---|
| Company overview | Active users, new sign-ups, revenue, churn | Everyone |
| Feature adoption | Who uses a feature, how often, retention after first use | Product, design |
| Funnel explorer | Where users drop off between steps | Product, marketing |
| Account health | Usage per customer account, risk flags | Customer success |
| Reliability | Uptime, error rates, latency from the SLO service | Engineering |

## Using filters well
- Set the **date range** first; comparisons default to the previous period of the same length.
- **Segment** by plan, company size or region to avoid averages that hide opposite trends.
- Filters apply to every chart on the page, and the filter bar turns yellow when a non-default filter is active. Check it before sharing a screenshot.
- Use **Share view** to copy a link that includes your filters instead of describing them.

## Reading charts without fooling yourself
1. **Check the denominator.** A jump in conversion rate might mean fewer visitors, not more conversions.
2. **Look at absolute numbers next to percentages.** 50% growth from 4 to 6 is noise.
3. **Mind the calendar.** Weekends, holidays and quarter ends create patterns that are not trends.
4. **Beware of partial periods.** The current week is always incomplete and is drawn with a dashed line.
5. **Correlation is not causation.** If a metric moved after a release, confirm with an experiment or a holdout group before claiming credit.

## Defining a new metric
Don't build a one-off calculation in a personal chart if others will rely on it. Instead:
1. Open a request in #data-help describing the question you are trying to answer.
2. The data team agrees a definition with you and adds it to the metrics layer.
3. The metric gets documentation: owner, definition, known caveats.

## Self-serve SQL
For questions the dashboards don't cover, the SQL workspace has read access to the anonymised warehouse. Start from the saved example queries, keep a LIMIT on exploratory queries, and read SQL Query Performance Basics before running anything heavy. Data team office hours run every Thursday at 15:00.`,
  },
  {
    id: ART_OBSERVABILITY,
    title: 'Observability Toolkit: Logs, Metrics and Traces',
    category: 'Tools',
    tags: ['observability', 'monitoring', 'on-call', 'incident', 'tooling'],
    authorId: TOM,
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 80,
    views: 142,
    helpful: 20,
    content: `When something breaks, the first ten minutes decide how long the outage lasts. This article is a practical map of our observability tools and the order to use them in during an incident or an on-call investigation.

## The three signals
| Signal | Tells you | Where | Use it for |
|---|---|---|---|
| Metrics | *That* something changed, and by how much | Grafana dashboards | Detecting and sizing a problem |
| Traces | *Where* in a request the time or the errors go | Tracing UI (OpenTelemetry) | Finding the slow or failing service |
| Logs | *What* exactly happened in one request | Log search | Confirming the root cause |

Start broad with metrics, narrow down with traces, confirm with logs.

## Step 1: Service dashboards
Every service has a standard dashboard with the four golden signals:
- **Latency** (p50, p95, p99)
- **Traffic** (requests per second)
- **Errors** (rate of 5xx responses and failed jobs)
- **Saturation** (CPU, memory, connection pools, queue depth)

Deploys appear as vertical lines on every panel. If an error spike starts at a deploy line, rolling back is almost always the right first move.

## Step 2: Traces
Open the tracing UI from a dashboard panel so the time range is preselected. Filter by service and by error status, then sort by duration. A single slow trace often shows the culprit immediately: a database span taking four seconds, or a third-party call timing out and retrying.

## Step 3: Logs
Every log line carries a trace_id, so you can jump from a trace straight to its logs. Useful habits:
- Search by trace_id or request_id rather than free text when you have one.
- Filter by error level and service first, then widen.
- Logs never contain emails or names (see the PII guideline), so search by user ID.

## Alerts
Alerts are built on service level objectives (SLOs), not raw thresholds. An alert should mean "users are affected, or soon will be, and a human needs to act". Each alert links to a runbook section. If an alert fires and there is nothing to do, note it in the on-call handover and file a ticket to tune or remove it.

## Adding observability to your service
\`\`\`ts
const span = tracer.startSpan('billing.calculateInvoice');
try {
  span.setAttribute('company.id', companyId);
  return await calculateInvoice(companyId);
} catch (err) {
  span.recordException(err as Error);
  throw err;
} finally {
  span.end();
}
\`\`\`

- Use the shared logger and tracing middleware; they add trace IDs automatically.
- Add spans around external calls and expensive operations.
- Put useful context (IDs, sizes, counts) in attributes, never secrets or PII.

## Getting access
Request the observability role in the access portal. New on-call engineers should do a practice investigation with their buddy before their first shift: pick a past incident from the postmortem archive and retrace it using only these tools.`,
  },
  {
    id: ART_MEETING_NOTES,
    title: 'Meeting Notes Template',
    category: 'General',
    tags: ['meetings', 'templates', 'productivity', 'communication'],
    authorId: HANNAH,
    aiGenerated: true,
    aiPrompt: 'Create a reusable meeting notes template with guidance on capturing decisions and action items',
    createdDaysAgo: 9,
    views: 48,
    helpful: 7,
    content: `Good notes turn a meeting into something the rest of the company can use. Someone who couldn't attend should be able to read them in two minutes and know what was decided and who is doing what.

## The template
Copy this into a new document in your team's meeting notes folder:

\`\`\`markdown
# Meeting name: date
Attendees:
Note-taker:
Goal of this meeting (one sentence):

## Agenda
1. Topic (owner, time box)
2. Topic (owner, time box)

## Discussion
### Topic 1
- Key points, options considered, concerns raised

## Decisions
- DECISION: what was decided, and by whom

## Action items
| Action | Owner | Due |
|---|---|---|
|  |  |  |

## Open questions / parking lot
-
\`\`\`

## Guidance for the note-taker
- **Rotate the role.** Whoever chairs the meeting should not also take the notes.
- **Capture decisions and actions, not transcripts.** One line per point is enough; nobody reads a wall of text.
- **Write decisions as full sentences.** "Go with option B" means nothing a month later; "We will launch the referral campaign in EMEA first because of the lower cost per lead" does.
- **Every action has one owner and a date.** "The team will look into it" is not an action item.
- **Note disagreement.** If someone disagrees but commits to the decision, write that down; it helps later retrospectives.

## Before the meeting
- Share the agenda at least one working day ahead, with a clear goal: decide, inform or brainstorm.
- Attach any pre-reading and expect people to have read it.
- If there is no agenda, ask whether the meeting is needed at all.

## After the meeting
1. Tidy and share the notes within 24 hours in the relevant channel.
2. Create tickets for action items so they appear in the normal workflow.
3. Start the next recurring meeting by reviewing the open actions from the last one.

## Adapting the template
| Meeting type | Emphasise | Can skip |
|---|---|---|
| Weekly team sync | Action items, blockers | Long discussion notes |
| Decision meeting | Options, decision, rationale | Parking lot |
| Retrospective | What went well or badly, experiments to try | Agenda time boxes |
| Customer call | The customer's words, requests, follow-ups | Internal decisions |

Consistent notes also make the Knowledge Hub searchable: when a decision comes up again months later, the answer is one search away.`,
  },
  {
    id: ART_CUSTOMER_INTERVIEWS,
    title: 'Customer Interview Guide',
    category: 'General',
    tags: ['customer-research', 'interviews', 'product', 'discovery'],
    authorId: MEI,
    aiGenerated: true,
    aiPrompt:
      'Write a practical guide for running customer discovery interviews, including questions to ask and mistakes to avoid',
    createdDaysAgo: 1,
    views: 19,
    helpful: 3,
    content: `Talking directly to customers is the cheapest way to avoid building the wrong thing. Anyone can run a customer interview: product managers, designers, engineers, customer success. This guide covers how to prepare, what to ask and how to share what you learn.

## Prepare
- **Write down what you want to learn** as two or three questions about the customer's behaviour, not about your solution. For example: "How do HR teams decide today who should mentor whom?"
- **Recruit the right people.** Customer success can suggest accounts; aim for a mix of heavy users, light users and people who churned.
- **Pair up.** One person leads the conversation and one takes notes. Switch roles between interviews.
- **Get consent** to record, and explain how the recording will be used and stored (see the PII guideline).
- **Book 45 minutes:** use 30 for the conversation and keep 15 as buffer.

## Structure of the interview
1. **Warm-up (3 min):** their role, their team, a typical week.
2. **Context (10 min):** how they handle the problem area today.
3. **Specific stories (15 min):** "Tell me about the last time you..." Dig into one or two real examples.
4. **Wrap-up (2 min):** "Is there anything I should have asked?" and "Who else should I talk to?"

## Questions that work
- Tell me about the last time you had to... What happened next?
- What did you try? What was hard about it?
- How do you solve this today? What does it cost you in time or money?
- Why is that important to you?
- Can you show me? Screen sharing beats description.

## Questions to avoid
| Avoid | Why | Ask instead |
|---|---|---|
| "Would you use a feature that...?" | People are poor predictors of their own behaviour | "When did you last need something like that?" |
| "Don't you find X frustrating?" | Leading; it invites agreement | "How do you feel about X?" |
| "How much would you pay for...?" | Hypothetical and rarely accurate | "What do you use and pay for now?" |
| Two questions at once | Only one gets answered | Ask them one at a time |

## During the interview
- Talk less than 20% of the time. Silence is fine; people often fill it with the most useful detail.
- Don't pitch or defend the product. If they raise a support issue, note it and pass it to customer success afterwards.
- Write down exact quotes; they carry more weight than paraphrases.

## After the interview
- Spend 10 minutes with your partner writing down the top three takeaways while memories are fresh.
- Tag notes consistently in the research repository so patterns show up across interviews.
- After five or six interviews, look for themes and share a one-page summary in #product-discovery.

One interview is an anecdote; a pattern across several is evidence. Keep talking to customers regularly, not only at the start of a project.`,
  },
];

// ---------------------------------------------------------------------------
// Peer learning sessions
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
      'A blameless walk-through of last month\'s checkout outage: timeline, contributing factors and what we changed afterwards.',
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
    challenge: 'Our engineers and instructional designers need to understand each other\'s work to ship faster.',
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

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { DatabaseHandle } from '../../infra/db/client';
import { institutionalKnowledge } from '../../infra/db/schema';
import { createTestDatabase, testEngine } from '../../test/test-database';
import { loadDemoArticles, parseDemoArticle } from './demo-articles';
import { demoSessions } from './demo-data';
import { seedDemoWorkspace } from './seed';

/**
 * What the demo workspace seeded before its articles moved from TypeScript template literals to Markdown files:
 * every field, and a hash of every article's text. The move must change nothing a visitor sees.
 */
const SEEDED_BEFORE_THE_MOVE = [
  {
    file: 'pull-requests.md',
    id: '00000000-0000-4000-8000-000000000201',
    title: 'Writing a Good Pull Request and Code Review Etiquette',
    category: 'Best Practices',
    tags: ['code-review', 'pull-requests', 'engineering', 'collaboration'],
    authorId: '00000000-0000-4000-8000-000000000002',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 280,
    views: 276,
    helpful: 38,
    contentSha256: '46469d4d6ad930dadaf3f79e36c467d480f513b443a516ad0c81757a69d36828',
  },
  {
    file: 'sql-performance.md',
    id: '00000000-0000-4000-8000-000000000202',
    title: 'SQL Query Performance Basics',
    category: 'Best Practices',
    tags: ['sql', 'postgresql', 'performance', 'databases'],
    authorId: '00000000-0000-4000-8000-000000000102',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 190,
    views: 214,
    helpful: 31,
    contentSha256: 'c714b76b79099dbfc72ea78d45f817410538e2456aeef14108066b6bb9387601',
  },
  {
    file: 'one-on-ones.md',
    id: '00000000-0000-4000-8000-000000000203',
    title: 'Running Effective 1:1s',
    category: 'Best Practices',
    tags: ['management', 'one-on-ones', 'leadership', 'feedback'],
    authorId: '00000000-0000-4000-8000-000000000101',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 300,
    views: 241,
    helpful: 36,
    contentSha256: '3b2cb2575793f5a8f6f208d178503c36aa762a242863c3c359bfc8a2b136e85d',
  },
  {
    file: 'postmortem.md',
    id: '00000000-0000-4000-8000-000000000204',
    title: 'Writing a Blameless Postmortem',
    category: 'Best Practices',
    tags: ['postmortem', 'incident', 'outage', 'reliability'],
    authorId: '00000000-0000-4000-8000-000000000109',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 95,
    views: 163,
    helpful: 27,
    contentSha256: 'a4416c28b4b6ba4185641905fdfe8148082d8306ca2cb73f24e9f18f522a9e92',
  },
  {
    file: 'incident-runbook.md',
    id: '00000000-0000-4000-8000-000000000205',
    title: 'Incident Response Runbook',
    category: 'Processes',
    tags: ['incident', 'on-call', 'outage', 'runbook', 'sre'],
    authorId: '00000000-0000-4000-8000-000000000109',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 110,
    views: 298,
    helpful: 40,
    contentSha256: '1e42ddd14188f0fb920e2b5a486ae54f36c7d967afeced18896f536227c33eb0',
  },
  {
    file: 'on-call-handover.md',
    id: '00000000-0000-4000-8000-000000000206',
    title: 'On-call Handover Guide',
    category: 'Processes',
    tags: ['on-call', 'handover', 'incident', 'operations'],
    authorId: '00000000-0000-4000-8000-000000000101',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 62,
    views: 137,
    helpful: 22,
    contentSha256: '03a780f88de5b44a042e477545f91410c1dffaa128ba156f0e2aa5a2390519b3',
  },
  {
    file: 'feature-flags.md',
    id: '00000000-0000-4000-8000-000000000207',
    title: 'Feature Flag Rollout Process',
    category: 'Processes',
    tags: ['feature-flags', 'releases', 'deployment', 'experimentation'],
    authorId: '00000000-0000-4000-8000-000000000002',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 230,
    views: 188,
    helpful: 25,
    contentSha256: 'efde93e052240e9784ee6afc46d17d956bc1a603434abb8de3212b2c20202ee1',
  },
  {
    file: 'release-checklist.md',
    id: '00000000-0000-4000-8000-000000000208',
    title: 'Release Checklist',
    category: 'Processes',
    tags: ['release', 'checklist', 'deployment', 'qa'],
    authorId: '00000000-0000-4000-8000-000000000002',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 44,
    views: 96,
    helpful: 14,
    contentSha256: 'b284f9d88010ec53c386d6f5ac9491e58902779101fdd82488d92cb6a98b2473',
  },
  {
    file: 'pii.md',
    id: '00000000-0000-4000-8000-000000000209',
    title: 'Data Privacy and PII Handling Guideline',
    category: 'Guidelines',
    tags: ['privacy', 'pii', 'security', 'compliance', 'gdpr'],
    authorId: '00000000-0000-4000-8000-000000000111',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 55,
    views: 121,
    helpful: 19,
    contentSha256: '297ab68e63413e0bb74367cb2bd3c50a26d83a2bb9dfc0728ccbc7b07ad15caa',
  },
  {
    file: 'accessibility.md',
    id: '00000000-0000-4000-8000-000000000210',
    title: 'Accessibility Checklist for UI Work',
    category: 'Guidelines',
    tags: ['accessibility', 'a11y', 'frontend', 'design', 'wcag'],
    authorId: '00000000-0000-4000-8000-000000000104',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 70,
    views: 152,
    helpful: 24,
    contentSha256: '44eb3c5a761dfa6097c0cee3772e1fb520bbace52bf27ab2e42315c1487d14da',
  },
  {
    file: 'rfc.md',
    id: '00000000-0000-4000-8000-000000000211',
    title: 'How to Write an RFC (Design Doc)',
    category: 'Guidelines',
    tags: ['rfc', 'design-docs', 'architecture', 'writing'],
    authorId: '00000000-0000-4000-8000-000000000002',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 160,
    views: 174,
    helpful: 29,
    contentSha256: '4ada2e7795562fec18fde898fd52c4da3dd8958c58dc20fa48a15aa6b3b6a223',
  },
  {
    file: 'onboarding.md',
    id: '00000000-0000-4000-8000-000000000212',
    title: 'Onboarding Checklist for New Engineers',
    category: 'Training',
    tags: ['onboarding', 'engineering', 'new-hires', 'checklist'],
    authorId: '00000000-0000-4000-8000-000000000101',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 260,
    views: 233,
    helpful: 33,
    contentSha256: '092893055915817e4845c3fd81141c94ea561d315a30c709a3d0cd8203e939d2',
  },
  {
    file: 'sbi-feedback.md',
    id: '00000000-0000-4000-8000-000000000213',
    title: 'Giving Feedback with the SBI Model',
    category: 'Training',
    tags: ['feedback', 'communication', 'leadership', 'sbi'],
    authorId: '00000000-0000-4000-8000-000000000105',
    aiGenerated: true,
    aiPrompt: 'Explain the Situation-Behavior-Impact feedback model with practical examples for engineers and managers',
    createdDaysAgo: 30,
    views: 118,
    helpful: 21,
    contentSha256: 'bbf05b365b1ddef9346cc1de54e467e52ec1c10aa6d37981f53b8523e27fba5e',
  },
  {
    file: 'security-basics.md',
    id: '00000000-0000-4000-8000-000000000214',
    title: 'Security Basics: Phishing and Secrets',
    category: 'Training',
    tags: ['security', 'phishing', 'secrets', 'training'],
    authorId: '00000000-0000-4000-8000-000000000111',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 21,
    views: 87,
    helpful: 12,
    contentSha256: '8468a933587b6a331ad8ccde38af1cdad8e558a13f4f51188437fb08d5c15d18',
  },
  {
    file: 'mentoring-guide.md',
    id: '00000000-0000-4000-8000-000000000215',
    title: 'Mentoring Guide for Peer Learning Hosts',
    category: 'Training',
    tags: ['mentoring', 'peer-learning', 'teaching', 'facilitation'],
    authorId: '00000000-0000-4000-8000-000000000105',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 12,
    views: 64,
    helpful: 11,
    contentSha256: '1b44dbd872f41b7d7815e7bd7c9723358b8ae7325b70bcd033f57ca2888028d0',
  },
  {
    file: 'analytics-dashboard.md',
    id: '00000000-0000-4000-8000-000000000216',
    title: 'Using the Company Analytics Dashboard',
    category: 'Tools',
    tags: ['analytics', 'dashboards', 'metrics', 'data'],
    authorId: '00000000-0000-4000-8000-000000000102',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 120,
    views: 205,
    helpful: 26,
    contentSha256: 'eb80e75bb993e94164f9898e2271ddfd73ae4906860e4cce74cb9d605b720f31',
  },
  {
    file: 'observability.md',
    id: '00000000-0000-4000-8000-000000000217',
    title: 'Observability Toolkit: Logs, Metrics and Traces',
    category: 'Tools',
    tags: ['observability', 'monitoring', 'on-call', 'incident', 'tooling'],
    authorId: '00000000-0000-4000-8000-000000000109',
    aiGenerated: false,
    aiPrompt: null,
    createdDaysAgo: 80,
    views: 142,
    helpful: 20,
    contentSha256: 'fe83f04b51467de30abff4757475a0baed2e091b53826ff8856f32a7562411a2',
  },
  {
    file: 'meeting-notes.md',
    id: '00000000-0000-4000-8000-000000000218',
    title: 'Meeting Notes Template',
    category: 'General',
    tags: ['meetings', 'templates', 'productivity', 'communication'],
    authorId: '00000000-0000-4000-8000-000000000106',
    aiGenerated: true,
    aiPrompt: 'Create a reusable meeting notes template with guidance on capturing decisions and action items',
    createdDaysAgo: 9,
    views: 48,
    helpful: 7,
    contentSha256: '186a0628072bae3ba1ad8c46b77145af381458ef3b6e6a9d899aee5149e3dd50',
  },
  {
    file: 'customer-interviews.md',
    id: '00000000-0000-4000-8000-000000000219',
    title: 'Customer Interview Guide',
    category: 'General',
    tags: ['customer-research', 'interviews', 'product', 'discovery'],
    authorId: '00000000-0000-4000-8000-000000000103',
    aiGenerated: true,
    aiPrompt:
      'Write a practical guide for running customer discovery interviews, including questions to ask and mistakes to avoid',
    createdDaysAgo: 1,
    views: 19,
    helpful: 3,
    contentSha256: 'eab6471eff26226507e3af4c90ce68853e7ca380d61e0fe5db251d28411d8a72',
  },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('demo articles in Markdown', () => {
  it('load exactly what the demo workspace seeded before, text byte for byte', () => {
    const loaded = loadDemoArticles().map(({ content, ...fields }) => ({ ...fields, contentSha256: sha256(content) }));
    expect(loaded).toEqual(SEEDED_BEFORE_THE_MOVE.map(({ file: _file, ...fields }) => fields));
  });

  it('are the ids the demo sessions refer to', () => {
    const ids = new Set(loadDemoArticles().map((article) => article.id));
    for (const session of demoSessions)
      for (const id of session.knowledgeResourceIds) expect(ids, session.title).toContain(id);
  });

  it('refuse a file without front matter, with an unknown field or category, or by someone not in the demo', () => {
    const file = (front: string, body = 'Text') => `---\n${front}\n---\n${body}\n`;
    const valid =
      'id: 00000000-0000-4000-8000-000000000299\ntitle: T\ncategory: Tools\ntags: []\nauthor: Alex Morgan\naiGenerated: false\naiPrompt: null\ncreatedDaysAgo: 1\nviews: 0\nhelpful: 0';
    expect(parseDemoArticle('ok.md', file(valid)).content).toBe('Text');
    expect(() => parseDemoArticle('bare.md', 'Just text')).toThrow(/bare\.md: it must start with a front matter block/);
    expect(() => parseDemoArticle('extra.md', file(`${valid}\nextra: 1`))).toThrow(/extra\.md/);
    expect(() => parseDemoArticle('category.md', file(valid.replace('Tools', 'Hobbies')))).toThrow(/category\.md/);
    expect(() => parseDemoArticle('author.md', file(valid.replace('Alex Morgan', 'Nobody Here')))).toThrow(
      /"Nobody Here" is not one of the demo people/,
    );
    expect(() => parseDemoArticle('empty.md', file(valid, '  '))).toThrow(/empty\.md: the article text is empty/);
  });

  it('stop loading when the folder holds none', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-articles-'));
    try {
      expect(() => loadDemoArticles(dir)).toThrow(/No demo articles found/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`seeding the demo articles (${testEngine})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoWorkspace(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores each article as it was seeded before the move', async () => {
    const rows = await database.db.select().from(institutionalKnowledge);
    const demo = rows
      .filter((row) => row.companyId === DEMO_WORKSPACE.companyId)
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(
      demo.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category,
        tags: row.tags,
        authorId: row.authorId,
        aiGenerated: row.aiGenerated,
        aiPrompt: row.aiPrompt,
        contentSha256: sha256(row.content),
      })),
    ).toEqual(
      SEEDED_BEFORE_THE_MOVE.map(({ id, title, category, tags, authorId, aiGenerated, aiPrompt, contentSha256 }) => ({
        id,
        title,
        category,
        tags,
        authorId,
        aiGenerated,
        aiPrompt,
        contentSha256,
      })),
    );
  });
});

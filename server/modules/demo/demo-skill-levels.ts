import { DEMO_PEOPLE, type DemoPersonKey } from '../../../common/demo-people';

/**
 * The demo workspace's skills with levels and marks (person_skills), so matching and the team page have something
 * real to show a visitor. Written so Alex Morgan, the demo user, sees: mentors for each skill he wants with their
 * reasons, Priya and Daniel as both-ways swap partners (they want TypeScript and React, which he teaches), Tom for
 * Docker through the close Kubernetes, and Lukas, who paused matching, nowhere. Every held skill is one of the
 * person's listed skills (common/demo-people.ts), spelled as the catalogue spells it.
 */

export interface DemoSkillLevel {
  skill: string;
  /** 1 Aware to 5 Expert; null for a skill only wanted. */
  level: number | null;
  canTeach?: boolean;
  wantsToLearn?: boolean;
}

const teaches = (skill: string, level: number): DemoSkillLevel => ({ skill, level, canTeach: true });
const knows = (skill: string, level: number): DemoSkillLevel => ({ skill, level });
const wants = (skill: string): DemoSkillLevel => ({ skill, level: null, wantsToLearn: true });

export const DEMO_SKILL_LEVELS: Record<DemoPersonKey, DemoSkillLevel[]> = {
  alex: [
    teaches('TypeScript', 5),
    teaches('React', 5),
    knows('Node.js', 4),
    knows('PostgreSQL', 4),
    teaches('System Design', 4),
    wants('Kubernetes'),
    wants('Python'),
    wants('Docker'),
  ],
  priya: [
    teaches('People Management', 5),
    teaches('Kubernetes', 4),
    teaches('Go', 4),
    knows('Agile Coaching', 4),
    wants('TypeScript'),
  ],
  daniel: [
    teaches('Python', 5),
    teaches('SQL', 5),
    teaches('Machine Learning', 5),
    knows('Statistics', 4),
    wants('React'),
  ],
  mei: [teaches('Product Strategy', 5), knows('A/B Testing', 4), knows('SQL', 3), wants('Python')],
  sofia: [teaches('Figma', 5), teaches('Design Systems', 5), knows('Accessibility', 4), wants('React')],
  marcus: [teaches('Facilitation', 5), knows('Talent Development', 5), wants('People Analytics')],
  hannah: [knows('Copywriting', 4), wants('Data Visualization')],
  ravi: [teaches('Financial Modeling', 5), teaches('Excel', 5), knows('Power BI', 4), knows('SQL', 3), wants('Python')],
  grace: [teaches('Negotiation', 4), knows('Account Management', 4), wants('Product Strategy')],
  tom: [teaches('Kubernetes', 5), knows('AWS', 4), knows('Go', 3), knows('Linux', 4), wants('Python')],
  aisha: [knows('React', 3), knows('JavaScript', 3), wants('TypeScript'), wants('Design Systems')],
  lukas: [teaches('Application Security', 5), teaches('Threat Modeling', 5), teaches('Python', 4), wants('Go')],
};

/** Demo people who paused matching: suggested to nobody, shown on the team page as paused. */
export const DEMO_MATCHING_PAUSED: ReadonlySet<string> = new Set([DEMO_PEOPLE.lukas.id]);

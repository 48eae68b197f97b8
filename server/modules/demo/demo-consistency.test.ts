import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEES, HR_DIRECTOR, summarizeEmployees } from '../../../client/src/features/hr-demo/employees';
import { HERO_PROFILE } from '../../../client/src/features/marketing/hero-profile';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { DEMO_ACTIVE_SESSIONS, DEMO_PEOPLE } from '../../../common/demo-people';
import { demoSessions, demoUsers } from './demo-data';

/**
 * The demo workspace reads the same on every page: each person named in static content (landing page, HR demo,
 * dashboard) is a seeded person with one name and one role, and the figures the pages show agree with the seed.
 */

const seededByName = new Map(demoUsers.map((user) => [user.fullName, user]));
const activeSessions = demoSessions.filter((session) => session.status !== 'completed');

/** Every person the static pages name, with the role they give them (null where the page shows no role). */
const namedOnPages: { page: string; name: string; role: string | null }[] = [
  { page: 'landing', name: HERO_PROFILE.person.fullName, role: HERO_PROFILE.person.role },
  { page: 'landing', name: HERO_PROFILE.teacher.person.fullName, role: null },
  { page: 'hr-demo', name: HR_DIRECTOR.name, role: HR_DIRECTOR.title },
  ...DEMO_EMPLOYEES.map((employee) => ({ page: 'hr-demo', name: employee.name, role: employee.role })),
];

describe('the demo workspace is one story across pages', () => {
  it('seeds exactly the people of DEMO_PEOPLE, the demo user among them', () => {
    expect(demoUsers.map(({ id, fullName, role }) => ({ id, fullName, role }))).toEqual(
      Object.values(DEMO_PEOPLE).map(({ id, fullName, role }) => ({ id, fullName, role })),
    );
    expect(DEMO_PEOPLE.alex).toMatchObject({ id: DEMO_WORKSPACE.userId, fullName: DEMO_WORKSPACE.userName });
  });

  it('names only seeded people on the landing page, the HR demo and the dashboard, each with one role', () => {
    const rolesByName = new Map<string, Set<string>>();
    for (const { page, name, role } of namedOnPages) {
      const seeded = seededByName.get(name);
      expect(seeded, `${name} (${page}) is not a person of the demo workspace`).toBeDefined();
      if (role !== null) {
        expect(role, `${name}'s role on ${page}`).toBe(seeded!.role);
        rolesByName.set(name, (rolesByName.get(name) ?? new Set()).add(role));
      }
    }
    for (const [name, roles] of rolesByName) expect([...roles], name).toHaveLength(1);
  });

  it("has 18 active sessions, the knowledge hub's figure, and the HR demo's total adds up to it", () => {
    expect(DEMO_ACTIVE_SESSIONS).toBe(18);
    expect(activeSessions).toHaveLength(DEMO_ACTIVE_SESSIONS);
    expect(summarizeEmployees(DEMO_EMPLOYEES).activeSessions).toBe(DEMO_ACTIVE_SESSIONS);
  });

  it('gives each HR demo employee the seeded sessions they take part in, and skills they have', () => {
    for (const employee of DEMO_EMPLOYEES) {
      const taking = activeSessions.filter(
        (session) => session.mentorId === employee.id || session.learnerIds.includes(employee.id),
      );
      expect(employee.activeSessions, `${employee.name}'s active sessions`).toBe(taking.length);
      const skills = seededByName.get(employee.name)!.skills;
      for (const skill of employee.skillsOffered) expect(skills, `${employee.name} offers ${skill}`).toContain(skill);
      for (const skill of employee.skillsRequested)
        expect(skills, `${employee.name} asks for ${skill}`).not.toContain(skill);
    }
  });

  it("keeps the landing page's preview true: the deep skill is theirs, the teacher has the next skill", () => {
    expect(HERO_PROFILE.person.skills).toContain(HERO_PROFILE.skills[0].name);
    expect(HERO_PROFILE.teacher.person.skills).toContain(HERO_PROFILE.nextSkill);
    expect(HERO_PROFILE.person.skills).toContain(HERO_PROFILE.teacher.learns);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from './demo-people';
import { departmentOf } from './departments';

describe('departments from roles', () => {
  it.each([
    ['Senior Software Engineer', 'Engineering'],
    ['Engineering Manager', 'Engineering'],
    ['Site Reliability Engineer', 'Engineering'],
    ['Senior Data Scientist', 'Data'],
    ['Data Engineer', 'Data'],
    ['Product Manager', 'Product & Design'],
    ['Senior Product Designer', 'Product & Design'],
    ['Marketing Manager', 'Marketing & Sales'],
    ['Customer Success Manager', 'Marketing & Sales'],
    ['Financial Analyst', 'Finance'],
    ['HR Director', 'People & Operations'],
    ['Astronaut', 'Other'],
    [null, 'Other'],
  ])('%s is %s', (role, department) => {
    expect(departmentOf(role)).toBe(department);
  });

  it('puts every demo person somewhere other than Other', () => {
    for (const person of Object.values(DEMO_PEOPLE)) expect(departmentOf(person.role), person.role).not.toBe('Other');
  });
});

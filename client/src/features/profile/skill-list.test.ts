import { describe, expect, it } from 'vitest';
import { addSkill, removeSkill } from './skill-list';

describe('addSkill', () => {
  it('adds the trimmed skill at the end without changing the input list', () => {
    const skills = ['SQL'];
    const result = addSkill(skills, '  Python  ');
    expect(result).toEqual({ ok: true, skills: ['SQL', 'Python'], added: 'Python' });
    expect(skills).toEqual(['SQL']);
  });

  it('ignores empty and whitespace-only input', () => {
    expect(addSkill(['SQL'], '')).toEqual({ ok: false, reason: 'empty', skills: ['SQL'] });
    expect(addSkill(['SQL'], '   \t ')).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('ignores duplicates whatever their case or spacing', () => {
    expect(addSkill(['SQL'], 'sql')).toMatchObject({ ok: false, reason: 'duplicate', skills: ['SQL'] });
    expect(addSkill(['Public Speaking'], ' public speaking ')).toMatchObject({ ok: false, reason: 'duplicate' });
  });

  it('refuses once the list is full', () => {
    expect(addSkill(['A', 'B'], 'C', 2)).toMatchObject({ ok: false, reason: 'full', skills: ['A', 'B'] });
    expect(addSkill(['A'], 'C', 2)).toMatchObject({ ok: true, skills: ['A', 'C'] });
  });
});

describe('removeSkill', () => {
  it('removes only the given skill', () => {
    expect(removeSkill(['SQL', 'Python', 'Go'], 'Python')).toEqual(['SQL', 'Go']);
    expect(removeSkill(['SQL'], 'Rust')).toEqual(['SQL']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, installFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { PersonSkill } from '@common/schemas/skill-levels';
import { SkillLevelsEditor, SkillLevelsView } from './components/skill-levels-card';

const USER = '00000000-0000-4000-8000-0000000000aa';
const PATH = `/api/users/${USER}/skill-levels`;
const stored: PersonSkill[] = [
  { skill: 'Kubernetes', catalogueId: 'kubernetes', level: 4, canTeach: true, wantsToLearn: false },
  { skill: 'SQL', catalogueId: 'sql', level: 3, canTeach: false, wantsToLearn: false },
  { skill: 'Go', catalogueId: 'go', level: null, canTeach: false, wantsToLearn: true },
];

describe('skill levels on the profile', () => {
  it('groups the skills as can teach, knows and wants to learn, with their levels', async () => {
    installFakeApi().get(PATH, answer(stored));
    renderWithProviders(<SkillLevelsView userId={USER} />);
    const teach = await screen.findByRole('region', { name: 'Can teach' });
    expect(within(teach).getByText('Kubernetes')).toBeInTheDocument();
    expect(within(teach).getByText(/Advanced/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Knows' })).getByText('SQL')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Wants to learn' })).getByText('Go')).toBeInTheDocument();
  });

  it('edits levels and marks with the keyboard-friendly controls and saves the whole set', async () => {
    const api = installFakeApi()
      .get(PATH, answer(stored))
      .on('PUT', PATH, ({ body }) => answer((body as { skills: PersonSkill[] }).skills));
    const { user } = renderWithProviders(<SkillLevelsEditor userId={USER} />);
    await user.selectOptions(await screen.findByLabelText('Level of SQL'), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Can teach SQL' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a skill' }), 'Terraform{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Go' }));
    await user.click(screen.getByRole('button', { name: 'Save skill levels' }));

    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({
      skills: [
        { skill: 'Kubernetes', level: 4, canTeach: true, wantsToLearn: false },
        { skill: 'SQL', level: 5, canTeach: true, wantsToLearn: false },
        { skill: 'Terraform', level: 3, canTeach: false, wantsToLearn: false },
      ],
    });
    expect(await screen.findByText('Skill levels saved')).toBeInTheDocument();
  });
});

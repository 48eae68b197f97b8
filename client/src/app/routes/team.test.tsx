import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '@/test/factories';
import { answer, installFakeApi } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import { DEMO_WORKSPACE } from '@common/constants';
import type { Matches } from '@common/schemas/matching';
import type { TeamMember } from '@common/schemas/team';
import TeamPage from './team';

const COMPANY = DEMO_WORKSPACE.companyId;
const PRIYA = '00000000-0000-4000-8000-000000000101';
const DANIEL = '00000000-0000-4000-8000-000000000102';

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    id: '00000000-0000-4000-8000-0000000000ff',
    fullName: 'Someone',
    role: 'Engineer',
    department: 'Engineering',
    offered: [],
    requested: [],
    matchScore: 0,
    paused: false,
    isMe: false,
    activeSessions: 0,
    hoursContributed: 0,
    ...overrides,
  };
}

const PEOPLE: TeamMember[] = [
  member({ id: DEMO_USER_ID, fullName: 'Alex Morgan', isMe: true, matchScore: null, requested: ['Kubernetes'] }),
  member({
    id: DANIEL,
    fullName: 'Daniel Okafor',
    role: 'Senior Data Scientist',
    department: 'Data',
    offered: ['Python', 'SQL'],
    matchScore: 40,
    activeSessions: 2,
    hoursContributed: 3.5,
  }),
  member({
    id: PRIYA,
    fullName: 'Priya Raman',
    role: 'Engineering Manager',
    offered: ['Kubernetes'],
    requested: ['TypeScript'],
    matchScore: 81,
    activeSessions: 1,
  }),
];

const MATCHES: Matches = {
  mentors: [
    {
      skill: 'Kubernetes',
      candidates: [
        {
          person: { id: PRIYA, fullName: 'Priya Raman', role: 'Engineering Manager' },
          score: 81,
          reason: 'Priya teaches Kubernetes at level 4 and wants to learn TypeScript, which you know at level 5.',
          youTeach: 'TypeScript',
        },
      ],
    },
  ],
  partners: [
    {
      person: { id: PRIYA, fullName: 'Priya Raman', role: 'Engineering Manager' },
      score: 75,
      reason: 'Priya teaches Kubernetes at level 4 and wants to learn TypeScript, which you know at level 5.',
      youTeach: 'TypeScript',
      youLearn: 'Kubernetes',
    },
  ],
};

function serve(matches: Matches = MATCHES) {
  const api = installFakeApi();
  serveIdentity(api);
  api.get(`/api/companies/${COMPANY}/team`, answer({ people: PEOPLE }));
  api.get(`/api/companies/${COMPANY}/matches`, answer(matches));
  return api;
}

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('TeamPage', () => {
  it("shows the workspace's people with department, skills both ways, match and activity", async () => {
    serve();
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Daniel Okafor' });
    expect(cardNames()).toEqual(['Alex Morgan', 'Daniel Okafor', 'Priya Raman']);

    const daniel = screen.getByRole('article', { name: 'Daniel Okafor' });
    expect(within(daniel).getByText('Data')).toBeInTheDocument();
    expect(within(within(daniel).getByRole('list', { name: 'Skills offered' })).getByText('SQL')).toBeInTheDocument();
    expect(within(daniel).getByText('40%')).toBeInTheDocument();
    expect(within(daniel).getByText('2 sessions')).toBeInTheDocument();
    expect(within(daniel).getByText('3.5h')).toBeInTheDocument();
    expect(within(daniel).getByRole('link', { name: 'View Profile: Daniel Okafor' })).toHaveAttribute(
      'href',
      `/profile/${DANIEL}`,
    );
    expect(within(screen.getByRole('article', { name: 'Alex Morgan' })).getByText('This is you.')).toBeInTheDocument();
  });

  it('suggests mentors and partners with their reasons and links each to a prefilled swap', async () => {
    serve();
    renderWithProviders(<TeamPage />);
    const suggested = await screen.findByRole('region', { name: 'Suggested for you' });
    const partners = await within(suggested).findByRole('region', { name: 'Swap partners' });
    expect(within(partners).getByText(/wants to learn TypeScript, which you know at level 5\./)).toBeInTheDocument();
    expect(within(partners).getByRole('link', { name: 'Propose a swap to Priya Raman' })).toHaveAttribute(
      'href',
      `/swaps/new?to=${PRIYA}&teach=TypeScript&learn=Kubernetes`,
    );
    const mentors = within(suggested).getByRole('region', { name: 'Mentors for Kubernetes' });
    expect(within(mentors).getByRole('link', { name: 'Propose a swap to Priya Raman' })).toHaveAttribute(
      'href',
      `/swaps/new?to=${PRIYA}&teach=TypeScript&learn=Kubernetes`,
    );
  });

  it('says what to do when no skill is marked as wanted', async () => {
    serve({ mentors: [], partners: [] });
    renderWithProviders(<TeamPage />);
    expect(
      await screen.findByText('Mark skills you want to learn on your profile to get suggestions.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mark skills on your profile' })).toHaveAttribute(
      'href',
      `/profile/${DEMO_USER_ID}`,
    );
  });

  it('searches names, roles and skills, and filters by department', async () => {
    serve();
    const { user } = renderWithProviders(<TeamPage />);
    await screen.findByRole('article', { name: 'Priya Raman' });
    const group = screen.getByRole('group', { name: 'Filter by department' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Engineering', 'Data']);
    await user.click(within(group).getByRole('button', { name: 'Data' }));
    expect(cardNames()).toEqual(['Daniel Okafor']);
    await user.click(within(group).getByRole('button', { name: 'All' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'kubernetes');
    expect(cardNames()).toEqual(['Alex Morgan', 'Priya Raman']); // requested by Alex, offered by Priya
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'zzz');
    expect(screen.getByText('No employees found')).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSession, DEMO_COMPANY_ID, DEMO_USER_ID } from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer, type FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CreateSessionDialog } from './components/create-session-dialog';

const CREATE = '/api/learning-sessions';
/** The writes the dialog sent (it also asks who "I" am, to know the current workspace). */
const writes = (api: FakeApi) => api.calls.filter(({ method }) => method !== 'GET');

function renderDialog() {
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <CreateSessionDialog open onOpenChange={onOpenChange} mentorId={DEMO_USER_ID} />,
  );
  return { ...rendered, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Create Learning Session' });
const submit = () => within(dialog()).getByRole('button', { name: 'Create Session' });

async function fillValidForm(user: ReturnType<typeof renderDialog>['user']) {
  await user.type(screen.getByLabelText(/Title/), 'Intro to Rust');
  await user.type(screen.getByLabelText(/Skill Topic/), 'Rust');
  await user.click(screen.getByRole('combobox', { name: /Session Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Hands-on Practice' }));
  fireEvent.change(screen.getByLabelText(/Scheduled For/), { target: { value: '2031-05-06T10:30' } });
  await user.clear(screen.getByLabelText(/Duration/));
  await user.type(screen.getByLabelText(/Duration/), '90');
  await user.clear(screen.getByLabelText(/Max Learners/));
  await user.type(screen.getByLabelText(/Max Learners/), '12');
}

describe('CreateSessionDialog', () => {
  it('shows the schema messages under every required field and sends nothing', async () => {
    const api = installFakeApi();
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText(/Duration/));
    await user.clear(screen.getByLabelText(/Max Learners/));
    await user.click(submit());

    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText(/Skill Topic/)).toHaveAccessibleDescription('Skill topic is required');
    expect(screen.getByRole('combobox', { name: /Session Type/ })).toHaveAccessibleDescription(
      'Session type is required',
    );
    expect(screen.getByLabelText(/Scheduled For/)).toHaveAccessibleDescription('Scheduled time is required');
    expect(screen.getByLabelText(/Duration/)).toHaveAccessibleDescription('Duration is required');
    expect(screen.getByLabelText(/Max Learners/)).toHaveAccessibleDescription('Max learners is required');
    expect(screen.getByLabelText('Description')).not.toHaveAttribute('aria-invalid');
    expect(writes(api)).toHaveLength(0);
  });

  it('offers the five session types and starts with the values 60 minutes and 10 learners', async () => {
    installFakeApi();
    const { user } = renderDialog();
    expect(screen.getByLabelText(/Duration/)).toHaveValue(60);
    expect(screen.getByLabelText(/Max Learners/)).toHaveValue(10);
    expect(screen.getByLabelText(/Scheduled For/)).toHaveAttribute('type', 'datetime-local');

    await user.click(screen.getByRole('combobox', { name: /Session Type/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Workshop',
      '1-on-1 Mentoring',
      'Presentation',
      'Group Discussion',
      'Hands-on Practice',
    ]);
  });

  it('submits the prefilled 60 minutes and 10 learners when they are left as they are', async () => {
    const api = installFakeApi().post(CREATE, answer(buildSession(), 201));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(/Title/), 'Intro to Rust');
    await user.type(screen.getByLabelText(/Skill Topic/), 'Rust');
    await user.click(screen.getByRole('combobox', { name: /Session Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Workshop' }));
    fireEvent.change(screen.getByLabelText(/Scheduled For/), { target: { value: '2031-05-06T10:30' } });
    await user.click(submit());

    expect(await screen.findByText('Learning session created successfully')).toBeInTheDocument();
    expect(writes(api)[0]?.body).toMatchObject({ duration: 60, maxLearners: 10 });
  });

  it('posts the form as the API body, shows "Creating...", then the success toast and closes', async () => {
    const created = deferred<FakeAnswer>();
    const api = installFakeApi().post(CREATE, () => created.promise);
    const { user, onOpenChange } = renderDialog();
    await fillValidForm(user);
    await user.click(submit());

    expect(within(dialog()).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(writes(api).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: CREATE,
        body: {
          title: 'Intro to Rust',
          description: null,
          skillTopic: 'Rust',
          sessionType: 'hands-on',
          companyId: DEMO_COMPANY_ID,
          mentorId: DEMO_USER_ID,
          scheduledFor: new Date('2031-05-06T10:30').toISOString(),
          duration: 90,
          maxLearners: 12,
          status: 'upcoming',
          learnerIds: [],
          knowledgeResourceIds: [],
        },
      },
    ]);

    created.resolve(answer(buildSession({ title: 'Intro to Rust', mentorId: DEMO_USER_ID }), 201));
    expect(await screen.findByText('Learning session created successfully')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByLabelText(/Title/)).toHaveValue('');
    expect(screen.getByLabelText(/Duration/)).toHaveValue(60);
  });

  it('rejects numbers that are not whole or out of range', async () => {
    const api = installFakeApi();
    const { user } = renderDialog();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText(/Max Learners/));
    await user.type(screen.getByLabelText(/Max Learners/), '0');
    await user.click(submit());

    expect(screen.getByLabelText(/Max Learners/)).toHaveAccessibleDescription(
      'Max learners must be a whole number from 1 to 1000',
    );
    expect(writes(api)).toHaveLength(0);
  });

  it('puts a 400 answer under its field and toasts "Failed to create learning session"', async () => {
    installFakeApi().post(
      CREATE,
      apiError(400, {
        message: 'skillTopic: Must be at most 200 characters',
        code: 'validation_failed',
        issues: [{ path: 'skillTopic', message: 'Must be at most 200 characters' }],
      }),
    );
    const { user, onOpenChange } = renderDialog();
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByText('Failed to create learning session')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Skill Topic/)).toHaveAccessibleDescription('Must be at most 200 characters');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

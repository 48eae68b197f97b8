import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildKnowledge, DEMO_COMPANY_ID, DEMO_USER_ID } from '@/test/factories';
import { answer, apiError, installFakeApi, type FakeAnswer } from '@/test/fake-api';
import { serveIdentity } from '@/test/identity';
import { renderWithProviders } from '@/test/render';
import { CreateKnowledgeDialog } from './components/create-knowledge-dialog';

const CREATE = `/api/companies/${DEMO_COMPANY_ID}/knowledge`;

/** Who I am (the article's author), and the create call answering `created` when given. */
function serveCreate(created?: FakeAnswer) {
  const api = installFakeApi();
  serveIdentity(api);
  if (created) api.post(CREATE, created);
  return api;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const onCreated = vi.fn();
  const result = renderWithProviders(
    <CreateKnowledgeDialog companyId={DEMO_COMPANY_ID} open onOpenChange={onOpenChange} onCreated={onCreated} />,
  );
  return { ...result, onOpenChange, onCreated };
}

async function fillValidForm(user: ReturnType<typeof renderDialog>['user'], tags = '') {
  await user.type(screen.getByLabelText(/Title/), 'How we review designs');
  await user.type(screen.getByLabelText(/Content/), 'Book a 30 minute slot and share the file first.');
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Processes' }));
  if (tags) await user.type(screen.getByLabelText(/Tags/), tags);
}

describe('CreateKnowledgeDialog', () => {
  it('shows the schema messages under title, content and category and sends nothing', async () => {
    const api = serveCreate();
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create Knowledge' }));

    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText(/Content/)).toHaveAccessibleDescription('Content is required');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription('Category is required');
    expect(screen.getByLabelText(/Tags/)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', CREATE)).toHaveLength(0);
  });

  it('splits tags on commas, trims them and posts the specified body', async () => {
    const created = buildKnowledge({ title: 'How we review designs', category: 'Processes' });
    const api = serveCreate(answer(created, 201));
    const { user, onOpenChange, onCreated } = renderDialog();

    await fillValidForm(user, ' design ,reviews,, Design , figma ');
    await user.click(screen.getByRole('button', { name: 'Create Knowledge' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(api.callsTo('POST', CREATE)[0]?.body).toEqual({
      title: 'How we review designs',
      content: 'Book a 30 minute slot and share the file first.',
      category: 'Processes',
      tags: ['design', 'reviews', 'figma'],
      isActive: true,
      aiGenerated: false,
      authorId: DEMO_USER_ID,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Knowledge created successfully')).toBeInTheDocument();
  });

  it('flags a tag over the length limit under the field instead of posting', async () => {
    const api = serveCreate();
    const { user } = renderDialog();
    await fillValidForm(user, `ok, ${'x'.repeat(41)}`);
    await user.click(screen.getByRole('button', { name: 'Create Knowledge' }));

    expect(screen.getByLabelText(/Tags/)).toHaveAccessibleDescription('Each tag must be at most 40 characters');
    expect(api.callsTo('POST', CREATE)).toHaveLength(0);
  });

  it('tells the author under the content which line nests too deep, and sends nothing', async () => {
    const api = serveCreate();
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(/Title/), 'Deeply nested');
    // Pasted, as such text would be: typing it key by key would take the test a while.
    await user.click(screen.getByLabelText(/Content/));
    await user.paste(`Steps\n\n${'> '.repeat(20)}deep`);
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Processes' }));
    await user.click(screen.getByRole('button', { name: 'Create Knowledge' }));

    expect(screen.getByLabelText(/Content/)).toHaveAccessibleDescription(
      'Lists and quotes nest 20 levels deep at line 3; they may nest at most 16 levels. Flatten the nesting there.',
    );
    expect(api.callsTo('POST', CREATE)).toHaveLength(0);
  });

  it('shows "Failed to create knowledge" and maps the server\'s field issues', async () => {
    serveCreate(
      apiError(400, {
        message: 'title: Must be at most 200 characters',
        code: 'validation_failed',
        issues: [{ path: 'title', message: 'Must be at most 200 characters' }],
      }),
    );
    const { user, onCreated } = renderDialog();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Knowledge' }));

    expect(await screen.findByText('Failed to create knowledge')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Must be at most 200 characters');
    expect(onCreated).not.toHaveBeenCalled();
  });
});

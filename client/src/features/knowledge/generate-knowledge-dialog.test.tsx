import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildKnowledge, DEMO_COMPANY_ID } from '@/test/factories';
import { answer, apiError, deferred, installFakeApi, type FakeAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { GenerateKnowledgeDialog } from './components/generate-knowledge-dialog';

const GENERATE = `/api/companies/${DEMO_COMPANY_ID}/knowledge/generate`;

function renderDialog() {
  const onOpenChange = vi.fn();
  const onGenerated = vi.fn();
  const result = renderWithProviders(
    <GenerateKnowledgeDialog companyId={DEMO_COMPANY_ID} open onOpenChange={onOpenChange} onGenerated={onGenerated} />,
  );
  return { ...result, onOpenChange, onGenerated };
}

describe('GenerateKnowledgeDialog', () => {
  it('asks for a 10-character prompt and a category', async () => {
    const api = installFakeApi();
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));

    expect(screen.getByLabelText(/Prompt/)).toHaveAccessibleDescription('Prompt must be at least 10 characters');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription('Category is required');

    // Nine characters after trimming is still too short.
    await user.type(screen.getByLabelText(/Prompt/), '  too short  ');
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(screen.getByLabelText(/Prompt/)).toHaveAccessibleDescription('Prompt must be at least 10 characters');
    expect(api.callsTo('POST', GENERATE)).toHaveLength(0);
  });

  it('shows "Generating..." while pending, then the success toast and the new article', async () => {
    const article = buildKnowledge({
      title: 'How to Run a Blameless Postmortem',
      aiGenerated: true,
      category: 'Processes',
    });
    const generated = deferred<FakeAnswer>();
    const api = installFakeApi().post(GENERATE, () => generated.promise);
    const { user, onGenerated, onOpenChange } = renderDialog();

    await user.type(screen.getByLabelText(/Prompt/), 'How to run a blameless postmortem');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Processes' }));
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(api.callsTo('POST', GENERATE)[0]?.body).toEqual({
      prompt: 'How to run a blameless postmortem',
      category: 'Processes',
    });

    generated.resolve(answer(article, 201));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith(article));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('AI knowledge generated successfully')).toBeInTheDocument();
  });

  it('shows "Failed to generate AI knowledge" when the call fails', async () => {
    installFakeApi().post(GENERATE, apiError(500, { message: 'Internal Server Error', code: 'internal_error' }));
    const { user, onGenerated } = renderDialog();
    await user.type(screen.getByLabelText(/Prompt/), 'Write a guide to code review');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Guidelines' }));
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));

    expect(await screen.findByText('Failed to generate AI knowledge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Article' })).toBeEnabled();
    expect(onGenerated).not.toHaveBeenCalled();
  });
});

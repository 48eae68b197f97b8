import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GenerateKnowledgeDialog } from './components/generate-knowledge-dialog';
import { COMPANY_ID, json, makeArticle, stubFetch, type RecordedRequest } from './testing/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const generateUrl = `/api/companies/${COMPANY_ID}/knowledge/generate`;
const isGenerate = (request: RecordedRequest) => request.method === 'POST' && request.url.pathname === generateUrl;

function renderDialog() {
  const onOpenChange = vi.fn();
  const onGenerated = vi.fn();
  const result = renderWithProviders(<GenerateKnowledgeDialog companyId={COMPANY_ID} open onOpenChange={onOpenChange} onGenerated={onGenerated} />);
  return { ...result, onOpenChange, onGenerated };
}

describe('GenerateKnowledgeDialog', () => {
  it('asks for a 10-character prompt and a category', async () => {
    const requests = stubFetch();
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));

    expect(screen.getByLabelText(/Prompt/)).toHaveAccessibleDescription('Prompt must be at least 10 characters');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription('Category is required');

    // Nine characters after trimming is still too short.
    await user.type(screen.getByLabelText(/Prompt/), '  too short  ');
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(screen.getByLabelText(/Prompt/)).toHaveAccessibleDescription('Prompt must be at least 10 characters');
    expect(requests.filter(isGenerate)).toHaveLength(0);
  });

  it('shows "Generating..." while pending, then the success toast and the new article', async () => {
    const article = makeArticle({ title: 'How to Run a Blameless Postmortem', aiGenerated: true, category: 'Processes' });
    let answer: (response: Response) => void = () => undefined;
    const requests = stubFetch((request) => (isGenerate(request) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    const { user, onGenerated, onOpenChange } = renderDialog();

    await user.type(screen.getByLabelText(/Prompt/), 'How to run a blameless postmortem');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Processes' }));
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(requests.filter(isGenerate)[0]?.body).toEqual({ prompt: 'How to run a blameless postmortem', category: 'Processes' });

    answer(json(article, 201));
    await waitFor(() => expect(onGenerated).toHaveBeenCalledWith(article));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('AI knowledge generated successfully')).toBeInTheDocument();
  });

  it('shows "Failed to generate AI knowledge" when the call fails', async () => {
    stubFetch((request) => (isGenerate(request) ? json({ message: 'Internal Server Error' }, 500) : undefined));
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

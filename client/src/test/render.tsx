import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders UI inside the real providers with a fresh cache (the app's own query defaults) and an
 * in-memory URL. Screens that call the API need a fake one first: `installFakeApi()` (test/fake-api.ts).
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result: RenderResult = render(
    <Router hook={location.hook}>
      <AppProvider queryClient={queryClient}>{ui}</AppProvider>
    </Router>,
  );
  return { ...result, user, queryClient, location };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/render';

/**
 * The shared test client has no default queryFn, while the app's reads (this feature's and
 * useCurrentUser / useUsers) GET the URL named by their query key. This gives the test client the
 * app's real defaults before any query runs.
 */
function AppQueryDefaults({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setDefaultOptions(createQueryClient().getDefaultOptions()));
  return children;
}

/** renderWithProviders, with the app's query defaults (see AppQueryDefaults). */
export function renderKnowledge(ui: ReactElement, options?: { path?: string }) {
  return renderWithProviders(<AppQueryDefaults>{ui}</AppQueryDefaults>, options);
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * Like client/src/test's renderWithProviders, but with the app's own query defaults, whose default
 * queryFn GETs the URL in the query key: the hooks under test (and useCurrentUser / useUsers) rely on it.
 */
export function renderWithApi(ui: ReactElement) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
  return { ...result, user, queryClient };
}

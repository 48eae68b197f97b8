import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { DialogsProvider } from '@/features/onboarding/dialogs-context';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

/**
 * Everything a page needs around it: data cache, toasts, the signup/waitlist dialogs.
 * Tests pass their own QueryClient so cached data never leaks between them.
 * No screen shows a tooltip, so there is no tooltip provider (it cost the landing page ~13 kB gzipped);
 * the first tooltip brings Radix's TooltipProvider here with the product's delays: 700 ms to open,
 * 300 ms skip delay (docs/product.md).
 */
export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <DialogsProvider>{children}</DialogsProvider>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

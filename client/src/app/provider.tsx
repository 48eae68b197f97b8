import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DialogsProvider } from '@/features/onboarding/dialogs-context';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

/**
 * Everything a page needs around it: data cache, tooltips, toasts, the signup/waitlist dialogs.
 * Tests pass their own QueryClient so cached data never leaks between them.
 */
export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <DialogsProvider>{children}</DialogsProvider>
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

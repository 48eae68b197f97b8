import { AlertTriangle, RotateCw } from 'lucide-react';
import { apiErrorMessage } from '@/lib/api-errors';
import { SubmitButton } from './submit-button';

/**
 * A failed read: what could not load, the server's reason when it gave one, and a Retry that asks
 * again (reads never retry on their own: lib/query-client.ts).
 */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-xl border border-red-200 bg-danger-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
        <div>
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="text-sm text-slate-700">
            {apiErrorMessage(error, 'Something went wrong on our side. Please try again.')}
          </p>
        </div>
      </div>
      <SubmitButton
        type="button"
        variant="outline"
        onClick={onRetry}
        pending={retrying}
        pendingLabel="Retrying..."
        icon={<RotateCw aria-hidden="true" />}
      >
        Retry
      </SubmitButton>
    </div>
  );
}

import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed read: what happened, and a way to try again (reads never retry on their own, spec section 7). */
export function LoadError({ title, onRetry, retrying = false }: { title: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-danger-50 px-6 py-10 text-center">
      <AlertCircle aria-hidden="true" className="size-6 text-danger-600" />
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}

import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatWhen } from '@/lib/relative-time';
import { useRecentSwaps } from '../api/get-recent-swaps';

/** The workspace's latest skill swaps as "A ↔ B: skill for skill" rows, from the swaps people made. */
export function RecentSwapsCard({ companyId }: { companyId: string }) {
  const swaps = useRecentSwaps(companyId);
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ArrowLeftRight aria-hidden="true" className="size-4 text-brand-700" />
          Recent Skill Swaps
        </CardTitle>
        <CardDescription>Colleagues teaching each other, one skill for another.</CardDescription>
      </CardHeader>
      <CardContent>
        {swaps.isPending ? (
          <Spinner label="Loading recent swaps" />
        ) : swaps.isError ? (
          <LoadError title="Could not load the recent swaps" error={swaps.error} onRetry={() => void swaps.refetch()} />
        ) : swaps.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            No skill swaps yet.{' '}
            <Link href="/team" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Find a colleague to swap with
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {swaps.data.map((swap) => (
              <li
                key={swap.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
              >
                <p className="min-w-0 text-sm text-slate-700">
                  <span className="font-medium text-slate-900">{swap.fromName}</span>
                  <span aria-hidden="true" className="mx-1.5 text-slate-400">
                    ↔
                  </span>
                  <span className="sr-only"> and </span>
                  <span className="font-medium text-slate-900">{swap.toName}</span>: {swap.fromSkill} for {swap.toSkill}
                </p>
                <span className="text-xs whitespace-nowrap text-slate-500">{formatWhen(swap.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

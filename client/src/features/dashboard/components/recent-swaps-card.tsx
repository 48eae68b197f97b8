import { ArrowLeftRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RECENT_SKILL_SWAPS } from '../static-data';

/** Static demo list of "A ↔ B: skill for skill" rows. */
export function RecentSwapsCard() {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h2" className="flex items-center gap-2">
            <ArrowLeftRight aria-hidden="true" className="size-4 text-brand-700" />
            Recent Skill Swaps
          </CardTitle>
          <Badge variant="secondary">Sample data</Badge>
        </div>
        <CardDescription>Colleagues teaching each other, one skill for another.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {RECENT_SKILL_SWAPS.map((swap) => (
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
              <span className="text-xs whitespace-nowrap text-slate-500">{swap.when}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

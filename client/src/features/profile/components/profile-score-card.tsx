import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { PROFILE_SCORE_PERCENT } from '@common/constants';

/** The profile score: fixed at 85% for everyone (docs/product.md, profile). */
export function ProfileScoreCard({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-4 text-brand-700" />
          Profile score
        </CardTitle>
        <CardDescription>How well this profile shows depth and breadth.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-4xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {PROFILE_SCORE_PERCENT}%
        </p>
        <Progress value={PROFILE_SCORE_PERCENT} label="Profile score" />
        <p className="mt-3 text-xs/5 text-slate-500">Keep skills and goals current for sharper recommendations.</p>
      </CardContent>
    </Card>
  );
}

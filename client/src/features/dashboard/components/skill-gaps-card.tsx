import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { CRITICAL_SKILL_GAPS } from '../static-data';
import { CardHeading } from './card-heading';

/** Static demo list: the skills people ask for that the workforce cannot yet cover. */
export function SkillGapsCard() {
  return (
    <Card className="flex flex-col">
      <CardHeading
        icon={AlertTriangle}
        iconClassName="text-warning-700"
        title="Critical Skill Gaps"
        action={<Badge variant="secondary">Sample data</Badge>}
        description="Share of learning requests no colleague can cover yet."
      />
      <CardContent>
        <ul className="flex flex-col gap-4">
          {CRITICAL_SKILL_GAPS.map((gap) => (
            <li key={gap.skill}>
              <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{gap.skill}</span>
                <span className="text-slate-600 tabular-nums">
                  <span className="font-semibold text-slate-900">{gap.gapPercent}%</span> gap · {gap.requests} requests
                </span>
              </div>
              {/* A meter, not a progressbar: the bar measures a share, nothing is in progress. */}
              <div
                role="meter"
                aria-label={`${gap.skill} gap`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={gap.gapPercent}
                aria-valuetext={`${gap.gapPercent}%`}
                className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full rounded-full bg-amber-500" style={{ width: `${gap.gapPercent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

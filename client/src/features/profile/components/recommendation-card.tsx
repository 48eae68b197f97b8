import { Clock, Lightbulb } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import type { Recommendation } from '@common/schemas/users';

/** One suggested skill: how well it fits, what it is, how long it takes, and why it was suggested. */
export function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const { id, skillName, matchPercentage, description, timeToLearn, reason } = recommendation;
  const headingId = `recommendation-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        {/* min-w-0: a long name wraps between words beside the badge instead of pushing it out of the card. */}
        <h3 id={headingId} title={skillName} className="min-w-0 text-base font-semibold wrap-anywhere">
          {skillName}
        </h3>
        <Badge variant={matchPercentage >= 80 ? 'success' : 'default'} className="shrink-0 tabular-nums">
          {matchPercentage}% match
        </Badge>
      </div>
      <Progress value={matchPercentage} label={`${skillName} match`} />
      <p className="text-sm text-slate-700">{description}</p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Clock aria-hidden="true" className="size-4 text-slate-400" />
        <span className="sr-only">Time to learn: </span>
        {timeToLearn}
      </p>
      {reason ? (
        <p className="mt-auto flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>
            <span className="sr-only">Why: </span>
            {reason}
          </span>
        </p>
      ) : null}
    </article>
  );
}

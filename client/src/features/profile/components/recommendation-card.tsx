import { Clock, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import type { WaysToLearn } from '@common/schemas/recommendations';
import type { Recommendation } from '@common/schemas/users';
import { WaysToLearnList } from './ways-to-learn';

/**
 * One suggested skill: how well it fits, what it is, how long it takes, and why it was suggested, with the
 * workspace's evidence under the reason. On the person's own profile it also shows how to learn it here (once
 * those ways have loaded; nothing stands in for them before) and the row of feedback buttons.
 */
export function RecommendationCard({
  recommendation,
  ways,
  feedback,
}: {
  recommendation: Recommendation;
  ways?: WaysToLearn;
  feedback?: ReactNode;
}) {
  const { id, skillName, matchPercentage, description, timeToLearn, reason } = recommendation;
  const headingId = `recommendation-${id}`;
  const evidence = ways?.evidence ?? [];
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
      {/* An empty spacer when there is nothing to say, so the actions below still line up at the card's foot. */}
      <div className="mt-auto flex flex-col gap-3">
        {reason || evidence.length > 0 ? (
          <div className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <div className="flex min-w-0 flex-col gap-1">
              {reason ? (
                <p>
                  <span className="sr-only">Why: </span>
                  {reason}
                </p>
              ) : null}
              {evidence.length > 0 ? (
                <ul aria-label={`Evidence for ${skillName}`} className="flex flex-col gap-0.5 text-slate-600">
                  {evidence.map((sentence) => (
                    <li key={sentence}>{sentence}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
        {ways ? <WaysToLearnList headingId={`learn-${id}`} skillName={skillName} ways={ways} /> : null}
        {feedback ? <div className="border-t border-slate-100 pt-3">{feedback}</div> : null}
      </div>
    </article>
  );
}

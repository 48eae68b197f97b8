import { Check, Gauge, Plus } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { profileScore, type ScorePart } from '@common/profile-score';
import type { User } from '@common/schemas/users';

/** One counted part: a tick when earned in full, otherwise how many points it still offers. */
function ScorePartRow({ part }: { part: ScorePart }) {
  const complete = part.earned === part.possible;
  return (
    <li className="flex items-center justify-between gap-3 text-sm">
      <span className="flex min-w-0 items-center gap-2 text-slate-700">
        {complete ? (
          <Check aria-hidden="true" className="size-4 shrink-0 text-success-700" />
        ) : (
          <Plus aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        )}
        {part.label}
      </span>
      <span className="shrink-0 text-slate-600 tabular-nums">
        {complete ? `${part.possible}%` : `${part.earned} of ${part.possible}%`}
      </span>
    </li>
  );
}

/**
 * The profile score. The public demo's people show the product's fixed 85%; everyone else's is how complete the
 * profile is (common/profile-score.ts), with what each part earns, so a person sees how to raise it.
 */
export function ProfileScoreCard({
  user,
  isOwnProfile,
  className,
}: {
  user: User;
  isOwnProfile: boolean;
  className?: string;
}) {
  const score = profileScore(user);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-4 text-brand-700" />
          Profile score
        </CardTitle>
        <CardDescription>
          {score.kind === 'demo' ? 'How well this profile shows depth and breadth.' : 'How complete this profile is.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-4xl font-semibold tracking-tight text-slate-900 tabular-nums">{score.percent}%</p>
        <Progress value={score.percent} label="Profile score" />
        {score.kind === 'demo' ? (
          <p className="mt-3 text-xs/5 text-slate-500">Keep skills and goals current for sharper recommendations.</p>
        ) : (
          <>
            <ul aria-label="What the score counts" className="mt-4 flex flex-col gap-2">
              {score.parts.map((part) => (
                <ScorePartRow key={part.key} part={part} />
              ))}
            </ul>
            <p className="mt-3 text-xs/5 text-slate-500">
              {score.percent === 100
                ? 'Complete: every part counts in full.'
                : isOwnProfile
                  ? 'Edit your profile to fill in the rest: each skill adds 10%, up to five.'
                  : 'Each skill adds 10%, up to five.'}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

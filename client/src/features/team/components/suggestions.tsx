import { ArrowLeftRight, GraduationCap, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { proposeSwapHref } from '@/lib/swap-link';
import type { Matches } from '@common/schemas/matching';
import { useMatches } from '../api/get-matches';

type Candidate = Matches['partners'][number] | Matches['mentors'][number]['candidates'][number];

function Suggestion({ candidate, teach, learn }: { candidate: Candidate; teach: string | null; learn: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {candidate.person.fullName}{' '}
          <span className="text-sm font-normal text-slate-600 tabular-nums">· {candidate.score}% match</span>
        </p>
        {candidate.person.role ? <p className="text-sm break-words text-slate-600">{candidate.person.role}</p> : null}
        <p className="mt-1 text-sm break-words text-slate-700">{candidate.reason}</p>
      </div>
      <Button asChild variant="outline" size="sm" className="shrink-0 self-start">
        <Link
          href={proposeSwapHref(candidate.person.id, teach, learn)}
          aria-label={`Propose a swap to ${candidate.person.fullName}`}
        >
          <ArrowLeftRight aria-hidden="true" /> Propose a swap
        </Link>
      </Button>
    </li>
  );
}

/**
 * "Suggested for you": colleagues to learn each wanted skill from, and swap partners, each with its reason. With
 * no wanted skill yet it says where to mark some.
 */
export function Suggestions({
  companyId,
  profileHref,
}: {
  companyId: string;
  /** The caller's profile, where skills they want to learn are marked. */
  profileHref: string;
}) {
  const matches = useMatches(companyId);
  if (matches.isPending) return <Spinner label="Loading suggestions" />;
  if (matches.isError)
    return (
      <LoadError
        title="Suggestions could not be loaded"
        error={matches.error}
        onRetry={() => void matches.refetch()}
        retrying={matches.isFetching}
      />
    );
  const { mentors, partners } = matches.data;
  // One mentors entry per wanted skill: none means nothing is marked as wanted yet.
  if (mentors.length === 0)
    return (
      <EmptyState
        icon={Sparkles}
        title="No suggestions yet"
        description="Mark skills you want to learn on your profile to get suggestions."
        action={
          <Button asChild variant="outline">
            <Link href={profileHref}>Mark skills on your profile</Link>
          </Button>
        }
      />
    );

  return (
    <div className="flex flex-col gap-6">
      {partners.length > 0 ? (
        <section aria-labelledby="partners-title" className="flex flex-col gap-3">
          <h3 id="partners-title" className="flex items-center gap-2 font-semibold text-slate-900">
            <ArrowLeftRight aria-hidden="true" className="size-4 text-brand-600" /> Swap partners
          </h3>
          <ul className="flex flex-col gap-3">
            {partners.map((partner) => (
              <Suggestion
                key={partner.person.id}
                candidate={partner}
                teach={partner.youTeach}
                learn={partner.youLearn}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {mentors.map((entry) => (
        <section key={entry.skill} aria-label={`Mentors for ${entry.skill}`} className="flex flex-col gap-3">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <GraduationCap aria-hidden="true" className="size-4 text-brand-600" /> Learn {entry.skill}
          </h3>
          {entry.candidates.length === 0 ? (
            <p className="text-sm text-slate-600">
              Nobody in this workspace can teach {entry.skill} yet. Ask in a session, or check back later.
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {entry.candidates.map((candidate) => (
                <Suggestion
                  key={candidate.person.id}
                  candidate={candidate}
                  teach={candidate.youTeach}
                  learn={entry.skill}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

import { RefreshCw, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { useHydrated } from '@/hooks/use-hydrated';
import { showApiError } from '@/lib/api-errors';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import type { WaysToLearn } from '@common/schemas/recommendations';
import { useRecommendations } from '../api/get-recommendations';
import { useWaysToLearn } from '../api/get-ways-to-learn';
import { useRefreshRecommendations } from '../api/refresh-recommendations';
import { useSkillLevels } from '../api/skill-levels';
import { describeRecommendationChanges } from '../recommendation-changes';
import { useFeedbackActions } from '../use-feedback-actions';
import { KnownLevelDialog } from './known-level-dialog';
import { RecommendationCard } from './recommendation-card';
import { RecommendationFeedback } from './recommendation-feedback';

function RecommendationsSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading recommendations</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-48 rounded-xl" />
      ))}
    </div>
  );
}

const byName = (name: string) => name.toLowerCase();

/**
 * "Intelligent skill mapping": the person's recommended skills, and for the person themself a refresh that
 * recomputes them and says what changed. Refresh is theirs alone (the server answers anyone else 403), and so are
 * the ways to learn each skill in the current workspace (worded for the person: "people in your role") and the
 * feedback buttons. The ways load after the list and never hold it up.
 */
export function RecommendationsPanel({ userId, isOwnProfile }: { userId: string; isOwnProfile: boolean }) {
  const recommendations = useRecommendations(userId);
  const refresh = useRefreshRecommendations(userId);
  // The server draws the profile; until React has taken it over, a click on Refresh would do nothing.
  const hydrated = useHydrated();
  const { workspace, isLoading: workspaceLoading } = useCurrentWorkspace();
  const ways = useWaysToLearn(
    userId,
    isOwnProfile && !workspaceLoading ? workspace.id : null,
    (recommendations.data?.length ?? 0) > 0,
  );
  const waysBySkill = new Map<string, WaysToLearn>((ways.data ?? []).map((entry) => [byName(entry.skillName), entry]));
  const skillLevels = useSkillLevels(userId);
  const wanted = new Set(
    (skillLevels.data ?? []).filter((entry) => entry.wantsToLearn).map((entry) => byName(entry.skill)),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A card that leaves takes the focused button with it: keep keyboard users in the panel instead of at the top.
  const cardLeft = useRef(false);
  const feedback = useFeedbackActions(userId, () => {
    cardLeft.current = true;
    headingRef.current?.focus();
  });
  // The level dialog belongs to the panel, not to a card, so it can close (and place focus) after its card left.
  const [askingLevelOf, setAskingLevelOf] = useState<string | null>(null);

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (changes) =>
        toast({
          title: 'Recommendations Updated',
          description: describeRecommendationChanges(changes),
          variant: 'success',
        }),
      onError: (error) => showApiError(error, { sentence: 'Failed to refresh recommendations. Please try again.' }),
    });

  return (
    // Not the Card primitive: its fixed p-6 leaves too little room for the nested cards on a phone.
    <section
      aria-labelledby="skill-mapping-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="flex flex-col gap-1.5">
          <h2
            ref={headingRef}
            id="skill-mapping-title"
            tabIndex={-1}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
            Intelligent Skill Mapping
          </h2>
          <p className="text-sm text-slate-600">
            {isOwnProfile
              ? 'Skills that broaden your expertise, matched to your role, industry, goal and current skills.'
              : 'Skills that would broaden this expertise, matched to the role, industry, goal and current skills.'}
          </p>
        </div>
        {isOwnProfile ? (
          // The name says what is refreshed and still starts with the visible word (WCAG label in name). keepFocus:
          // a disabled button would drop keyboard focus to the top of the page while the refresh runs.
          <SubmitButton
            type="button"
            variant="outline"
            onClick={onRefresh}
            pending={refresh.isPending}
            pendingLabel="Refreshing..."
            disabled={!hydrated}
            keepFocus
            icon={<RefreshCw aria-hidden="true" />}
            aria-label={refresh.isPending ? 'Refreshing recommendations' : 'Refresh recommendations'}
            className="self-start"
          >
            Refresh
          </SubmitButton>
        ) : null}
      </div>
      <div aria-busy={refresh.isPending || recommendations.isFetching}>
        {recommendations.isPending ? (
          <RecommendationsSkeleton />
        ) : recommendations.isError ? (
          <LoadError
            title="Could not load recommendations"
            error={recommendations.error}
            onRetry={() => void recommendations.refetch()}
            retrying={recommendations.isFetching}
          />
        ) : recommendations.data.length === 0 ? (
          <EmptyState
            icon={Sparkles}
            title="No recommendations available yet"
            description={
              isOwnProfile
                ? 'Refresh to map new skills from your role, goal and current skills.'
                : 'Suggestions appear here once this person adds a role, a goal or skills.'
            }
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {recommendations.data.map((recommendation) => (
              <li key={recommendation.id} className="flex min-w-0">
                <RecommendationCard
                  recommendation={recommendation}
                  ways={isOwnProfile ? waysBySkill.get(byName(recommendation.skillName)) : undefined}
                  feedback={
                    isOwnProfile ? (
                      <RecommendationFeedback
                        skillName={recommendation.skillName}
                        wanted={wanted.has(byName(recommendation.skillName))}
                        actions={feedback}
                        onAskLevel={() => {
                          cardLeft.current = false;
                          setAskingLevelOf(recommendation.skillName);
                        }}
                      />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {askingLevelOf !== null ? (
        <KnownLevelDialog
          key={askingLevelOf}
          skillName={askingLevelOf}
          open
          onOpenChange={(open) => {
            if (!open) setAskingLevelOf(null);
          }}
          pending={feedback.pending?.verdict === 'known'}
          onPick={(level) => {
            if (feedback.pending) return;
            void feedback.known(askingLevelOf, level).then((saved) => {
              if (saved) setAskingLevelOf(null);
            });
          }}
          onCloseAutoFocus={(event) => {
            // The button that opened the dialog left with its card: the panel's heading takes focus instead.
            if (!cardLeft.current) return;
            event.preventDefault();
            headingRef.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}

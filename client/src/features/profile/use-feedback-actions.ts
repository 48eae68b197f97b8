import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { SKILL_LEVEL_LABELS, type SkillLevel } from '@common/constants';
import type { RecommendationVerdict } from '@common/schemas/recommendations';
import { useRecommendationFeedback, useWithdrawNotInterested } from './api/recommendation-feedback';

const FAILED = 'Failed to save your feedback. Please try again.';
/** A refused call (an anonymous demo visitor must sign in, for one) shows the server's own sentence. */
const showFailure = (error: unknown, sentence = FAILED) => showApiError(error, { sentence, serverReason: 'instead' });

export interface FeedbackActions {
  /** Saves the skill as held at a level; true once saved (the card then leaves the list). */
  known: (skillName: string, level: SkillLevel) => Promise<boolean>;
  notInterested: (skillName: string) => void;
  /** `wanted`: already among the skills the person wants to learn. */
  interested: (skillName: string, wanted: boolean) => void;
  /** The feedback on its way, if any: one at a time across the panel. */
  pending: { skillName: string; verdict: RecommendationVerdict } | null;
}

/**
 * What the person says back about their recommendations, with the toasts that confirm it. Held by the panel, not by
 * a card: a known or unwanted skill's card leaves the list the moment the answer arrives, and what follows (the
 * toast, Undo, where focus goes) must not depend on that card still being there.
 */
export function useFeedbackActions(userId: string, onCardLeaves: () => void): FeedbackActions {
  const feedback = useRecommendationFeedback(userId);
  const withdraw = useWithdrawNotInterested(userId);

  const known = async (skillName: string, level: SkillLevel) => {
    try {
      await feedback.mutateAsync({ skillName, verdict: 'known', level });
    } catch (error) {
      showFailure(error);
      return false;
    }
    onCardLeaves();
    toast({ title: `Added ${skillName} at level ${level}, ${SKILL_LEVEL_LABELS[level]}`, variant: 'success' });
    return true;
  };

  const undoNotInterested = (skillName: string) =>
    withdraw.mutateAsync(skillName).then(
      () => toast({ title: `${skillName} can be recommended again`, variant: 'success' }),
      (error: unknown) => showFailure(error, 'Failed to undo. Please try again.'),
    );

  const notInterested = (skillName: string) =>
    void feedback.mutateAsync({ skillName, verdict: 'not-interested' }).then(
      () => {
        onCardLeaves();
        toast({
          title: `We won't recommend ${skillName} again`,
          action: {
            label: 'Undo',
            altText: `Undo: recommend ${skillName} again`,
            onClick: () => void undoNotInterested(skillName),
          },
        });
      },
      (error: unknown) => showFailure(error),
    );

  const interested = (skillName: string, wanted: boolean) => {
    if (wanted) {
      // There is no "no longer wanted" verdict: a wanted skill is taken off in Edit Profile's skill levels.
      toast({
        title: `${skillName} is already among the skills you want to learn`,
        description: 'Edit Profile to change your skill levels.',
      });
      return;
    }
    void feedback.mutateAsync({ skillName, verdict: 'interested' }).then(
      () => toast({ title: `Added ${skillName} to the skills you want to learn`, variant: 'success' }),
      (error: unknown) => showFailure(error),
    );
  };

  const pending = feedback.isPending
    ? { skillName: feedback.variables.skillName, verdict: feedback.variables.verdict as RecommendationVerdict }
    : null;
  return { known, notInterested, interested, pending };
}

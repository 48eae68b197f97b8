import { Check, Heart, ThumbsDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FeedbackActions } from '../use-feedback-actions';

/**
 * The row of answers under a recommendation: "I already know this" (the panel asks the level first), "Not
 * interested" and "Interested" (pressed while the skill is among the wanted ones). A button whose answer is on its
 * way ignores clicks but keeps focus; one answer at a time across the panel.
 */
export function RecommendationFeedback({
  skillName,
  wanted,
  actions,
  onAskLevel,
}: {
  skillName: string;
  wanted: boolean;
  actions: FeedbackActions;
  onAskLevel: () => void;
}) {
  // While any answer is on its way the buttons say so (aria-disabled keeps them focusable) and ignore clicks.
  const busy = actions.pending !== null;
  const waiting = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

  return (
    <div role="group" aria-label={`Your feedback on ${skillName}`} className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-disabled={busy || undefined}
        className={waiting}
        onClick={() => {
          if (!busy) onAskLevel();
        }}
      >
        <Check aria-hidden="true" />I already know this
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={busy || undefined}
        className={waiting}
        onClick={() => {
          if (!busy) actions.notInterested(skillName);
        }}
      >
        <ThumbsDown aria-hidden="true" />
        Not interested
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-pressed={wanted}
        aria-disabled={busy || undefined}
        className={`${waiting} aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800`}
        onClick={() => {
          if (!busy) actions.interested(skillName, wanted);
        }}
      >
        <Heart aria-hidden="true" className={wanted ? 'fill-current' : undefined} />
        Interested
      </Button>
    </div>
  );
}

import { ThumbsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useKnowledgeInteractions } from '../interactions-context';
import { formatCount } from '../lib/format';

/** "Helpful" with the current like count; records a like for the current user. */
export function HelpfulButton({
  knowledgeId,
  count,
  className,
}: {
  knowledgeId: string;
  count: number;
  className?: string;
}) {
  const { markHelpful, isMarkedHelpful, isHelpfulPending } = useKnowledgeInteractions();
  const marked = isMarkedHelpful(knowledgeId);
  const pending = isHelpfulPending(knowledgeId);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={marked}
      // aria-disabled rather than disabled keeps keyboard focus on the button while the like is sent.
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) markHelpful(knowledgeId);
      }}
      className={cn(
        'aria-disabled:cursor-progress aria-disabled:opacity-70',
        marked && 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      <ThumbsUp aria-hidden="true" className={cn(marked && 'fill-brand-200')} />
      Helpful
      <span className="text-slate-500 tabular-nums">{formatCount(count)}</span>
    </Button>
  );
}

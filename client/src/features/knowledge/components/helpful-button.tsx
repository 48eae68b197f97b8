import { ThumbsUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/english-format';
import { useKnowledgeInteractions } from '../interactions-context';

/**
 * "Helpful" with the like count: a toggle. Pressing it marks the article helpful for the current user,
 * pressing it again takes that back. Pressed, it is filled with the brand colour (and `aria-pressed`), so the
 * state reads at a glance and to a screen reader.
 */
export function HelpfulButton({
  knowledgeId,
  count,
  likedByMe,
  className,
}: {
  knowledgeId: string;
  count: number;
  /** The server's answer: whether the current user marked it helpful. */
  likedByMe: boolean;
  className?: string;
}) {
  const { toggleHelpful, isMarkedHelpful, isHelpfulPending } = useKnowledgeInteractions();
  const pressed = isMarkedHelpful(knowledgeId, likedByMe);
  const pending = isHelpfulPending(knowledgeId);
  // While a click is on its way, the count moves with it instead of waiting for the server.
  const shownCount = Math.max(0, count + (pressed === likedByMe ? 0 : pressed ? 1 : -1));
  return (
    <Button
      // Pressed, it is the filled primary button; class names do not merge, so the variant carries the colours.
      variant={pressed ? 'default' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      // aria-disabled rather than disabled keeps keyboard focus on the button while the click is sent.
      aria-disabled={pending || undefined}
      title={pressed ? 'You marked this helpful. Press again to take it back.' : 'Mark this article as helpful'}
      onClick={() => {
        if (!pending) toggleHelpful(knowledgeId, pressed);
      }}
      className={cn('aria-disabled:cursor-progress', className)}
    >
      <ThumbsUp aria-hidden="true" className={cn(pressed && 'fill-white/30')} />
      Helpful
      <span className={cn('tabular-nums', pressed ? 'text-white' : 'text-slate-500')}>{formatCount(shownCount)}</span>
    </Button>
  );
}

import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import type { LearningSession } from '@common/schemas/sessions';
import { useJoinSession } from '../api/join-session';
import { joinState } from '../join-state';
import { JOIN_BLOCKED_LABELS } from '../session-display';

export interface JoinButtonProps {
  session: LearningSession;
  currentUserId: string;
  /** The id of the card's title, so "Join Session" is announced with the session it joins. */
  describedBy?: string;
  /** Called after a successful join, when this button is about to disappear (the card moves focus). */
  onJoined?: () => void;
}

/**
 * The join action of one session card. Renders nothing when the user hosts or has joined the session
 * (the card's badge says so), a disabled button naming the reason when the session is full or no longer
 * upcoming, and otherwise "Join Session", which reads "Joining..." while the request is out.
 */
export function JoinButton({ session, currentUserId, describedBy, onJoined }: JoinButtonProps) {
  const join = useJoinSession();
  const state = joinState(session, currentUserId);

  if (state.reason === 'hosting' || state.reason === 'joined') return null;

  if (!state.canJoin) {
    return (
      <Button variant="outline" size="sm" disabled aria-describedby={describedBy}>
        {JOIN_BLOCKED_LABELS[state.reason]}
      </Button>
    );
  }

  const onJoin = () =>
    join.mutate(
      { session, userId: currentUserId },
      {
        onSuccess: () => {
          toast({ title: 'Joined learning session successfully', description: session.title, variant: 'success' });
          onJoined?.();
        },
        onError: (error) => showApiError(error, { sentence: 'Failed to join learning session', serverReason: 'below' }),
      },
    );

  return (
    // keepFocus: after a refusal the user is still on this button, so pending must not drop their focus.
    <SubmitButton
      type="button"
      size="sm"
      onClick={onJoin}
      pending={join.isPending}
      pendingLabel="Joining..."
      keepFocus
      icon={<LogIn aria-hidden="true" />}
      aria-describedby={describedBy}
    >
      Join Session
    </SubmitButton>
  );
}

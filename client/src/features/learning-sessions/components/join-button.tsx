import { ListPlus, LogIn, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { formatOrdinal } from '@/lib/english-format';
import type { LearningSession } from '@common/schemas/sessions';
import { useJoinSession } from '../api/join-session';
import { useJoinOrWait, useLeaveSession } from '../api/session-actions';
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
 * The join action of one session. Renders nothing when the user hosts or has joined the session (the card's
 * badge says so); "Join waitlist" when it is full; "Leave waitlist" while the user waits; a disabled button
 * naming the reason when the session is no longer upcoming; otherwise "Join Session", which reads
 * "Joining..." while the request is out.
 */
export function JoinButton({ session, currentUserId, describedBy, onJoined }: JoinButtonProps) {
  const join = useJoinSession();
  const wait = useJoinOrWait();
  const leave = useLeaveSession();
  const state = joinState(session, currentUserId);

  if (state.reason === 'hosting' || state.reason === 'joined') return null;

  if (state.reason === 'waitlisted') {
    const onLeave = () =>
      leave.mutate(session.id, {
        onSuccess: () => toast({ title: 'You left the waitlist', description: session.title, variant: 'success' }),
        onError: (error) => showApiError(error, { sentence: 'Failed to leave the waitlist', serverReason: 'below' }),
      });
    return (
      <SubmitButton
        type="button"
        variant="outline"
        size="sm"
        onClick={onLeave}
        pending={leave.isPending}
        pendingLabel="Leaving..."
        keepFocus
        icon={<LogOut aria-hidden="true" />}
        aria-describedby={describedBy}
      >
        Leave waitlist
      </SubmitButton>
    );
  }

  if (state.reason === 'full') {
    const onWait = () =>
      wait.mutate(session.id, {
        onSuccess: (result) =>
          result.place === 'learner'
            ? toast({ title: 'Joined learning session successfully', description: session.title, variant: 'success' })
            : toast({
                title: `You are ${formatOrdinal(result.waitlistPosition ?? 1)} on the waitlist`,
                description: 'You get the first seat that frees, in order, and we will tell you.',
                variant: 'success',
              }),
        onError: (error) => showApiError(error, { sentence: 'Failed to join the waitlist', serverReason: 'below' }),
      });
    return (
      <SubmitButton
        type="button"
        variant="outline"
        size="sm"
        onClick={onWait}
        pending={wait.isPending}
        pendingLabel="Joining..."
        keepFocus
        icon={<ListPlus aria-hidden="true" />}
        aria-describedby={describedBy}
      >
        Join waitlist
      </SubmitButton>
    );
  }

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

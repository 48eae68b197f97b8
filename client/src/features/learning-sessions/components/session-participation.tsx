import { CalendarPlus, LogOut } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import type { LearningSession } from '@common/schemas/sessions';
import { invitationUrl, useLeaveSession } from '../api/session-actions';

/** "Add to calendar": the session's invitation (.ics), which calendars keep up to date by its uid. */
export function AddToCalendarLink({ session }: { session: Pick<LearningSession, 'id'> }) {
  return (
    <a href={invitationUrl(session.id)} download className={buttonClassName('outline', 'sm')}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </a>
  );
}

/** "Leave session" for a learner of an upcoming session; their seat goes to the first person waiting. */
export function LeaveSessionButton({ session }: { session: Pick<LearningSession, 'id' | 'title'> }) {
  const leave = useLeaveSession();
  return (
    <SubmitButton
      type="button"
      variant="outline"
      size="sm"
      keepFocus
      pending={leave.isPending}
      pendingLabel="Leaving..."
      icon={<LogOut aria-hidden="true" />}
      onClick={() =>
        leave.mutate(session.id, {
          onSuccess: () => toast({ title: 'You left the session', description: session.title, variant: 'success' }),
          onError: (error) => showApiError(error, { sentence: 'Failed to leave the session', serverReason: 'below' }),
        })
      }
    >
      Leave session
    </SubmitButton>
  );
}

import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { CalendarPlus, CalendarSearch, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { LoadError } from '@/components/ui/load-error';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useUsers } from '@/lib/identity/get-users';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { useCompanySessions } from './api/get-company-sessions';
import { useUserSessions } from './api/get-user-sessions';
import { loadedSessions, sessionTotal, type SessionPages } from './api/session-pages';
import { SessionDetailDialog } from './components/session-detail-dialog';
import { SessionList, type SessionListProps } from './components/session-list';

// The session form (react-hook-form, zod) loads when the dialog is about to open, off the hub's first paint.
const CreateSessionDialog = lazyDialog(
  () => import('./components/create-session-dialog').then((module) => module.CreateSessionDialog),
  { title: 'Create Learning Session', contentClassName: 'sm:max-w-xl' },
);

/** A list query's next page as the list offers it: a failed next page keeps the loaded ones on screen. */
function nextPage(query: UseInfiniteQueryResult<SessionPages>): SessionListProps['more'] {
  return {
    available: query.hasNextPage,
    loading: query.isFetchingNextPage,
    error: query.isFetchNextPageError ? query.error : null,
    load: () => void query.fetchNextPage(),
  };
}

/**
 * The knowledge hub's "Peer Learning" tab: the sessions the current user hosts or joined, every session
 * of the current workspace with its join action, and the create-session dialog. Acts as the current user
 * from /api/me (the demo user, in the demo workspace, while no one is signed in).
 */
export function PeerLearningTab() {
  const [createOpen, setCreateOpen] = useState(false);
  const [openSessionId, setOpenSessionId] = useState<string | null>(null);
  // A link may name one session (`?tab=sessions&session=<id>`, from the inbox or a swap): its detail opens at once.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedSessionId = searchParams.get('session');
  const shownSessionId = openSessionId ?? linkedSessionId;
  const closeSession = () => {
    setOpenSessionId(null);
    if (linkedSessionId === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete('session');
    setSearchParams(next, { replace: true });
  };
  const me = useCurrentUser();
  const currentUserId = me.data?.user.id;
  const users = useUsers();
  const { workspace } = useCurrentWorkspace();
  const companySessions = useCompanySessions(workspace.id);
  const mySessions = useUserSessions(currentUserId);

  const mentorNames = useMemo(() => new Map((users.data ?? []).map((user) => [user.id, user.fullName])), [users.data]);

  const openCreate = () => setCreateOpen(true);
  const hostAction = (
    <Button variant="outline" onClick={openCreate} disabled={!currentUserId}>
      <Plus aria-hidden="true" /> Host a session
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {/* The tab names the panel on screen; the heading keeps the outline navigable for screen readers. */}
          <h2 className="sr-only">Peer Learning</h2>
          <p className="text-sm text-slate-600">
            Learn from colleagues in live sessions, or host one to share what you know.
          </p>
        </div>
        <Button onClick={openCreate} disabled={!currentUserId} className="self-start sm:self-auto">
          <Plus aria-hidden="true" /> Create Session
        </Button>
      </div>

      {me.isError ? (
        // Without knowing who "I" am, neither list can show its badges or join buttons.
        <LoadError title="Could not load your account" error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <SessionList
            id="my-sessions"
            title="My sessions"
            description="Sessions you host or have joined."
            sessions={loadedSessions(mySessions.data)}
            total={sessionTotal(mySessions.data)}
            more={nextPage(mySessions)}
            loading={me.isPending || mySessions.isPending}
            error={mySessions.isFetchNextPageError ? null : mySessions.error}
            onRetry={() => void mySessions.refetch()}
            currentUserId={currentUserId}
            mentorNames={mentorNames}
            onOpenSession={setOpenSessionId}
            empty={{
              icon: CalendarPlus,
              title: 'No sessions yet',
              description: 'Join a company session below, or host one yourself.',
              action: hostAction,
            }}
          />
          <SessionList
            id="company-sessions"
            title="Company sessions"
            description={`Every session scheduled at ${workspace.name}.`}
            sessions={loadedSessions(companySessions.data)}
            total={sessionTotal(companySessions.data)}
            more={nextPage(companySessions)}
            loading={me.isPending || companySessions.isPending}
            error={companySessions.isFetchNextPageError ? null : companySessions.error}
            onRetry={() => void companySessions.refetch()}
            currentUserId={currentUserId}
            mentorNames={mentorNames}
            onOpenSession={setOpenSessionId}
            empty={{
              icon: CalendarSearch,
              title: 'No sessions found',
              description: 'Nobody has scheduled a session yet. Be the first to host one.',
              action: hostAction,
            }}
          />
        </>
      )}

      {currentUserId ? (
        <>
          <CreateSessionDialog open={createOpen} onOpenChange={setCreateOpen} mentorId={currentUserId} />
          <SessionDetailDialog sessionId={shownSessionId} currentUserId={currentUserId} onClose={closeSession} />
        </>
      ) : null}
    </div>
  );
}

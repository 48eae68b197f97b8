import { Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useInbox, useMarkRead } from '@/features/inbox/api';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { formatWhen } from '@/lib/relative-time';
import type { Notification } from '@common/schemas/notifications';

/** Where an entry leads: its swap on the swaps page, or its session's detail on the peer learning tab. */
function hrefOf(entry: Notification): string {
  if (entry.swapId) return '/swaps';
  if (entry.sessionId) return `/knowledge?tab=sessions&session=${entry.sessionId}`;
  return '/inbox';
}

/** /inbox: what happened to the current person's swaps and sessions, newest first. */
export default function InboxPage() {
  useDocumentTitle('Inbox');
  const inbox = useInbox();
  const markRead = useMarkRead();
  const unread = inbox.data?.filter((entry) => !entry.read).length ?? 0;

  return (
    <PageContainer className="flex max-w-3xl flex-col gap-8">
      <PageHeader
        title="Inbox"
        description="Swap proposals and answers, and changes to the sessions you take part in."
        actions={
          <>
            <Link href="/swaps" className={buttonClassName('outline')}>
              Your skill swaps
            </Link>
            <Button onClick={() => markRead.mutate(undefined)} disabled={unread === 0 || markRead.isPending}>
              Mark all as read
            </Button>
          </>
        }
      />
      {inbox.isPending ? (
        <PageSpinner />
      ) : inbox.isError ? (
        <LoadError title="Your inbox could not be loaded" error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Nothing here yet"
          description="When a colleague proposes a swap or a session you joined changes, it shows here."
        />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {inbox.data.map((entry) => (
            <li key={entry.id} className={cn('flex gap-3 px-5 py-4', !entry.read && 'bg-brand-50/60')}>
              <span
                aria-hidden="true"
                className={cn('mt-2 size-2 shrink-0 rounded-full', entry.read ? 'bg-transparent' : 'bg-brand-600')}
              />
              <div className="min-w-0 flex-1">
                <Link
                  href={hrefOf(entry)}
                  onClick={() => (entry.read ? undefined : markRead.mutate([entry.id]))}
                  className="block rounded text-sm text-slate-900 outline-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {entry.read ? null : <span className="sr-only">Unread: </span>}
                  {entry.text}
                </Link>
                <p className="mt-1 text-xs text-slate-600">{formatWhen(entry.createdAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useMySwaps } from '@/features/swaps/api/swaps';
import { SwapCard } from '@/features/swaps/components/swap-card';
import { groupSwaps, SWAP_GROUPS } from '@/features/swaps/swap-groups';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';

/** /swaps: the current person's skill swaps in the current workspace, by what they wait for. */
export default function SwapsPage() {
  useDocumentTitle('Skill swaps');
  const { workspace } = useCurrentWorkspace();
  const me = useCurrentUser();
  const swaps = useMySwaps(workspace.id);
  const myId = me.data?.user.id;

  const propose = (
    <Link href="/swaps/new" className={buttonClassName()}>
      Propose a swap
    </Link>
  );

  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="Skill swaps"
        description={`Teach a colleague what you know and learn what they know, in ${workspace.name}.`}
        actions={propose}
      />
      {swaps.isPending || !myId ? (
        <PageSpinner />
      ) : swaps.isError ? (
        <LoadError
          title="Your skill swaps could not be loaded"
          error={swaps.error}
          onRetry={() => void swaps.refetch()}
        />
      ) : swaps.data.length === 0 ? (
        <EmptyState
          icon={ArrowLeftRight}
          title="No skill swaps yet"
          description="Find a colleague who teaches what you want to learn on the Team page, or propose a swap yourself."
          action={
            <Link href="/team" className={buttonClassName()}>
              Find people on the Team page
            </Link>
          }
        />
      ) : (
        <SwapGroups groups={groupSwaps(swaps.data, myId)} />
      )}
    </PageContainer>
  );
}

function SwapGroups({ groups }: { groups: ReturnType<typeof groupSwaps> }) {
  return (
    <div className="flex flex-col gap-8">
      {SWAP_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`swaps-${group.key}`}>
          <h2 id={`swaps-${group.key}`} className="text-lg font-semibold text-slate-900">
            {group.title} <span className="text-sm font-normal text-slate-500">({groups[group.key].length})</span>
          </h2>
          {groups[group.key].length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{group.empty}</p>
          ) : (
            <ul className="mt-3 grid gap-4 md:grid-cols-2">
              {groups[group.key].map((view) => (
                <SwapCard key={view.swap.id} view={view} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

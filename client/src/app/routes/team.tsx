import { useMemo } from 'react';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { FilteredDirectory } from '@/components/directory/filtered-directory';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTeam } from '@/features/team/api/get-team';
import { Suggestions } from '@/features/team/components/suggestions';
import { TeamCard } from '@/features/team/components/team-card';
import { departmentFilters, filterTeam } from '@/features/team/filter-team';
import { NoWorkspaceOffer } from '@/features/workspaces/components/no-workspace-offer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { DEPARTMENTS } from '@common/departments';
import type { TeamMember } from '@common/schemas/team';

function People({ people }: { people: TeamMember[] }) {
  const filters = useMemo(() => departmentFilters(people, DEPARTMENTS), [people]);
  return (
    <FilteredDirectory
      people={people}
      filters={filters}
      allFilter="All"
      filter={filterTeam}
      searchLabel="Search people"
      noun={['person', 'people']}
      renderCard={(person) => <TeamCard person={person} />}
    />
  );
}

/** /team: the current workspace's real people as cards, with suggestions for the current user above them. */
export default function TeamPage() {
  useDocumentTitle('Team');
  const { workspace, needsChoice, isLoading } = useCurrentWorkspace();
  const me = useCurrentUser();
  const team = useTeam(workspace.id);
  if (isLoading) return null;
  const profileHref = me.data ? `/profile/${me.data.user.id}` : '/';

  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="Team"
        description={`Who in ${workspace.name} can teach what, who wants to learn it, and who fits you best.`}
      />
      {needsChoice ? <NoWorkspaceOffer /> : null}

      <section aria-labelledby="suggested-title" className="flex flex-col gap-4">
        <h2 id="suggested-title" className="text-lg font-semibold">
          Suggested for you
        </h2>
        <Suggestions key={workspace.id} companyId={workspace.id} profileHref={profileHref} />
      </section>

      <section aria-labelledby="people-title" className="flex flex-col gap-5">
        <h2 id="people-title" className="text-lg font-semibold">
          People
        </h2>
        {team.isPending ? (
          <Spinner label="Loading people" />
        ) : team.isError ? (
          <LoadError
            title="The team could not be loaded"
            error={team.error}
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        ) : (
          <People key={workspace.id} people={team.data.people} />
        )}
      </section>
    </PageContainer>
  );
}
